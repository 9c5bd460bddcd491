// SPDX-License-Identifier: MIT
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// a region to centre in. Mirrors `UIKit.UILayoutGuide`: add it to a view with
/// `addLayoutGuide(_:)`, constrain its anchors, read `layoutFrame` after layout (in the owning
/// view's coordinates). A view's `layoutMarginsGuide` is one whose edges are the view's margins.
@preconcurrency @MainActor
open class LayoutGuide {
  /// The view it belongs to (nil until added).
  public internal(set) weak var owningView: View?
  /// A name shown in logs.
  open var identifier = ""
  /// Its rectangle in the owning view's coordinates, as the last layout solved it.
  public internal(set) var layoutFrame = CGRect.zero
  /// What UIKit made it for (nil for a guide of the app's).
  enum Kind {
    case margins, safeArea, readableContent, stackGap
  }
  let kind: Kind?
  /// Whether UIKit made it: its edges follow the view (margins, safe area, readable width).
  var followsView: Bool { kind != nil && kind != .stackGap }
  /// A number for logs, in the order items are made.
  let serial = LayoutItem.nextSerial()

  /// A guide of the app's, placed by the constraints it is given once added to a view.
  public init() {
    kind = nil
  }

  /// A guide UIKit makes for `view` (never in its `layoutGuides`).
  init(_ kind: Kind, of view: View) {
    self.kind = kind
    owningView = view
    identifier =
      switch kind {
      case .margins: "UIViewLayoutMarginsGuide"
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .readableContent: "UIViewReadableContentGuide"
      case .stackGap: "UISV-distributing"
      }
  }
}

extension View {
  /// The guides added to the view (its margins guide not among them).
  public var layoutGuides: [LayoutGuide] { guides }

  /// Adds `guide` to the view (taking it from another view first).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard guide.kind == nil,
      guide.owningView !== self || !guides.contains(where: { $0 === guide })
    else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    guides.append(guide)
    setNeedsLayout()
  }

  /// Removes `guide` and the constraints that refer to it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.kind == nil else { return }
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
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }

  /// A guide whose edges are the view's bounds inset by its `safeAreaInsets`.
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

  /// A guide inside the margins guide, centred in it, no wider than a comfortable line of text
  /// (`readableWidth`).
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

  private func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
    if let guide = systemGuides.first(where: { $0.kind == kind }) { return guide }
    let guide = LayoutGuide(kind, of: self)
    systemGuides.append(guide)
    setNeedsLayout()
    return guide
  }
}
