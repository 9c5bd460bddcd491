// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A view a collection view shows for an element (a cell, a header, a footer, a decoration) and
/// reuses: registered by class, dequeued by the data source, given its layout attributes.
/// Mirrors `UIKit.UICollectionReusableView`.
@preconcurrency @MainActor
open class CollectionReusableView: View {
  /// The identifier the view was registered with; nil for a view made directly. Mirrors
  /// `reuseIdentifier`.
  public package(set) var reuseIdentifier: String?

  /// How a collection view makes a registered view: `init(frame:)` through a required
  /// initializer, which every subclass that overrides `init(frame:)` and `init?(coder:)` (as a
  /// cell written for UIKit does) inherits. Not UIKit API: call `init(frame:)`.
  public required convenience init(reuseFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Called before the view is handed out again; override to reset state (call `super`). Mirrors
  /// `prepareForReuse()`.
  open func prepareForReuse() {}

  /// Gives the view its element's attributes (frame, alpha, and a subclass's own) when it is
  /// placed; override to read custom attributes (call `super`). The collection view has already
  /// set the frame. Mirrors `apply(_:)`.
  open func apply(_ layoutAttributes: LayoutAttributes) {}

  /// The attributes the view wants, given those the layout proposes: by default, the proposed
  /// ones with the size Auto Layout computes for the view at the proposed width (height fitted)
  /// for a layout that scrolls vertically, or at the proposed height (width fitted) for one that
  /// scrolls horizontally. Layouts with estimated sizes ask it. Mirrors
  /// `preferredLayoutAttributesFitting(_:)`.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes)
    -> LayoutAttributes
  {
    let result = layoutAttributes.copy()
    let proposed = layoutAttributes.size
    let horizontal = fittingAxisIsWidth
    let fitted = systemLayoutSizeFitting(
      proposed,
      withHorizontalFittingPriority: horizontal ? .fittingSizeLevel : .required,
      verticalFittingPriority: horizontal ? .required : .fittingSizeLevel)
    result.size =
      horizontal
      ? CGSize(width: fitted.width, height: proposed.height)
      : CGSize(width: proposed.width, height: fitted.height)
    return result
  }

  /// Whether the view's width is the axis fitted (a horizontally scrolling layout), set by the
  /// collection view that hosts it.
  package var fittingAxisIsWidth = false
}
