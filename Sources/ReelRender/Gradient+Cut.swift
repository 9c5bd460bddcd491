// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

extension Gradient {
  /// `stops` (colours at non-decreasing locations) within 0…1: those outside are replaced by
  /// the colour the gradient has at 0 and at 1 (the nearest stop's beyond the last one,
  /// interpolated between two).
  public static func cut(_ stops: [(RGBAColor, CGFloat)]) -> [(RGBAColor, CGFloat)] {
    guard let first = stops.first, let last = stops.last else { return stops }
    func color(at t: CGFloat) -> RGBAColor {
      if t <= first.1 { return first.0 }
      if t >= last.1 { return last.0 }
      let upper = stops.firstIndex { $0.1 >= t } ?? stops.count - 1
      let (a, b) = (stops[max(upper - 1, 0)], stops[upper])
      let f = b.1 > a.1 ? Double((t - a.1) / (b.1 - a.1)) : 1
      let mix = { (x: Double, y: Double) in x + (y - x) * f }
      return RGBAColor(
        red: mix(a.0.red, b.0.red), green: mix(a.0.green, b.0.green),
        blue: mix(a.0.blue, b.0.blue), alpha: mix(a.0.alpha, b.0.alpha))
    }
    guard first.1 < 0 || last.1 > 1 else { return stops }
    let inside = stops.filter { $0.1 > 0 && $0.1 < 1 }
    return [(color(at: 0), 0)] + inside + [(color(at: 1), 1)]
  }
}
