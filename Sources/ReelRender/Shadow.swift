// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// A layer's shadow, as CALayer's `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`
/// and `shadowPath` describe it. Drawn behind the layer and outside its bounds (not clipped by
/// them), unless the layer clips to its bounds, which hides it as `masksToBounds` does on iOS.
public struct Shadow: Hashable, Sendable {
  /// Default opaque black.
  public var color: RGBAColor
  /// 0…1; CALayer's default is 0 (no shadow).
  public var opacity: CGFloat
  /// The blur, points: a Gaussian of standard deviation `radius` (a CSS blur of 2 × radius).
  /// Default 3.
  public var radius: CGFloat
  /// Points, in the layer's coordinates (y down): default (0, −3), three points up.
  public var offset: CGSize
  /// The shadow's shape in the layer's coordinates (points, origin at its top-left corner, as
  /// `CALayer.shadowPath`); nil casts it from everything the layer draws (its composited
  /// alpha).
  public var path: [PathElement]?

  public init(
    color: RGBAColor = .black, opacity: CGFloat = 0, radius: CGFloat = 3,
    offset: CGSize = CGSize(width: 0, height: -3), path: [PathElement]? = nil
  ) {
    self.color = color
    self.opacity = min(max(opacity, 0), 1)
    self.radius = max(radius, 0)
    self.offset = offset
    self.path = path
  }

  /// Whether anything shows.
  public var isVisible: Bool { opacity > 0 && color.alpha > 0 }

  /// How far the blur reaches beyond the shape, points (three standard deviations).
  public var reach: CGFloat { radius * 3 }
}

/// A CAGradientLayer's gradient, drawn over the layer's background colour and under its image.
public struct Gradient: Hashable, Sendable {
  /// `CAGradientLayerType`: the gradient layer's own type, declared once.
  public typealias Kind = GradientLayer.GradientType

  public var type: Kind
  /// At least one colour.
  public var colors: [RGBAColor]
  /// One per colour, increasing, 0…1; nil spreads the colours evenly.
  public var locations: [CGFloat]?
  /// In the unit square of the bounds, (0, 0) top left. Axial: where the first colour is;
  /// radial: the centre; conic: the centre. Default (0.5, 0).
  public var startPoint: CGPoint
  /// Axial: where the last colour is; radial: the ellipse's corner (its radii are the distances
  /// from the start); conic: the direction of angle 0 from the start. Default (0.5, 1).
  public var endPoint: CGPoint

  public init(
    type: Kind = .axial, colors: [RGBAColor], locations: [CGFloat]? = nil,
    startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
  ) {
    self.type = type
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Each colour with its location: the locations given, or evenly spread.
  public var stops: [(location: CGFloat, color: RGBAColor)] {
    guard colors.count > 1 else { return colors.map { (0, $0) } }
    if let locations, locations.count == colors.count {
      return zip(locations, colors).map { ($0, $1) }
    }
    return colors.enumerated().map { (CGFloat($0.offset) / CGFloat(colors.count - 1), $0.element) }
  }

  /// The colour at `t` (0…1) along the stops, interpolated in sRGB as Core Animation does.
  public func color(at t: CGFloat) -> RGBAColor {
    let stops = self.stops
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
    let a = stops[max(upper - 1, 0)]
    let b = stops[upper]
    let span = b.location - a.location
    let f = span > 0 ? Double((t - a.location) / span) : 1
    return RGBAColor(
      red: a.color.red + (b.color.red - a.color.red) * f,
      green: a.color.green + (b.color.green - a.color.green) * f,
      blue: a.color.blue + (b.color.blue - a.color.blue) * f,
      alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
  }
}
