// SPDX-License-Identifier: MIT

extension StepSpec {
  /// The key that says what the step does (`insert`, `scroll`, `swipe`, `push`…), for labels;
  /// nil when none was recorded (steps built in code).
  public var actionKey: String? {
    keyLocations.filter { SceneLoader.kindByActionKey[$0.key] != nil }
      .min { ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column) }?.key
  }
}
