// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A 2-D affine map in SVG's `matrix(a, b, c, d, e, f)` form: x' = a·x + c·y + e, y' = b·x + d·y +
/// f.
struct Affine: Equatable {
  var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, e: CGFloat = 0, f: CGFloat = 0

  static let identity = Affine()

  static func translation(_ x: CGFloat, _ y: CGFloat) -> Affine { Affine(e: x, f: y) }
  static func scale(_ x: CGFloat, _ y: CGFloat) -> Affine { Affine(a: x, d: y) }

  /// The planar part of a `Transform3D` (perspective dropped: SVG cannot show it).
  init(_ t: Transform3D) {
    self.init(a: t.m11, b: t.m12, c: t.m21, d: t.m22, e: t.m41, f: t.m42)
  }

  init(
    a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, e: CGFloat = 0, f: CGFloat = 0
  ) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }

  /// `l * r` applies `r` first, then `l`.
  static func * (l: Affine, r: Affine) -> Affine {
    Affine(
      a: l.a * r.a + l.c * r.b, b: l.b * r.a + l.d * r.b, c: l.a * r.c + l.c * r.d,
      d: l.b * r.c + l.d * r.d,
      e: l.a * r.e + l.c * r.f + l.e, f: l.b * r.e + l.d * r.f + l.f)
  }

  /// CSS text: `matrix(…)` with at most 4 decimals.
  var css: String {
    "matrix(\([a, b, c, d, e, f].map { SVGNumber.format($0, decimals: 4) }.joined(separator: ",")))"
  }
}

/// Short, deterministic number text for SVG and CSS.
enum SVGNumber {
  static func format(_ value: CGFloat, decimals: Int = 3) -> String {
    let scale = pow(10.0, Double(decimals))
    var rounded = (Double(value) * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // no "-0"
    var text = String(format: "%.\(decimals)f", rounded)
    while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
    return text
  }
}
