// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A view inside an element (a cell's content view and what it holds): its own layer look
/// (`style`: fill, corners, border, shadow, gradient, and the label or image it draws), what kind
/// of view it is (which decides its intrinsic size), fixed sizes, alpha and transform. Laid out by
/// Auto Layout (`ContentTree`); a stack's arranged subviews are `style.content`.
public struct ContentView: Hashable, Sendable {
  /// What kind of view it is, which decides what it draws and its intrinsic size.
  public enum Kind: Hashable, Sendable {
    /// A plain `UIView`: no intrinsic size.
    case view
    /// A `UILabel` drawing `style.label` with `style.textProperties`; sized by its text.
    case label
    /// A `UIImageView` drawing `style.image`; sized by the image's points.
    case image
    /// A symbol image, tinted with `style.textProperties.color`, sized by
    /// `style.textProperties.font`.
    case symbol(Symbol)
    /// A symbol image from the installed icon font (`SymbolFont`): the icon the font draws for
    /// this name (a Material icon name), tinted and sized like `symbol`.
    case fontSymbol(String)
    /// Flexible empty space: no intrinsic size, the lowest hugging.
    case spacer
    /// A `UIStackView` arranging `style.content`.
    case stack(StackLayout)
    /// A `UISlider` drawn at a value: as wide as it is laid out, `SliderMetrics.height` tall.
    case slider(SliderLook)
  }

  /// What kind of view it is.
  public var kind: Kind
  /// Its layer's look (fill, corners, border, shadow) and what it draws (label, image); a
  /// stack's arranged views are `style.content`.
  public var style: ItemStyle
  /// Fixed sizes, points (width and height constraints); nil sizes come from the content.
  public var width: CGFloat?
  /// The fixed height, points (nil: the content's).
  public var height: CGFloat?
  /// `UIView.alpha`, 0…1.
  public var alpha: CGFloat
  /// About the view's centre; affine only.
  public var transform: Transform3D
  /// Content hugging and compression resistance priorities along a stack's axis (UIKit's 250 and
  /// 750 for views, 251 for labels and images, 1 for spacers when nil).
  public var hugging: Float?
  /// The compression resistance along a stack's axis, 1…1000 (nil: UIKit's 750).
  public var compressionResistance: Float?
  /// A hidden arranged view takes no room in its stack.
  public var isHidden: Bool
  /// What the view is to whoever animates it (`accessibilityIdentifier`): an outline disclosure
  /// accessory is `outlineDisclosure`, turned as its row expands. Default nil.
  public var identifier: String?

  /// A view of `kind` drawn with `style`: fixed `width`/`height` in points (nil: the content's),
  /// `alpha` 0…1, an affine `transform` about its centre; shown, UIKit's priorities.
  public init(
    _ kind: Kind, style: ItemStyle, width: CGFloat? = nil, height: CGFloat? = nil,
    alpha: CGFloat = 1, transform: Transform3D = .identity
  ) {
    self.kind = kind
    self.style = style
    self.width = width
    self.height = height
    self.alpha = alpha
    self.transform = transform
    self.isHidden = false
  }

  /// UIKit's default hugging priority along an axis for this kind of view.
  public var effectiveHugging: Float {
    if let hugging { return hugging }
    switch kind {
    case .spacer: return 1
    case .label, .image, .symbol, .fontSymbol: return 251
    case .view, .stack, .slider: return 250
    }
  }

  /// UIKit's default compression resistance along an axis (750) unless set.
  public var effectiveCompressionResistance: Float { compressionResistance ?? 750 }
}

/// A `UIStackView`'s arrangement.
public struct StackLayout: Hashable, Sendable {
  /// `NSLayoutConstraint.Axis`.
  public enum Axis: String, Hashable, Sendable, CaseIterable { case horizontal, vertical }
  /// `UIStackView.Distribution`.
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// `UIStackView.Alignment` (`leading`/`top` and `trailing`/`bottom` are the same cases).
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
  }

  /// Horizontal (the default) or vertical.
  public var axis: Axis
  /// Points between views: exact for the fill distributions, a minimum for the equal ones;
  /// negative overlaps.
  public var spacing: CGFloat
  /// Across the axis; `fill` by default.
  public var alignment: Alignment
  /// Along the axis; `fill` by default.
  public var distribution: Distribution
  /// Arranged inside `layoutMargins` rather than the bounds.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Default 8 on each side, as UIView's.
  public var layoutMargins: EdgeInsets

  /// UIStackView's defaults unless given: horizontal, no spacing (points), `fill` and `fill`,
  /// arranged in the bounds, margins 8 points a side.
  public init(
    axis: Axis = .horizontal, spacing: CGFloat = 0, alignment: Alignment = .fill,
    distribution: Distribution = .fill, isLayoutMarginsRelativeArrangement: Bool = false,
    layoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.layoutMargins = layoutMargins
  }
}

/// The symbol images Reel draws itself (the glyphs of UICellAccessory), as SF Symbols' names.
public enum Symbol: String, Hashable, Sendable, CaseIterable {
  case chevronForward = "chevron.forward"
  case chevronDown = "chevron.down"
  case checkmark
  case infoCircle = "info.circle"
  case minusCircleFill = "minus.circle.fill"
  case plusCircleFill = "plus.circle.fill"
  case lineHorizontal3 = "line.horizontal.3"
  case circle
  case checkmarkCircleFill = "checkmark.circle.fill"

  /// The symbol's size for a font of `pointSize` points, as SF Symbols size to text: the circles
  /// are about 1.2 em across, the chevron 0.5 × 0.8 em.
  public func size(pointSize: CGFloat) -> CGSize {
    let em = pointSize
    switch self {
    case .chevronForward: return CGSize(width: em * 0.5, height: em * 0.82)
    case .chevronDown: return CGSize(width: em * 0.82, height: em * 0.5)
    case .checkmark: return CGSize(width: em * 0.9, height: em * 0.85)
    case .lineHorizontal3: return CGSize(width: em * 1.05, height: em * 0.7)
    case .infoCircle, .minusCircleFill, .plusCircleFill, .circle, .checkmarkCircleFill:
      return CGSize(width: em * 1.24, height: em * 1.24)
    }
  }

  /// Whether the symbol points along the reading direction and is drawn mirrored right to left
  /// (the forward chevron points left).
  public var isDirectional: Bool {
    switch self {
    case .chevronForward: return true
    default: return false
    }
  }
}
