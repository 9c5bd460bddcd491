// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

extension PlacedView {
  /// A layer made on its own (a `GradientLayer`, a `ShapeLayer`, a plain `Layer`) and its
  /// sublayers, ready to draw; its frame in its superlayer's bounds, whose origin is `origin`.
  @MainActor
  init(layer: Layer, origin: CGPoint) {
    let frame = layer.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    var style = Self.style(of: layer, fill: layer.backgroundColor ?? .clear)
    if let gradient = layer as? GradientLayer { style.gradient = Self.gradient(of: gradient) }
    if let shape = layer as? ShapeLayer { style.shape = Self.shape(of: shape) }
    var content = ContentView(.view, style: style)
    content.alpha = CGFloat(min(max(layer.opacity.isFinite ? layer.opacity : 1, 0), 1))
    content.transform = layer.transform
    self.init(
      view: content, frame: frame, subviews: Self.sublayers(of: layer, origin: .zero))
    mask = Self.mask(of: layer)
  }

  /// `layer`'s mask as a placed view in its bounds (a view's layer as that view), unless the
  /// mask is the layer itself or one of its own masks.
  @MainActor
  static func mask(of layer: Layer) -> PlacedView? {
    guard let mask = layer.mask, maskDepth < maximumMaskDepth else { return nil }
    // A mask whose own drawing comes back to this layer (through masks or sublayers) would
    // never end: masks nest at most `maximumMaskDepth` deep.
    maskDepth += 1
    defer { maskDepth -= 1 }
    if let view = mask.view { return PlacedView(drawing: view, frame: view.frame) }
    return PlacedView(layer: mask, origin: .zero)
  }

  /// How deep masks within masks are drawn.
  static let maximumMaskDepth = 8
  @MainActor private static var maskDepth = 0

  /// `layer`'s sublayers in drawing order (`zPosition`, then their order), hidden ones left
  /// out: a view's layer as that view, any other as a layer.
  @MainActor
  static func sublayers(of layer: Layer, origin: CGPoint) -> [PlacedView] {
    (layer.sublayers ?? []).enumerated()
      .filter { !$0.element.isHidden }
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map { _, sublayer in
        guard let child = sublayer.view else { return PlacedView(layer: sublayer, origin: origin) }
        let drawn = child.drawnValues
        let frame = CGRect(
          x: drawn.center.x - drawn.size.width / 2 - origin.x,
          y: drawn.center.y - drawn.size.height / 2 - origin.y,
          width: drawn.size.width, height: drawn.size.height)
        return PlacedView(drawing: child, frame: frame)
      }
  }

  /// A layer's corners, border, shadow and clipping as an element's style, filled with `fill`.
  @MainActor
  static func style(of layer: Layer, fill: RGBAColor) -> ItemStyle {
    var style = ItemStyle(
      fill: fill, cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
      borderColor: layer.borderColor ?? .clear)
    style.maskedCorners = layer.maskedCorners
    style.cornerCurve = layer.cornerCurve
    style.clipsToBounds = layer.masksToBounds
    if layer.shadowOpacity > 0, let color = layer.shadowColor {
      style.shadow = Shadow(
        color: color, opacity: CGFloat(layer.shadowOpacity), radius: layer.shadowRadius,
        offset: layer.shadowOffset, path: layer.shadowPath?.elements)
    }
    return style
  }

  /// A gradient layer's colours and geometry; nil without colours. Locations that are not one
  /// finite number per colour are ignored (the colours spread evenly); others are made
  /// non-decreasing, and those outside 0…1 are cut at the ends with the colour the gradient has
  /// there (`[0.7, 1.2]` ends partway to its last colour, as Core Animation draws it).
  @MainActor
  static func gradient(of layer: GradientLayer) -> Gradient? {
    let colors = layer.resolvedColors
    guard !colors.isEmpty else { return nil }
    var locations = layer.locations?.map { CGFloat($0.doubleValue) }
    if let given = locations, given.count != colors.count || !given.allSatisfy(\.isFinite) {
      locations = nil
    }
    var stops = colors.map { ($0, CGFloat(0)) }
    if let given = locations {
      var floor = -CGFloat.greatestFiniteMagnitude
      for i in given.indices {
        floor = max(floor, given[i])
        stops[i].1 = floor
      }
      stops = Gradient.cut(stops)
    }
    let finite = { (p: CGPoint) in p.x.isFinite && p.y.isFinite ? p : .zero }
    return Gradient(
      type: layer.type, colors: stops.map(\.0), locations: locations == nil ? nil : stops.map(\.1),
      startPoint: finite(layer.startPoint), endPoint: finite(layer.endPoint))
  }

  /// A shape layer's path, colours and stroke; nil without a path.
  @MainActor
  static func shape(of layer: ShapeLayer) -> ShapeFill? {
    guard let path = layer.path, !path.isEmpty else { return nil }
    var shape = ShapeFill(path: path.elements)
    shape.fillColor = layer.fillColor
    shape.strokeColor = layer.strokeColor
    shape.lineWidth = layer.lineWidth.isFinite ? min(max(layer.lineWidth, 0), 10_000) : 0
    let clamp = { (v: CGFloat) in v.isFinite ? min(max(v, 0), 1) : 0 }
    shape.strokeStart = clamp(layer.strokeStart)
    shape.strokeEnd = layer.strokeEnd.isFinite ? clamp(layer.strokeEnd) : 1
    shape.lineCap = layer.lineCap
    shape.lineJoin = layer.lineJoin
    shape.fillRule = layer.fillRule
    let dashes = (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
    if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }),
      dashes.contains(where: { $0 > 0 })
    {
      shape.dashes = Array(dashes.prefix(64))
      shape.dashPhase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
    }
    return shape
  }
}
