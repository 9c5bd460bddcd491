// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension View {
  /// Margins as given: by physical edge (`layoutMargins`) or by reading direction
  /// (`directionalLayoutMargins`, which follows a later change of direction).
  enum Margins: Equatable {
    case physical(EdgeInsets)
    case directional(NSDirectionalEdgeInsets)
  }

  /// The width a line of text reads comfortably at, in points: the readable content guide is
  /// never wider (672 at the default text size, SPEC-VIEWS 2.13).
  public static let readableWidth: CGFloat = 672

  /// Insets from the edges that the margin attributes and `layoutMarginsGuide` use: the margins
  /// set (8 points by default), grown by the safe area (`insetsLayoutMarginsFromSafeArea`) and
  /// by the superview's margins (`preservesSuperviewLayoutMargins`). Setting it sets the
  /// margins by physical edge.
  public var layoutMargins: EdgeInsets {
    get { effectiveMargins() }
    set { specifiedMargins = .physical(newValue) }
  }

  /// The margins by reading direction: leading is the left edge left to right and the right
  /// edge right to left (SPEC-VIEWS 2.5).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set { specifiedMargins = .directional(newValue) }
  }

  /// How far the safe area (the part not covered by bars, the status bar, rounded corners) is
  /// inside each edge of the view: the root's as its screen sets it, another view's as much of
  /// its superview's unsafe area as it covers (SPEC-VIEWS 2.9).
  public var safeAreaInsets: EdgeInsets {
    let added = controllerSafeAreaInsets
    let base: EdgeInsets
    if let parent = superview {
      let inset = parent.safeAreaInsets
      let parentBounds = parent.bounds
      let safe = CGRect(
        x: parentBounds.minX + inset.left, y: parentBounds.minY + inset.top,
        width: parentBounds.width - inset.horizontal, height: parentBounds.height - inset.vertical)
      base = EdgeInsets(
        top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
        bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    } else {
      base = rootSafeAreaInsets
    }
    return EdgeInsets(
      top: base.top + added.top, left: base.left + added.left,
      bottom: base.bottom + added.bottom, right: base.right + added.right)
  }

  private func effectiveMargins() -> EdgeInsets {
    var m: EdgeInsets
    switch specifiedMargins {
    case .physical(let insets): m = insets
    case .directional(let d):
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      m = EdgeInsets(
        top: d.top, left: rightToLeft ? d.trailing : d.leading, bottom: d.bottom,
        right: rightToLeft ? d.leading : d.trailing)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      m = EdgeInsets(
        top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
        right: m.right + safe.right)
    }
    guard preservesSuperviewLayoutMargins, let parent = superview else { return m }
    let p = parent.layoutMargins
    let bounds = parent.bounds
    let across = preservedSuperviewMarginAxes.contains(.horizontal)
    let down = preservedSuperviewMarginAxes.contains(.vertical)
    return EdgeInsets(
      top: down ? max(m.top, bounds.minY + p.top - frame.minY) : m.top,
      left: across ? max(m.left, bounds.minX + p.left - frame.minX) : m.left,
      bottom: down ? max(m.bottom, frame.maxY - (bounds.maxY - p.bottom)) : m.bottom,
      right: across ? max(m.right, frame.maxX - (bounds.maxX - p.right)) : m.right)
  }
}
