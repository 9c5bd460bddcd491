// SPDX-License-Identifier: MIT
import Foundation

/// A colour with straight (not premultiplied) alpha; every component 0…1 (clamped on creation).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  /// 0…1.
  public let red: Double
  /// 0…1.
  public let green: Double
  /// 0…1.
  public let blue: Double
  /// 0 (transparent) … 1 (opaque).
  public let alpha: Double

  /// A colour from components 0…1; out-of-range values are clamped, non-finite ones are 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// 8-bit components.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.init(
      red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive, `#` optional); nil otherwise.
  /// (Names are `SystemColors`'.)
  public init?(string: String) {
    let text = string.trimmingCharacters(in: .whitespaces)
    var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
    let bytes = hex.count == 8 ? value : (value << 8) | 0xFF
    self.init(
      r: UInt8((bytes >> 24) & 0xFF), g: UInt8((bytes >> 16) & 0xFF), b: UInt8((bytes >> 8) & 0xFF),
      a: UInt8(bytes & 0xFF))
  }

  /// The colour with another alpha.
  public func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBBAA`.
  public var description: String {
    let bytes = [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }
    return "#" + bytes.joined()
  }

  /// Transparent black.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)

  /// Named colours: UIKit's light-mode system colours (`systemBlue`…, lower-cased) and basics.

  /// An evenly spread palette colour for index `i` (hue steps of the golden angle, s 0.6, v 0.9),
  /// used when a scene gives items no colour.
  public static func palette(_ i: Int) -> RGBAColor {
    let hue = (Double(i) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
    return hsv(hue: hue, saturation: 0.6, value: 0.9)
  }

  /// HSV to RGB; every input 0…1.
  public static func hsv(hue: Double, saturation s: Double, value v: Double) -> RGBAColor {
    let h = (hue - hue.rounded(.down)) * 6
    let i = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch i {
    case 0: return RGBAColor(red: v, green: t, blue: p)
    case 1: return RGBAColor(red: q, green: v, blue: p)
    case 2: return RGBAColor(red: p, green: v, blue: t)
    case 3: return RGBAColor(red: p, green: q, blue: v)
    case 4: return RGBAColor(red: t, green: p, blue: v)
    default: return RGBAColor(red: v, green: p, blue: q)
    }
  }
}

extension RGBAColor {
  /// Componentwise linear mix: `fraction` 0 is `self`, 1 is `other` (Core Animation's colour
  /// interpolation).
  public func mixed(with other: RGBAColor, fraction: CGFloat) -> RGBAColor {
    let f = Double(fraction)
    return RGBAColor(
      red: red + (other.red - red) * f, green: green + (other.green - green) * f,
      blue: blue + (other.blue - blue) * f,
      alpha: alpha + (other.alpha - alpha) * f)
  }
}
