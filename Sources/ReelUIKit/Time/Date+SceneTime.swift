// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

extension Date {
  /// The moment a scene starts: 9:41 on 9 January 2007 (Pacific time), the time iOS's status bar
  /// shows in Apple's pictures.
  public static let sceneStart = Date(timeIntervalSinceReferenceDate: 190_057_260)

  /// Now: in a scene, `sceneStart` plus the scene's time, the same on every run; outside one,
  /// the system's clock. Declared over Foundation's for a ported file.
  public init() {
    let clock = SceneClock.shared
    if clock.isDriven {
      self = Date.sceneStart.addingTimeInterval(clock.now)
    } else {
      self.init(timeIntervalSinceNow: 0)
    }
  }

  /// Now, as `Date()`.
  public static var now: Date { Date() }
}
