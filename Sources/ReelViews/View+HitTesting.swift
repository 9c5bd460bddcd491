// SPDX-License-Identifier: MIT
import Foundation

/// An event that touches a view. Reel's touches come from a scene's script, which carries no
/// event object: hit tests are asked with nil, as UIKit allows. Mirrors `UIEvent`.
@preconcurrency @MainActor
open class Event {
  /// An event.
  public init() {}
}

extension View {
  /// UIKit's hit test: nothing when hidden, transparent (alpha under 0.01), not interactive or
  /// not holding `point`; else the first subview's hit, front to back, else this view.
  func hitTesting(_ point: CGPoint, _ event: Event?) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }
}
