// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

extension StylePatch {
  /// The label's keys (UILabel's names; `label` and `fontFamily`/`fontSize`/`fontWeight` are
  /// Reel's older spellings of `text` and `font`).
  static let textKeys = [
    "label", "text", "textColor", "font", "fontFamily", "fontSize", "fontWeight",
    "numberOfLines", "lineBreakMode", "textAlignment",
  ]

  /// The most lines a label may ask for (0, "unlimited", is still allowed).
  static let maximumNumberOfLines = 10_000

  /// Reads the label's keys present in `m`.
  mutating func readText(_ m: SceneMapping) throws(SceneError) {
    if let l = m["label"], let t = m["text"] {
      throw t.error(
        "'text' and 'label' both set the label's text: keep one (found 'label' at "
          + "\(l.location))")
    }
    if let l = m["label"] ?? m["text"] {
      label = l.isNull ? "" : try l.text()
      Self.checkCharacters(l, label ?? "")
    }
    textColor = try m["textColor"]?.color()
    if let font = m["font"] { try readFont(font) }
    if let v = m["fontFamily"] {
      fontFamily = try v.text()
      Self.checkFamily(v, fontFamily!)
    }
    if let v = m["fontSize"] { fontSize = try Self.fontSize(v) }
    if let v = m["fontWeight"] { fontWeight = try Self.choice(v, Font.Weight.self) }
    if let v = m["numberOfLines"] {
      let lines = try v.int()
      guard (0...Self.maximumNumberOfLines).contains(lines) else {
        throw v.error(
          "expected a number of lines from 0 (unlimited) to \(Self.maximumNumberOfLines), "
            + "found \(lines)")
      }
      numberOfLines = lines
    }
    if let v = m["lineBreakMode"] { lineBreakMode = try Self.choice(v, LineBreakMode.self) }
    if let v = m["textAlignment"] { textAlignment = try Self.choice(v, TextAlignment.self) }
  }

  /// `font: headline` (a text style) or `font: {textStyle, family, size, weight, design}`.
  mutating func readFont(_ font: SceneValue) throws(SceneError) {
    if font.isScalar {
      textStyle = try Self.choice(font, TextStyle.self)
      return
    }
    let f = try font.mapping(allowed: SceneKeys.font)
    if let v = f["textStyle"] { textStyle = try Self.choice(v, TextStyle.self) }
    if let v = f["family"] {
      fontFamily = try v.text()
      Self.checkFamily(v, fontFamily!)
    }
    fontSize = try f["size"].map { v throws(SceneError) in try Self.fontSize(v) }
    if let v = f["weight"] { fontWeight = try Self.choice(v, Font.Weight.self) }
    if let v = f["design"] { fontDesign = try Self.choice(v, Font.Design.self) }
  }

  /// Warns about each character of `text` that no installed font has.
  static func checkCharacters(_ value: SceneValue, _ text: String) {
    let missing = value.context.assets.missingCharacters(in: text, font: Font())
    guard !missing.isEmpty else { return }
    let listed = missing.prefix(8).map { s in
      "'\(s)' (U+\(String(format: "%04X", s.value)))"
    }
    value.warn(
      "no installed font has \(listed.joined(separator: ", "))"
        + (missing.count > 8 ? " and \(missing.count - 8) more characters" : "")
        + (missing.count == 1 ? "; it is drawn as a box" : "; they are drawn as boxes"))
  }

  /// Warns when `family` is not installed (the system font's fallbacks draw instead).
  static func checkFamily(_ value: SceneValue, _ family: String) {
    guard !value.context.assets.isFontInstalled(family: family) else { return }
    value.warn(
      "the font family '\(family)' is not installed; the text is drawn in the system font "
        + "(Inter) and its fallbacks")
  }

  static func choice<T: RawRepresentable & CaseIterable>(
    _ value: SceneValue, _ type: T.Type
  ) throws(SceneError) -> T where T.RawValue == String {
    T(rawValue: try value.choice(T.allCases.map(\.rawValue)))!
  }

  /// The largest font size, points: beyond it FreeType fails, and a failure leaves the font
  /// state broken for every later frame in the process.
  static let maximumFontSize: Double = 1000

  static func fontSize(_ value: SceneValue) throws(SceneError) -> CGFloat {
    let size = try value.positive()
    guard size <= maximumFontSize else {
      throw value.error("expected a font size of at most 1000 points, found \(size)")
    }
    return CGFloat(size)
  }

  /// The label's properties with Reel's defaults: white, bold, 17 points, centred, one line
  /// truncated at the tail; a text style gives the size and weight not set.
  var resolvedTextProperties: TextProperties {
    let font = Font(
      family: fontFamily, size: fontSize ?? textStyle?.pointSize ?? 17,
      weight: fontWeight ?? textStyle?.weight ?? .bold, design: fontDesign ?? .default)
    return TextProperties(
      font: font, color: textColor ?? .white, numberOfLines: numberOfLines ?? 1,
      lineBreakMode: lineBreakMode ?? .byTruncatingTail, alignment: textAlignment ?? .center)
  }
}
