// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import ReelViews

/// A hosted controller's views in front of its collection view — a navigation controller's bar
/// above all — ready to draw over it, in canvas points. What they show depends on how far the
/// collection view has scrolled from its rest (a bar's background appears once content is under
/// it; a large title collapses 1:1 with the offset; a tab bar turns transparent at the content's
/// end), so they are drawn once per point of that distance, and at the end, when the stage is
/// made, on the main thread, and looked up per frame on any thread.
package struct HostedFrontViews: Sendable {
  /// The views drawn at distances `first`, `first` + 1, … points from rest (negative: pulled
  /// down past the top); the first and last serve beyond.
  let states: [[DisplayItem]]
  /// The distance of `states[0]`, points: 0, or less when a large title grows on a pull.
  let first: Int
  /// The collection view's content offset at rest (`-adjustedContentInset.top`), points.
  let restOffsetY: CGFloat
  /// The views with the content scrolled to its end, where a tab bar or toolbar turns
  /// transparent, and that end's offset; nil when the states above reach it.
  let end: (offsetY: CGFloat, items: [DisplayItem])?

  /// The views for a collection view scrolled to `offsetY`.
  package func items(atOffsetY offsetY: CGFloat) -> [DisplayItem] {
    if let end, offsetY >= end.offsetY - 0.5 { return end.items }
    let distance = (offsetY - restOffsetY).rounded()
    guard distance.isFinite else { return states[-first] }
    let index = Int(min(max(distance - CGFloat(first), 0), CGFloat(states.count - 1)))
    return states[index]
  }

  /// The views with the collection view at rest.
  var itemsAtRest: [DisplayItem] { states[-first] }

  /// The views in front of `collectionView` in `root`'s tree, drawn at every distance a
  /// navigation bar changes over (53 points for a large title, 105 with a search bar under it,
  /// else 1); nil when none is shown.
  @MainActor
  static func capture(in root: View, collectionView: CollectionView) -> HostedFrontViews? {
    let host = collectionView.hostView
    guard !frontViews(of: host, in: root).isEmpty else { return nil }
    let rest = collectionView.contentOffset
    let restOffsetY = -collectionView.adjustedContentInset.top
    // A bar changes over the points it is taller than an inline one (a large title, a search
    // bar), and once more when content first goes under it.
    let collapsing = Self.navigationBars(in: root).map { $0.bounds.height - 44 }.max() ?? 0
    let range = Int(max(collapsing, 0).rounded(.up)) + 1
    // A large title's bar grows when the content is pulled down past the top.
    let first = collapsing > 51.5 ? -Self.pullRange : 0
    var states: [[DisplayItem]] = []
    for distance in first...range {
      collectionView.contentOffset = CGPoint(x: rest.x, y: restOffsetY + CGFloat(distance))
      root.setNeedsLayout()
      root.layoutIfNeeded()
      states.append(items(of: frontViews(of: host, in: root), in: root))
    }
    var end: (CGFloat, [DisplayItem])?
    let endOffsetY =
      collectionView.contentSize.height + collectionView.adjustedContentInset.bottom
      - collectionView.bounds.height
    if endOffsetY > restOffsetY + CGFloat(range) + 0.5 {
      collectionView.contentOffset = CGPoint(x: rest.x, y: endOffsetY)
      root.setNeedsLayout()
      root.layoutIfNeeded()
      end = (endOffsetY, items(of: frontViews(of: host, in: root), in: root))
    }
    collectionView.contentOffset = rest
    root.setNeedsLayout()
    root.layoutIfNeeded()
    return HostedFrontViews(states: states, first: first, restOffsetY: restOffsetY, end: end)
  }

  /// How far down past the top a pull is drawn point by point, points (a fling's rubber band
  /// stays well within it).
  static let pullRange = 120

  /// The shown views drawn after `view`: its later siblings, then its ancestors' later
  /// siblings, up to `root`, in drawing order.
  @MainActor
  static func frontViews(of view: View, in root: View) -> [View] {
    siblings(of: view, in: root, after: true)
  }

  /// The shown views drawn before `view` that are not its ancestors: its earlier siblings, and
  /// its ancestors' earlier siblings up to `root`, in drawing order (the outermost first).
  @MainActor
  static func backViews(of view: View, in root: View) -> [View] {
    siblings(of: view, in: root, after: false)
  }

  /// The shown siblings of `view` and of its ancestors up to `root` that are drawn after it
  /// (`after`) or before it, in drawing order.
  @MainActor
  private static func siblings(of view: View, in root: View, after: Bool) -> [View] {
    var result: [View] = []
    var child = view
    while let parent = child.superview {
      if let index = parent.subviews.firstIndex(where: { $0 === child }) {
        let side = after ? parent.subviews[(index + 1)...] : parent.subviews[..<index]
        let shown = side.filter { !$0.isHidden && $0.alpha > 0 }
        result = after ? result + shown : shown + result
      }
      if parent === root { break }
      child = parent
    }
    return result
  }

  /// The navigation bars in `root`'s tree.
  @MainActor
  static func navigationBars(in root: View) -> [NavigationBar] {
    (root as? NavigationBar).map { [$0] } ?? root.subviews.flatMap { navigationBars(in: $0) }
  }

  /// `views` as display items framed in `root`'s coordinates.
  @MainActor
  static func items(of views: [View], in root: View) -> [DisplayItem] {
    views.enumerated().map { index, view in
      let drawn = view.drawnValues
      var origin = CGPoint(
        x: drawn.center.x - drawn.size.width / 2, y: drawn.center.y - drawn.size.height / 2)
      var parent = view.superview
      while let current = parent, current !== root {
        origin.x += current.frame.minX - current.bounds.minX
        origin.y += current.frame.minY - current.bounds.minY
        parent = current.superview
      }
      origin.x -= root.bounds.minX
      origin.y -= root.bounds.minY
      let size = drawn.size
      var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
      style.views = [PlacedView(drawing: view)]
      return DisplayItem(
        center: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size,
        style: style, identity: "front\(index)")
    }
  }
}
