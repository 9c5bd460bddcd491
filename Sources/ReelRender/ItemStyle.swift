// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// How a cell or supplementary view looks: a rounded rectangle with an optional border, an image
/// and a label filling its bounds (drawn as UILabel draws, vertically centred). Lengths in points.
public struct ItemStyle: Hashable, Sendable {

  /// How an image fills the element. Mirrors `UIView.ContentMode`'s image modes.
  public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the bounds (UIImageView's default).
    case scaleToFill
    /// Whole image, as large as fits, centred (letterboxed).
    case aspectFit
    /// Covers the bounds, centred, cropped.
    case aspectFill
    /// Original size (1 image pixel = 1 point), centred.
    case center
    /// Original size, against one edge or corner of the bounds (centred along the other axis
    /// for an edge), as `UIView.ContentMode`'s edge modes place it; `left` and `right` are
    /// not mirrored right to left.
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
  }

  /// An image drawn inside the element: a PNG file, its mode, an offset, and whether the element
  /// is masked to the image's aspect-fit rectangle.
  public struct Image: Hashable, Sendable {
    /// Absolute path of a PNG file.
    public var path: String
    /// Size in pixels (read from the file's header).
    public var pixelSize: CGSize
    /// Pixels per point (`UIImage.scale`): 2 for an `@2x` file, so a 200-pixel image is 100
    /// points.
    public var scale: CGFloat = 1
    /// Size in points.
    public var pointSize: CGSize {
      let s = scale > 0 ? scale : 1
      return CGSize(width: pixelSize.width / s, height: pixelSize.height / s)
    }
    public var contentMode: ContentMode
    /// Shift of the image inside the element, points (seed 001's parallax).
    public var offset: CGPoint
    /// Clip the element (fill, image, border) to where an aspect-fit image would be.
    public var masksToAspectFit: Bool
    /// Drawn as a template in this colour: the image's alpha filled with it (a template image's
    /// tint, or `UIImage.withTintColor`); nil for the image's own colours.
    public var tint: RGBAColor?

    public init(
      path: String, pixelSize: CGSize, contentMode: ContentMode = .scaleToFill,
      offset: CGPoint = .zero, masksToAspectFit: Bool = false
    ) {
      self.path = path
      self.pixelSize = pixelSize
      self.contentMode = contentMode
      self.offset = offset
      self.masksToAspectFit = masksToAspectFit
    }

    /// Where the image goes in `bounds` (before `offset`).
    public func rect(in bounds: CGRect) -> CGRect {
      let w = max(pointSize.width, 0.001)
      let h = max(pointSize.height, 0.001)
      switch contentMode {
      case .scaleToFill:
        return bounds
      case .aspectFit, .aspectFill:
        let scale =
          contentMode == .aspectFit
          ? min(bounds.width / w, bounds.height / h) : max(bounds.width / w, bounds.height / h)
        return CGRect(
          x: bounds.midX - w * scale / 2, y: bounds.midY - h * scale / 2, width: w * scale,
          height: h * scale)
      default:
        return placed(CGSize(width: w, height: h), in: bounds)
      }
    }

    /// The image at its own size in `bounds`, where the content mode puts it: centred, or
    /// against the edge or corner it names.
    private func placed(_ size: CGSize, in bounds: CGRect) -> CGRect {
      var x = bounds.midX - size.width / 2
      var y = bounds.midY - size.height / 2
      switch contentMode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: break
      }
      switch contentMode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: break
      }
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }

    /// The aspect-fit rectangle of the image in `bounds`.
    public func aspectFitRect(in bounds: CGRect) -> CGRect {
      var copy = self
      copy.contentMode = .aspectFit
      return copy.rect(in: bounds)
    }
  }

  public var fill: RGBAColor
  /// Corner radius, points (clamped to half the shorter side when drawn).
  public var cornerRadius: CGFloat
  /// Border width, points; 0 for none. Drawn inside the bounds, as `CALayer.borderWidth` is.
  public var borderWidth: CGFloat
  public var borderColor: RGBAColor
  /// The label text, already resolved; nil or empty for none.
  public var label: String?
  /// How the label draws: font, colour, lines, truncation, alignment.
  public var textProperties: TextProperties
  /// An image above the fill and below the border and label.
  public var image: Image?
  /// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`); default all four.
  public var maskedCorners: CornerMask = .all
  /// `CALayer.cornerCurve`; default circular.
  public var cornerCurve: CornerCurve = .circular
  /// Drawn behind the element, outside its bounds; nil for none.
  public var shadow: Shadow?
  /// A CAGradientLayer's gradient over the fill, under the image; nil for none.
  public var gradient: Gradient?
  /// A CAShapeLayer's path, filled and stroked over the gradient, under the image; nil for none.
  public var shape: ShapeFill?
  /// A blurred material behind the fill (`UIVisualEffectView` with a `UIBlurEffect`); nil for
  /// none. Drawn from the pixels already drawn when the output has pixels; in vector output
  /// (SVG) only its tint.
  public var visualEffect: MaterialBlur?
  /// `clipsToBounds`: what the element draws is clipped to its rounded bounds, and its shadow is
  /// hidden, as `masksToBounds` hides it on iOS. Default false.
  public var clipsToBounds = false
  /// Views drawn inside the element, above its image and label, below its border; each fills the
  /// element's bounds (a content view) and lays out its own (a stack arranges its subviews).
  public var content: [ContentView] = []
  /// Views laid out already (a `ReelViews` view tree), drawn above `content` and below the
  /// border, their frames in the element's coordinates (origin at its top left).
  public var views: [PlacedView] = []
  /// The view's own opacity (`UIView.alpha`), 0…1, multiplied into the element's alpha; the element
  /// is drawn as one group, so overlapping parts do not show through each other.
  public var opacity: CGFloat = 1

  public init(
    fill: RGBAColor = .palette(0), cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
    borderColor: RGBAColor = .black,
    label: String? = nil, textProperties: TextProperties = TextProperties(),
    image: Image? = nil, opacity: CGFloat = 1
  ) {
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.label = label
    self.textProperties = textProperties
    self.image = image
    self.opacity = min(max(opacity, 0), 1)
  }

  /// The outline `cornerRadius`, `maskedCorners` and `cornerCurve` give the element.
  public var cornerShape: CornerShape {
    CornerShape(radius: cornerRadius, maskedCorners: maskedCorners, curve: cornerCurve)
  }
}

extension ItemStyle {
  /// Whether drawing the element reads the pixels already drawn under it: a blurred material on
  /// it or on any view inside it.
  public var readsBackdrop: Bool {
    visualEffect != nil || content.contains { $0.style.readsBackdrop }
  }
}
