// SPDX-License-Identifier: MIT
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// a region to centre in. Mirrors `UIKit.UILayoutGuide`: add it to a view with
/// `addLayoutGuide(_:)`, constrain its anchors, read `layoutFrame` after layout (in the owning
/// view's coordinates). A view's `layoutMarginsGuide` is one whose edges are the view's margins.
@MainActor
open class LayoutGuide {
  /// The view it belongs to (nil until added).
  public internal(set) weak var owningView: View?
  /// A name shown in logs.
  open var identifier = ""
  /// Its rectangle in the owning view's coordinates, as the last layout solved it.
  public internal(set) var layoutFrame = CGRect.zero
  /// Whether UIKit made it (the margins guide): its edges follow the view's margins.
  let followsMargins: Bool
  /// A number for logs, in the order items are made.
  let serial = LayoutItem.nextSerial()

  public init() {
    followsMargins = false
  }

  /// A stack view's gap between two of its views (never in `layoutGuides`).
  init(gapIn stack: View) {
    followsMargins = false
    identifier = "UISV-distributing"
    owningView = stack
  }

  init(marginsOf view: View) {
    followsMargins = true
    identifier = "UIViewLayoutMarginsGuide"
    owningView = view
  }
}

extension View {
  /// The guides added to the view (its margins guide not among them).
  public var layoutGuides: [LayoutGuide] { guides }

  /// Adds `guide` to the view (taking it from another view first).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard !guide.followsMargins,
      guide.owningView !== self || !guides.contains(where: { $0 === guide })
    else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    guides.append(guide)
    setNeedsLayout()
  }

  /// Removes `guide` and the constraints that refer to it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, !guide.followsMargins else { return }
    var ancestor: View? = self
    while let current = ancestor {
      for constraint in current.constraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        current.removeConstraint(constraint)
      }
      ancestor = current.superview
    }
    guides.removeAll { $0 === guide }
    guide.owningView = nil
    setNeedsLayout()
  }

  /// A guide whose edges are the view's `layoutMargins` inside its bounds.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = marginsGuide { return guide }
    let guide = LayoutGuide(marginsOf: self)
    marginsGuide = guide
    return guide
  }
}
