// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// A CAShapeLayer's drawing: a path filled and stroked, in the element's coordinates (points,
/// origin at its top-left corner), above its fill and gradient and below its image and label.
public struct ShapeFill: Hashable, Sendable {
  /// The shape.
  public var path: [PathElement]
  /// The fill; nil for none. Default opaque black, as Core Animation's.
  public var fillColor: RGBAColor? = .black
  /// The stroke; nil for none (the default).
  public var strokeColor: RGBAColor?
  /// Points, ≥ 0; default 1.
  public var lineWidth: CGFloat = 1
  /// The stroked part of the path, fractions of its length: 0…1, start ≤ end to draw.
  public var strokeStart: CGFloat = 0
  /// See `strokeStart`.
  public var strokeEnd: CGFloat = 1
  /// How stroke ends look (`CAShapeLayerLineCap`).
  public var lineCap = ShapeLayer.LineCap.butt
  /// How stroke corners look (`CAShapeLayerLineJoin`).
  public var lineJoin = ShapeLayer.LineJoin.miter
  /// Which parts of a self-crossing path are filled (`CAShapeLayerFillRule`).
  public var fillRule = ShapeLayer.FillRule.nonZero
  /// Dash and gap lengths, points; empty for a solid stroke.
  public var dashes: [CGFloat] = []
  /// Where the dash pattern starts, points.
  public var dashPhase: CGFloat = 0

  /// A path filled black and not stroked.
  public init(path: [PathElement]) { self.path = path }
}
