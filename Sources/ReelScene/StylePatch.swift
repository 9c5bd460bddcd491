// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
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

  /// `path` or `{file, contentMode, masksToAspectFit}`; the PNG is checked (it must exist and
  /// decode).
  static func image(_ value: SceneValue) throws(SceneError) -> ItemStyle.Image {
    var fileValue = value
    var mode = ItemStyle.ContentMode.scaleToFill
    var masks = false
    if value.isMapping {
      let m = try value.mapping(allowed: ["file", "contentMode", "masksToAspectFit"])
      fileValue = try m.required("file", "a PNG file, relative to the scene")
      if let v = m["contentMode"] {
        mode = ItemStyle.ContentMode(
          rawValue: try v.choice(ItemStyle.ContentMode.allCases.map(\.rawValue)))!
      }
      masks = try m["masksToAspectFit"]?.bool() ?? false
    }
    let name = try fileValue.string()
    if value.context.limits.sandbox,
      let problem = Sandbox.problem(name, in: value.context.baseDirectory)
    {
      throw fileValue.error(problem)
    }
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : value.context.baseDirectory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw fileValue.error("no image file at \(url.path)")
    }
    guard RegularFile.size(atPath: url.path) != nil else {
      throw fileValue.error("\(url.path): not a regular file (a folder, device or pipe)")
    }
    // The header's claim is checked before the image is decoded (a decompression bomb never is).
    // Sides are 32-bit in the header, so their product can overflow Int: it saturates instead.
    if let claimed = PNGHeader.claimedSize(of: url) {
      let (product, overflow) = claimed.width.multipliedReportingOverflow(by: claimed.height)
      let pixels = overflow ? Int.max : product
      if pixels > value.context.limits.imagePixels {
        throw fileValue.error(
          "\(url.path): "
            + SceneLimits.message(
              "the image's size in pixels (\(claimed.width)×\(claimed.height))", pixels,
              limit: value.context.limits.imagePixels, flag: "--max-image-pixels"))
      }
      // Every image stays decoded while frames are drawn: their sum is checked before this one is.
      let total = value.context.images.add(url.standardizedFileURL.path, pixels: pixels)
      if total > value.context.limits.totalImagePixels {
        throw fileValue.error(
          "\(url.path): "
            + SceneLimits.message(
              "the pixels of all the scene's images together", total,
              limit: value.context.limits.totalImagePixels,
              flag: "--max-total-image-pixels"))
      }
    }
    // The structure first (signature, IHDR, sides, a complete chunk list): it names what is wrong
    // in
    // words, where a decoder only says it failed. Then the full decode, which finds corrupt pixel
    // data.
    var size: CGSize
    do {
      let header = try PNGHeader.size(of: url)
      size = CGSize(width: header.width, height: header.height)
      if let decode = value.context.decodeImage { size = try decode(url.path) }
    } catch { throw fileValue.error("\(url.path): \(error)") }
    return ItemStyle.Image(
      path: url.standardizedFileURL.path, pixelSize: size, contentMode: mode,
      masksToAspectFit: masks)
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
