// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

extension StylePatch {
  /// CALayer's keys beyond the fill and border.
  static let layerKeys = [
    "shadow", "gradient", "maskedCorners", "cornerCurve", "clipsToBounds", "visualEffect",
  ]

  /// The largest shadow radius, points.
  static let maximumShadowRadius: Double = 1000
  /// The most colours in one gradient.
  static let maximumGradientColors = 256

  /// `maskedCorners` names: CACornerMask's, or the corners' names.
  static let cornerNames: [(String, CornerMask)] = [
    ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
    ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ("topLeft", .layerMinXMinYCorner), ("topRight", .layerMaxXMinYCorner),
    ("bottomLeft", .layerMinXMaxYCorner), ("bottomRight", .layerMaxXMaxYCorner),
  ]

  /// Reads the layer keys present in `m`.
  mutating func readLayer(_ m: SceneMapping) throws(SceneError) {
    if let v = m["shadow"] { shadow = try Self.shadow(v) }
    if let v = m["gradient"] { gradient = try Self.gradient(v) }
    if let v = m["maskedCorners"] {
      var mask: CornerMask = []
      for corner in try v.list() {
        let name = try corner.choice(Self.cornerNames.map(\.0))
        mask.insert(Self.cornerNames.first { $0.0 == name }!.1)
      }
      maskedCorners = mask
    }
    if let v = m["cornerCurve"] { cornerCurve = try Self.choice(v, CornerCurve.self) }
    if let v = m["clipsToBounds"] { clipsToBounds = try v.bool() }
    if let v = m["visualEffect"] {
      visualEffect = MaterialBlur(
        style: try Self.choice(v, MaterialBlur.Style.self), traits: v.context.traits)
    }
  }

  /// `{color, opacity, radius, offset, path}` with CALayer's defaults.
  static func shadow(_ value: SceneValue) throws(SceneError) -> Shadow {
    let m = try value.mapping(allowed: SceneKeys.shadow)
    var shadow = Shadow()
    if let v = m["color"] { shadow.color = try v.color() }
    if let v = m["opacity"] {
      shadow.opacity = try v.cgFloat()
      guard (0...1).contains(shadow.opacity) else {
        throw v.error("expected a shadow opacity from 0 to 1, found \(shadow.opacity)")
      }
    } else {
      value.warn(
        "the shadow has no opacity: CALayer's shadowOpacity defaults to 0, so it does not show "
          + "(set opacity, e.g. 0.2)")
    }
    if let v = m["radius"] {
      let radius = try v.nonNegative()
      guard radius <= maximumShadowRadius else {
        throw v.error("expected a shadow radius of at most 1000 points, found \(radius)")
      }
      shadow.radius = CGFloat(radius)
    }
    if let v = m["offset"] {
      let p = try v.point()
      shadow.offset = CGSize(width: p.x, height: p.y)
    }
    if let v = m["path"] { shadow.path = try Self.shadowPath(v) }
    return shadow
  }

  /// `{rect: [x, y, w, h], cornerRadius}` or `{ellipse: [x, y, w, h]}`, in the layer's points.
  static func shadowPath(_ value: SceneValue) throws(SceneError) -> [PathElement] {
    let m = try value.mapping(allowed: SceneKeys.shadowPath)
    if let e = m["ellipse"] {
      guard m["rect"] == nil, m["cornerRadius"] == nil else {
        throw e.error("a shadow path is a 'rect' (with a 'cornerRadius') or an 'ellipse', not both")
      }
      return PathElement.ellipse(in: try e.rect())
    }
    let rect = try m.required("rect", "a rectangle [x, y, width, height] in the layer's points")
      .rect()
    let radius = try m["cornerRadius"].map { v throws(SceneError) in CGFloat(try v.nonNegative()) }
    return CornerShape(radius: radius ?? 0).path(in: rect)
  }

  /// `{type, colors, locations, startPoint, endPoint}` with CAGradientLayer's defaults.
  static func gradient(_ value: SceneValue) throws(SceneError) -> Gradient {
    let m = try value.mapping(allowed: SceneKeys.gradient)
    let colorValues = try m.required("colors", "a list of colours").list()
    guard (1...maximumGradientColors).contains(colorValues.count) else {
      throw m.value.error(
        "expected from 1 to \(maximumGradientColors) gradient colours, found \(colorValues.count)")
    }
    var colors: [RGBAColor] = []
    for v in colorValues { colors.append(try v.color()) }
    var gradient = Gradient(colors: colors)
    if let v = m["type"] { gradient.type = try Self.choice(v, Gradient.Kind.self) }
    if let v = m["locations"] { gradient.locations = try Self.locations(v, count: colors.count) }
    if let v = m["startPoint"] { gradient.startPoint = try v.point() }
    if let v = m["endPoint"] { gradient.endPoint = try v.point() }
    return gradient
  }

  /// One location per colour, increasing, each from 0 to 1.
  static func locations(_ value: SceneValue, count: Int) throws(SceneError) -> [CGFloat] {
    let list = try value.list()
    guard list.count == count else {
      throw value.error("expected one location per colour (\(count)), found \(list.count)")
    }
    var locations: [CGFloat] = []
    for v in list {
      let location = try v.cgFloat()
      guard (0...1).contains(location), location >= (locations.last ?? 0) else {
        throw v.error("expected increasing locations from 0 to 1, found \(location)")
      }
      locations.append(location)
    }
    return locations
  }
}
