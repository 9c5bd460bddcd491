// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension View {
  /// The views inside this one, back to front.
  public var subviews: [View] { subviewList }
  /// The view this one is inside.
  public var superview: View? { superviewLink }
  /// The constraints installed on this view (by `isActive` or `addConstraint`).
  public var constraints: [NSLayoutConstraint] { installed }

  /// Runs the layout pass's `layoutSubviews` here and below, from the top down.
  func layOutSubtree() {
    needsLayout = false
    owningViewController?.viewWillLayoutSubviews()
    layoutSubviews()
    owningViewController?.viewDidLayoutSubviews()
    for subview in subviews { subview.layOutSubtree() }
  }

  /// Adds `view` on top of the subviews, taking it from its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` of the subviews (clamped to 0…count), taking it from its old
  /// superview first.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviewList.remove(at: old)
    } else {
      view.removeFromSuperview()
    }
    let position = min(max(index, 0), subviews.count)
    subviewList.insert(view, at: position)
    view.superviewLink = self
    // Its layer goes below the next sibling's, else on top of every sublayer (as UIKit keeps
    // subviews' layers among sublayers added by hand).
    let next = position + 1 < subviewList.count ? subviewList[position + 1].layer : nil
    layer.insertSublayer(view.layer, below: next)
    setNeedsLayout()
  }

  /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just below `sibling` (at the bottom when `sibling` is not a subview).
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
  }

  /// Moves `view` (a subview) to the top.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` (a subview) to the bottom.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview; the constraints of its ancestors that refer to it or
  /// to its subviews are removed, as UIKit does.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    var ancestor: View? = parent
    while let current = ancestor {
      for constraint in current.constraints where constraint.refers(into: self) {
        current.removeConstraint(constraint)
      }
      ancestor = current.superview
    }
    parent.subviewList.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superviewLink = nil
    parent.setNeedsLayout()
  }

  /// Installs `constraint` on this view (which must be an ancestor of its items, or one of
  /// them); prefer `isActive`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn == nil else { return }
    constraint.installedOn = self
    installed.append(constraint)
    setNeedsLayout()
  }

  /// Installs each of `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes `constraint` when installed here.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.installedOn = nil
    installed.removeAll { $0 === constraint }
    setNeedsLayout()
  }

  /// Removes each of `constraints` installed here.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// How much the view resists growing past its intrinsic size on `axis` (250 by default).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets how much the view resists growing past its intrinsic size on `axis`.
  public func setContentHuggingPriority(
    _ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    setNeedsLayout()
  }

  /// How much the view resists shrinking below its intrinsic size on `axis` (750 by default).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal ? compression.horizontal : compression.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compression.horizontal = priority
    } else {
      compression.vertical = priority
    }
    setNeedsLayout()
  }

  /// The size closest to `targetSize` at which the view's subtree's constraints hold best,
  /// the target pulling at `fittingSizeLevel` (50) on both axes. The view is not resized.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` at which the subtree's constraints hold best, the target's
  /// width pulling at `horizontalFittingPriority` and its height at `verticalFittingPriority`
  /// (`required` keeps that axis at the target: a self-sizing cell's width). Not resized.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine.solved(
      root: self,
      fitting: LayoutEngine.Fitting(
        size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
    return engine.rect(of: self).size
  }
}

extension NSLayoutConstraint {
  /// A layout axis. Mirrors `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  /// Whether one of its items is `view` or inside it.
  func refers(into view: View) -> Bool {
    [firstItem, secondItem].contains { item in
      (LayoutItem.owningView(item)).map { $0.isDescendant(of: view) } ?? false
    }
  }
}

extension View {
  /// The direction leading and trailing take: forced by `semanticContentAttribute`, else the
  /// superview's, else (at the top of a hierarchy) its host's traits' — the window's, which
  /// take the app's language — left to right by default.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified:
      superview?.effectiveUserInterfaceLayoutDirection ?? hostTraitCollection.layoutDirection
    }
  }

  /// The top of the hierarchy the view is in (itself when it has no superview).
  var root: View { superview?.root ?? self }

  /// Whether `view` is this view or one of its ancestors.
  public func isDescendant(of view: View) -> Bool {
    self === view || (superview?.isDescendant(of: view) ?? false)
  }

  /// The first view with `tag` in a depth-first search from this one (itself included).
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Runs the subtree's pending configuration updates (a cell's `updateConfiguration(using:)`),
  /// top down, before its constraints are updated and solved.
  func updateConfigurationsIfNeeded() {
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      performConfigurationUpdate()
    }
    for subview in subviews { subview.updateConfigurationsIfNeeded() }
  }

  /// Runs `updateConstraints()` on the views of the subtree marked for it, subviews first.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard needsUpdateConstraints else { return }
    needsUpdateConstraints = false
    updateConstraints()
  }
}
