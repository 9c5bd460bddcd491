// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// The step table's rules, for every kind: one action per step, and no key another kind owns.
@Suite struct StepTableTests {
  /// A valid value for every action key (a batch update's operations are one kind).
  static let actions: [String: String] = [
    "wait": "1", "insert": "0", "delete": "0", "reload": "0", "move": "{from: 0, to: 1}",
    "insertSections": "1", "deleteSections": "0", "reloadSections": "0",
    "moveSections": "{from: 0, to: 0}", "scroll": "{to: [0, 5]}", "fling": "[0, 2]",
    "drag": "{points: [[1, 1], [1, 5]], duration: 1}", "resize": "[100, 100]",
    "setLayout": "other", "startTransition": "other", "progress": "0.3",
    "finishTransition": "true", "cancelTransition": "true", "animateLayout": "{itemWidth: 80}",
    "tap": "[10, 10]", "pinch": "{touches: [[[1, 1], [5, 5]], [[1, 1], [9, 9]]], duration: 1}",
    "push": "a", "pop": "true", "present": "a", "dismiss": "true", "selectTab": "0",
    "edgePan": "{points: [[0, 1], [5, 1]], duration: 1}", "apply": "{items: [b, a]}",
    "swipe": "{item: [0, 1], to: full}", "expand": "a", "collapse": "[a, b]",
    "reorder": "{points: [[1, 1], [5, 5]], duration: 1}", "perform": "addItems",
    "show": "a", "hide": "all", "camera": "reset", "change": "{id: a, alpha: 0}",
    "typeText": "abc", "endEditing": "true", "longPress": "{item: a, menu: [Copy]}",
    "dismissMenu": "true", "pullToRefresh": "true", "endRefreshing": "true",
  ]
  static let batchKeys: Set = [
    "insert", "delete", "reload", "move", "insertSections", "deleteSections", "reloadSections",
    "moveSections",
  ]
  /// A valid value for every modifier, and the action keys that take it.
  static let modifiers: [String: (value: String, takenBy: Set<String>)] = [
    "style": ("{fill: red}", batchKeys), "layoutValues": ("{a: 1}", batchKeys),
    "dataSourceCounts": ("[2]", batchKeys),
    "transition": ("slide", ["push", "pop", "present", "dismiss", "selectTab", "edgePan"]),
    "interactive": ("true", ["push", "pop", "present", "dismiss", "selectTab"]),
    "alongside": ("{}", ["push", "pop", "present", "dismiss", "selectTab", "edgePan"]),
    "animation": (
      "none",
      Set(actions.keys).subtracting([
        "wait", "fling", "drag", "startTransition", "progress", "edgePan", "typeText",
        "endEditing", "longPress", "dismissMenu", "pullToRefresh", "endRefreshing",
      ])
    ),
  ]

  /// The error for a one-step script `{first: …, second: …}` written on one line, and the column
  /// where `second` starts.
  static func error(_ first: String, _ a: String, _ second: String, _ b: String)
    -> (message: String?, column: Int)
  {
    let prefix = "  - {\(first): \(a), "
    let text = SceneErrorTests.base + "script:\n" + prefix + "\(second): \(b)}\n"
    return (sceneError(text), prefix.count + 1)
  }

  @Test func theSamplesCoverTheTable() {
    let table = Set(SceneLoader.stepKinds.flatMap(\.actionKeys))
    #expect(table == Set(Self.actions.keys))
    let modifiers = Set(SceneLoader.stepKinds.flatMap { $0.acceptedKeys }).subtracting(table)
    #expect(modifiers == Set(Self.modifiers.keys))
  }

  @Test func everyPairOfActionsIsAnErrorNamingBoth() {
    for (first, a) in Self.actions {
      for (second, b) in Self.actions where second != first {
        if Self.batchKeys.contains(first) && Self.batchKeys.contains(second) { continue }
        let (message, column) = Self.error(first, a, second, b)
        #expect(
          message?.hasPrefix("test.yaml:6:\(column): error: script[0].\(second): ") == true,
          "\(first) + \(second): \(message ?? "accepted")")
        #expect(
          message?.contains("'\(first)'") == true && message?.contains("'\(second)'") == true,
          "\(first) + \(second): \(message ?? "accepted")")
      }
    }
  }

  @Test func everyModifierOfAnotherKindIsAnErrorNamingBoth() {
    for (modifier, (value, takenBy)) in Self.modifiers {
      for (action, a) in Self.actions where !takenBy.contains(action) {
        let (message, column) = Self.error(action, a, modifier, value)
        #expect(
          message?.hasPrefix(
            "test.yaml:6:\(column): error: script[0].\(modifier): '\(modifier)' "
              + "does not go with '\(action)'") == true,
          "\(action) + \(modifier): \(message ?? "accepted")")
      }
    }
  }

  @Test func theReviewsSilentDropsAreErrors() {
    let steps = [
      ("{wait: 1, fling: [0, 2]}", "fling"), ("{wait: 0.2, progress: 0.3}", "progress"),
      ("{fling: [0, 2], style: {fill: red}, layoutValues: {bogus: 1}}", "style"),
      ("{tap: [10, 10], layoutValues: {itemWidth: 1}}", "layoutValues"),
    ]
    for (step, key) in steps {
      let message = sceneError(SceneErrorTests.base + "script:\n  - \(step)\n")
      #expect(message?.contains("error: script[0].\(key): ") == true, "\(step): \(message ?? "")")
    }
  }

  @Test func aStepWithoutAnActionIsAnError() {
    let empty = sceneError(SceneErrorTests.base + "script:\n  - {}\n")
    #expect(empty?.contains("script[0]: expected a step with one action: wait, insert") == true)
    let onlyStyle = sceneError(SceneErrorTests.base + "script:\n  - {style: {fill: red}}\n")
    #expect(onlyStyle?.contains("'style' modifies a step but this step has no action") == true)
  }

  @Test func aBatchUpdatesOperationsGoTogether() {
    let text = SceneErrorTests.base + "script:\n  - {insert: 0, delete: 1, style: {fill: red}}\n"
    #expect(sceneError(text) == nil)
  }
}
