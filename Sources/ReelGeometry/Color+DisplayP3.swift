// SPDX-License-Identifier: MIT
import Foundation

extension Color {
  /// `UIColor(displayP3Red:green:blue:alpha:)`: a colour in the Display P3 space (components
  /// 0…1), converted to the sRGB Reel draws in; colours outside sRGB's gamut are clamped to it.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let linear = [red, green, blue].map { Self.linearFromEncoded(Double($0)) }
    // Linear Display P3 to linear sRGB (both D65): the product of P3's RGB→XYZ matrix and
    // XYZ→sRGB.
    let rows: [[Double]] = [
      [1.224_940_2, -0.224_940_2, 0],
      [-0.042_056_9, 1.042_056_9, 0],
      [-0.019_637_6, -0.078_636_1, 1.098_273_6],
    ]
    let srgb = rows.map { row in
      Self.encodedFromLinear(zip(row, linear).map { $0 * $1 }.reduce(0, +))
    }
    self.init(red: srgb[0], green: srgb[1], blue: srgb[2], alpha: alpha)
  }

  /// The sRGB (and Display P3) transfer function, decoded: 0…1 in, linear light out.
  static func linearFromEncoded(_ value: Double) -> Double {
    let v = min(max(value, 0), 1)
    return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  /// The sRGB transfer function: linear light in (clamped to 0…1), encoded 0…1 out.
  static func encodedFromLinear(_ value: Double) -> CGFloat {
    let v = min(max(value, 0), 1)
    return CGFloat(v <= 0.003_130_8 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
  }
}
