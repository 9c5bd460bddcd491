// SPDX-License-Identifier: MIT
import Foundation

extension LayoutEngine {
  /// The most passes a layout takes for views whose height follows their width.
  static let maximumPasses = 3

  /// The hierarchy of `root` solved, as many times as it takes for the views whose intrinsic
  /// height depends on their width (multi-line labels without `preferredMaxLayoutWidth`) to be
  /// measured at the width they were given — UIKit's automatic preferred width: a first pass
  /// measures them unbounded, the next at the width the first solved (at most three passes).
  static func solved(root: View, fitting: Fitting? = nil) -> LayoutEngine {
    var engine = LayoutEngine(root: root, fitting: fitting)
    for _ in 1..<maximumPasses {
      var changed = false
      for view in engine.views where view.intrinsicHeightFollowsWidth {
        let width = engine.rect(of: view).width
        if view.measuringWidth != width {
          view.measuringWidth = width
          changed = true
        }
      }
      guard changed else { break }
      engine = LayoutEngine(root: root, fitting: fitting)
    }
    return engine
  }
}
