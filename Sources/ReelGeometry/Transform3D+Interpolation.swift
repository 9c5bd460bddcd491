// SPDX-License-Identifier: MIT
import Foundation

extension Transform3D: Interpolatable {
  /// Core Animation's interpolation between two transforms: both are decomposed
  /// (`DecomposedTransform`), translation/scale/skew/perspective are blended linearly and the
  /// rotation quaternions spherically along the shorter arc; the result is recomposed.
  ///
  /// Consequences (SPEC §8.3): identity → a full turn does not move; −3π/2 turns +π/2.
  /// **Exactly a half turn** (both arcs equally long, |q₀·q₁| < 1e-9) is ambiguous in Core
  /// Animation (floating-point noise decides). Reel's deterministic rule: the element turns
  /// *counter-clockwise on screen* — the relative rotation axis is chosen with a negative z
  /// component (or negative y, then x, when z is 0).
  ///
  /// If either side cannot be decomposed (m44 = 0 or singular perspective) the value switches
  /// discretely at `fraction` 0.5, as CSS specifies. Identical ends return `self` exactly.
  public func interpolated(to other: Transform3D, fraction: CGFloat) -> Transform3D {
    if self == other { return self }
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard let a = DecomposedTransform(self), let b = DecomposedTransform(other) else {
      return fraction < 0.5 ? self : other
    }
    return a.interpolated(to: b, fraction: Double(fraction)).recomposed()
  }

  /// Component-wise linear interpolation of the 16 entries, as `UICollectionViewTransitionLayout`
  /// does (SPEC §5.2.2); no decomposition, so a half turn collapses through a zero matrix.
  public func linearlyInterpolated(to other: Transform3D, fraction: CGFloat) -> Transform3D {
    let a = rowMajor
    let b = other.rowMajor
    return Transform3D(rowMajor: (0..<16).map { a[$0] + (b[$0] - a[$0]) * fraction })
  }
}

extension DecomposedTransform {
  /// Blends two decompositions; see `Transform3D.interpolated(to:fraction:)` for the rules.
  public func interpolated(to other: DecomposedTransform, fraction t: Double) -> DecomposedTransform
  {
    DecomposedTransform(
      translation: translation + (other.translation - translation) * t,
      scale: scale + (other.scale - scale) * t,
      skew: skew + (other.skew - skew) * t,
      perspective: perspective + (other.perspective - perspective) * t,
      quaternion: Self.slerp(quaternion, other.quaternion, t))
  }

  /// Spherical interpolation along the shorter arc with the half-turn rule documented above.
  static func slerp(_ qa: SIMD4<Double>, _ qbIn: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    var qb = qbIn
    var product = (qa * qb).sum()
    if abs(product) < 1e-9 {
      // Half turn: pick the sign of qb so the relative rotation qb·conj(qa) turns
      // counter-clockwise.
      let rel = multiply(qb, SIMD4(-qa.x, -qa.y, -qa.z, qa.w))
      let axis = SIMD3(rel.x, rel.y, rel.z)
      let key = abs(axis.z) > 1e-9 ? axis.z : (abs(axis.y) > 1e-9 ? axis.y : axis.x)
      if key > 0 { qb = -qb }
      product = (qa * qb).sum()
    } else if product < 0 {
      qb = -qb
      product = -product
    }
    product = min(max(product, -1), 1)
    if abs(product) >= 1 - 1e-15 { return qa }
    let theta = acos(product)
    let sinTheta = (1 - product * product).squareRoot()
    let wa = sin((1 - t) * theta) / sinTheta
    let wb = sin(t * theta) / sinTheta
    return qa * wa + qb * wb
  }

  static func multiply(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(
      a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
      a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
      a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
      a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
  }
}
