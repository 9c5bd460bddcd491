// SPDX-License-Identifier: MIT
import Foundation

/// How a cell or supplementary view looks: a rounded rectangle with an optional border and a centred
/// one-line label. Lengths in points.
public struct ItemStyle: Hashable, Sendable {
  public enum FontWeight: String, Hashable, Sendable, CaseIterable { case regular, bold }

  public var fill: RGBAColor
  /// Corner radius, points (clamped to half the shorter side when drawn).
  public var cornerRadius: CGFloat
  /// Border width, points; 0 for none. Drawn inside the bounds, as `CALayer.borderWidth` is.
  public var borderWidth: CGFloat
  public var borderColor: RGBAColor
  /// The label text, already resolved; nil or empty for none.
  public var label: String?
  public var textColor: RGBAColor
  /// A fontconfig family name; default "DejaVu Sans".
  public var fontFamily: String
  public var fontSize: CGFloat
  public var fontWeight: FontWeight

  public init(
    fill: RGBAColor = .palette(0), cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: RGBAColor = .black,
    label: String? = nil, textColor: RGBAColor = .white, fontFamily: String = "DejaVu Sans", fontSize: CGFloat = 17,
    fontWeight: FontWeight = .regular
  ) {
    self.fill = fill
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.label = label
    self.textColor = textColor
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.fontWeight = fontWeight
  }
}
