// SPDX-License-Identifier: MIT
import Foundation

/// One attribute of a view, to make constraints from. Mirrors `UIKit.NSLayoutAnchor`: an x-axis
/// anchor constrains only with x-axis anchors, a y-axis one with y-axis ones, and a dimension
/// with dimensions or constants. The constraints are made inactive.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// `self == anchor + constant`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { make(.equal, anchor, constant: constant) }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: constant) }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: constant) }
}

/// The standard space between two views (8 points), times `multiplier`.
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing, centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + 8 × multiplier` (the standard space after `anchor`).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: systemSpacing * multiplier) }

  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + 8 × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier) }
}

/// A vertical position: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + 8 × multiplier` (the standard space below `anchor`).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { make(.equal, anchor, constant: systemSpacing * multiplier) }

  /// `self >= anchor + 8 × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + 8 × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier) }
}

/// A size: width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == constant`.
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: constant)
  }
  /// `self >= constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: constant)
  }
  /// `self <= constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: constant)
  }
  /// `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint { make(.equal, anchor, multiplier: multiplier, constant: constant) }
  /// `self >= anchor × multiplier + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
  /// `self <= anchor × multiplier + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
  }
}

/// What constraints attach to — a view or a layout guide: its anchors.
@preconcurrency @MainActor
public protocol LayoutAnchorItem: AnyObject {}

extension LayoutAnchorItem {
  /// The leading edge: left, or right in a right-to-left view.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge: right, or left in a right-to-left view.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The width, points.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height, points.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}

extension View: LayoutAnchorItem {
  /// The baseline of the view's first line of text (its bottom edge when it shows no text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the view's last line of text (its bottom edge when it shows no text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
}

extension LayoutGuide: LayoutAnchorItem {}
