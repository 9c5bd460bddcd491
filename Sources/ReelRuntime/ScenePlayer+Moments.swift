// SPDX-License-Identifier: MIT
import Foundation

extension ScenePlayer {
  /// What a request for the frame at `time` (seconds) should be told: a moment after the scene's
  /// end shows the scene at rest at its end, which a typo in the time is likelier to mean than not.
  /// Empty when `time` lies within the scene.
  public func momentWarnings(at time: Double) -> [String] {
    guard time > duration else { return [] }
    let (moment, length) = (String(format: "%g", time), String(format: "%g", duration))
    return [
      "\(document.file): warning: \(moment) s is past the end of the scene (\(length) s long): "
        + "the frame shows its last state"
    ]
  }
}
