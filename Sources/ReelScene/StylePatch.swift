// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

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
  public var fontWeight: Font.Weight?
  public var fontDesign: Font.Design?
  /// Gives the size and weight that `fontSize` and `fontWeight` do not.
  public var textStyle: TextStyle?
  public var numberOfLines: Int?
  public var lineBreakMode: LineBreakMode?
  public var textAlignment: TextAlignment?
  public var image: ItemStyle.Image?
  public var shadow: Shadow?
  public var gradient: Gradient?
  public var visualEffect: MaterialBlur?
  public var maskedCorners: CornerMask?
  public var cornerCurve: CornerCurve?
  public var clipsToBounds: Bool?
  /// Views inside the element (`views`, or a content configuration's).
  public var content: [ContentView]?
  /// `backgroundConfiguration`'s view, drawn before `content` (kept apart so an item's own
  /// content does not replace a background set for every cell).
  public var background: ContentView?
  /// 0…1, `UIView.alpha` of the cell.
  public var opacity: CGFloat?
  /// A list row's own separators (lists only).
  public var separatorConfiguration: SeparatorOverride?
  /// `UILayoutPriority` raw values (1…1000) a self-sizing cell fits its width and height with.
  public var horizontalFittingPriority: Float?
  public var verticalFittingPriority: Float?

  public init() {}

  /// The keys a style mapping accepts.
  static let keys =
    [
      "fill", "cornerRadius", "border", "borderWidth", "borderColor", "image", "opacity",
      "separatorConfiguration",
    ] + textKeys + layerKeys + viewKeys + fittingKeys

  /// Reads the style keys present in `m`; a view of a `views` tree leaves its own `views` to
  /// its reader (`subviews: false`), which reads each level once.
  init(_ m: SceneMapping, subviews: Bool = true) throws(SceneError) {
    fill = try m["fill"]?.color()
    cornerRadius = try m["cornerRadius"].map { v throws(SceneError) in CGFloat(try v.nonNegative())
    }
    if let border = m["border"] {
      let b = try border.mapping(allowed: SceneKeys.border)
      borderWidth = try b["width"].map { v throws(SceneError) in CGFloat(try v.nonNegative()) }
      borderColor = try b["color"]?.color()
    }
    if let w = m["borderWidth"] { borderWidth = CGFloat(try w.nonNegative()) }
    if let c = m["borderColor"] { borderColor = try c.color() }
    if let o = m["opacity"] {
      let value = try o.double()
      guard value >= 0, value <= 1 else {
        throw o.error("expected an opacity from 0 to 1, found \(value)")
      }
      opacity = CGFloat(value)
    }
    try readText(m)
    try readLayer(m)
    try readViews(m, subviews: subviews)
    try readFitting(m)
    if let v = m["image"] { image = try Self.image(v) }
    if let v = m["separatorConfiguration"] { separatorConfiguration = try SeparatorOverride(v) }
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
    if let fontDesign { r.fontDesign = fontDesign }
    if let textStyle {
      // A text style is a whole font: its size and weight replace those of the style below,
      // unless this level sets them too.
      r.textStyle = textStyle
      r.fontSize = fontSize
      r.fontWeight = fontWeight
    }
    if let numberOfLines { r.numberOfLines = numberOfLines }
    if let lineBreakMode { r.lineBreakMode = lineBreakMode }
    if let textAlignment { r.textAlignment = textAlignment }
    if let image { r.image = image }
    if let opacity { r.opacity = opacity }
    if let shadow { r.shadow = shadow }
    if let gradient { r.gradient = gradient }
    if let visualEffect { r.visualEffect = visualEffect }
    if let maskedCorners { r.maskedCorners = maskedCorners }
    if let cornerCurve { r.cornerCurve = cornerCurve }
    if let clipsToBounds { r.clipsToBounds = clipsToBounds }
    if let content {
      // Views or a content configuration fill the element: the label of a style below (a
      // header's "Section {section}") is not drawn over them unless this level sets one.
      r.content = content
      if label == nil { r.label = nil }
    }
    if let background { r.background = background }
    if let horizontalFittingPriority { r.horizontalFittingPriority = horizontalFittingPriority }
    if let verticalFittingPriority { r.verticalFittingPriority = verticalFittingPriority }
    if let separatorConfiguration {
      r.separatorConfiguration = separatorConfiguration.over(
        base.separatorConfiguration ?? SeparatorOverride())
    }
    return r
  }

  /// A complete style: unset properties take Reel's defaults (palette colour for `serial`,
  /// corner radius 8, a white bold 17-point label "{index}" in the system font, centred).
  package func resolved(serial: Int, traits: TraitCollection = .standard) -> ItemStyle {
    // A plain box takes a palette colour and white text; an element built from views (or with a
    // background) is clear, as a UIKit cell is, and its text is the label colour.
    let built = content?.isEmpty == false || background != nil
    let resolvedFill = fill ?? (built ? .clear : .palette(serial))
    var text = resolvedTextProperties
    if textColor == nil, resolvedFill.alpha == 0 {
      text.color = SystemColors.named("label", traits: traits) ?? .black
    }
    var style = ItemStyle(
      fill: resolvedFill, cornerRadius: cornerRadius ?? 8,
      borderWidth: borderWidth ?? 0, borderColor: borderColor ?? .black,
      label: label ?? (built ? "" : "{index}"),
      textProperties: text, image: image, opacity: opacity ?? 1)
    style.shadow = shadow
    style.gradient = gradient
    style.visualEffect = visualEffect
    style.maskedCorners = maskedCorners ?? .all
    style.cornerCurve = cornerCurve ?? .circular
    style.clipsToBounds = clipsToBounds ?? false
    style.content = (background.map { [$0] } ?? []) + (content ?? [])
    return style
  }
}
