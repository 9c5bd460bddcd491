// SPDX-License-Identifier: MIT
import Foundation

extension ScenePlayer {
  /// What a request for the frame at `time` (seconds) should be told: a moment after the scene's
  /// end shows the scene at rest at its end, which a typo in the time is likelier to mean than not.
  /// Empty when `time` lies within the scene.
  public func momentWarnings(at time: Double) -> [String] {
    guard time > duration else { return [] }
    let (moment, length) = (Self.seconds(time), Self.seconds(duration))
    return [
      "\(file): warning: \(moment) s is past the end of the scene (\(length) s long): "
        + "the frame shows its last state"
    ]
  }

  /// `value` with at most two decimals and no trailing zeros (`3.27`, `50`).
  static func seconds(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
