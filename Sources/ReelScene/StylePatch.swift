// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Style properties a scene sets at some level (collection view, section, item, step); unset
/// properties inherit from the level above.
public struct StylePatch: Sendable, Equatable {
  public var fill: RGBAColor?
  public var cornerRadius: CGFloat?
  public var borderWidth: CGFloat?
  public var borderColor: RGBAColor?
  /// A label template: `{index}`, `{section}` and `{id}` are replaced per item.
  public var label: String?
  public var textColor: RGBAColor?
  public var fontFamily: String?
  public var fontSize: CGFloat?
  public var fontWeight: ItemStyle.FontWeight?
  public var image: ItemStyle.Image?
  /// 0…1, `UIView.alpha` of the cell.
  public var opacity: CGFloat?

  public init() {}

  /// The keys a style mapping accepts.
  static let keys = [
    "fill", "cornerRadius", "border", "borderWidth", "borderColor", "label", "textColor", "font",
    "fontFamily", "fontSize", "fontWeight", "image", "opacity",
  ]

  /// Reads the style keys present in `m`.
  init(_ m: SceneMapping) throws(SceneError) {
    fill = try m["fill"]?.color()
    cornerRadius = try m["cornerRadius"].map { v throws(SceneError) in CGFloat(try v.nonNegative())
    }
    if let border = m["border"] {
      let b = try border.mapping(allowed: ["width", "color"])
      borderWidth = try b["width"].map { v throws(SceneError) in CGFloat(try v.nonNegative()) }
      borderColor = try b["color"]?.color()
    }
    if let w = m["borderWidth"] { borderWidth = CGFloat(try w.nonNegative()) }
    if let c = m["borderColor"] { borderColor = try c.color() }
    if let l = m["label"] { label = l.isNull ? "" : try l.text() }
    textColor = try m["textColor"]?.color()
    if let o = m["opacity"] {
      let value = try o.double()
      guard value >= 0, value <= 1 else {
        throw o.error("expected an opacity from 0 to 1, found \(value)")
      }
      opacity = CGFloat(value)
    }
    if let font = m["font"] {
      let f = try font.mapping(allowed: ["family", "size", "weight"])
      fontFamily = try f["family"]?.text()
      fontSize = try f["size"].map { v throws(SceneError) in try Self.fontSize(v) }
      fontWeight = try f["weight"].map { v throws(SceneError) in
        ItemStyle.FontWeight(rawValue: try v.choice(["regular", "bold"]))!
      }
    }
    if let v = m["fontFamily"] { fontFamily = try v.text() }
    if let v = m["fontSize"] { fontSize = try Self.fontSize(v) }
    if let v = m["fontWeight"] {
      fontWeight = ItemStyle.FontWeight(rawValue: try v.choice(["regular", "bold"]))!
    }
    if let v = m["image"] { image = try Self.image(v) }
  }

  /// The largest font size, points: beyond it FreeType fails, and a failure leaves Cairo's shared
  /// font state broken for every later frame in the process.
  static let maximumFontSize: Double = 1000

  static func fontSize(_ value: SceneValue) throws(SceneError) -> CGFloat {
    let size = try value.positive()
    guard size <= maximumFontSize else {
      throw value.error("expected a font size of at most 1000 points, found \(size)")
    }
    return CGFloat(size)
  }

  /// `self` over `base`: every property set here wins.
  public func over(_ base: StylePatch) -> StylePatch {
    var r = base
    if let fill { r.fill = fill }
    if let cornerRadius { r.cornerRadius = cornerRadius }
    if let borderWidth { r.borderWidth = borderWidth }
    if let borderColor { r.borderColor = borderColor }
    if let label { r.label = label }
    if let textColor { r.textColor = textColor }
    if let fontFamily { r.fontFamily = fontFamily }
    if let fontSize { r.fontSize = fontSize }
    if let fontWeight { r.fontWeight = fontWeight }
    if let image { r.image = image }
    if let opacity { r.opacity = opacity }
    return r
  }

  /// A complete style: unset properties take Reel's defaults (palette colour for `serial`,
  /// corner radius 8, white bold 17-pt DejaVu Sans label "{index}").
  package func resolved(serial: Int) -> ItemStyle {
    ItemStyle(
      fill: fill ?? .palette(serial), cornerRadius: cornerRadius ?? 8,
      borderWidth: borderWidth ?? 0,
      borderColor: borderColor ?? .black, label: label ?? "{index}", textColor: textColor ?? .white,
      fontFamily: fontFamily ?? "DejaVu Sans", fontSize: fontSize ?? 17,
      fontWeight: fontWeight ?? .bold, image: image, opacity: opacity ?? 1)
  }
}
