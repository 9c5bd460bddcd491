// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `CAGradientLayer`: a layer filled with a gradient of `colors` from `startPoint` to
/// `endPoint` (in the unit square of its bounds, (0, 0) top left), over its background colour.
@preconcurrency @MainActor
open class GradientLayer: Layer {
  /// `CAGradientLayerType`.
  public enum GradientType: String, Hashable, Sendable, CaseIterable { case axial, radial, conic }

  /// The colours (`CGColor`s; other values are skipped), first to last; nil or empty draws no
  /// gradient. At most 64 are drawn.
  open var colors: [Any]?
  /// Where each colour sits, 0…1, one per colour; nil spreads them evenly.
  open var locations: [NSNumber]?
  /// Where the first colour is (axial), or the centre (radial, conic); default (0.5, 0).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the last colour is (axial), the ellipse's corner (radial), the direction of angle 0
  /// (conic); default (0.5, 1).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// How the colours spread; default axial.
  open var type = GradientType.axial

  /// A gradient layer with Core Animation's defaults and no colours.
  public override nonisolated init() { super.init() }

  /// The colours as components, at most 64.
  public var resolvedColors: [RGBAColor] {
    Array((colors ?? []).compactMap { $0 as? RGBAColor }.prefix(64))
  }
}

/// `CAShapeLayer`: a layer that fills and strokes `path` (in its own coordinates) above its
/// background.
@preconcurrency @MainActor
open class ShapeLayer: Layer {
  /// `CAShapeLayerLineCap`.
  public enum LineCap: String, Hashable, Sendable { case butt, round, square }
  /// `CAShapeLayerLineJoin`.
  public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }
  /// `CAShapeLayerFillRule`.
  public enum FillRule: String, Hashable, Sendable { case nonZero, evenOdd }

  /// The shape, points in the layer's coordinates; nil draws nothing.
  open var path: Path?
  /// The fill; default opaque black, nil for none.
  open var fillColor: RGBAColor? = .black
  /// The stroke; nil (the default) for none.
  open var strokeColor: RGBAColor?
  /// The stroke's width, points (negative counts as 0); default 1.
  open var lineWidth: CGFloat = 1
  /// The part of the path stroked, as fractions of its length, 0…1 (clamped); defaults 0 and 1.
  open var strokeStart: CGFloat = 0
  /// See `strokeStart`.
  open var strokeEnd: CGFloat = 1
  /// How stroke ends look; default butt.
  open var lineCap = LineCap.butt
  /// How stroke corners look; default miter.
  open var lineJoin = LineJoin.miter
  /// Which parts of a self-crossing path are filled; default non-zero.
  open var fillRule = FillRule.nonZero
  /// Dash and gap lengths, points, repeated; nil or empty for a solid line.
  open var lineDashPattern: [NSNumber]?
  /// Where along the dash pattern the stroke starts, points.
  open var lineDashPhase: CGFloat = 0

  /// A shape layer with Core Animation's defaults and no path.
  public override nonisolated init() { super.init() }
}
