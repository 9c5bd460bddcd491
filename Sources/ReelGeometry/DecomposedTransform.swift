// SPDX-License-Identifier: MIT
import Foundation

/// A `Transform3D` split into the components Core Animation interpolates: translation, scale, skew,
/// perspective and a rotation quaternion (CSS Transforms Level 2 "decomposing a 3D matrix", after
/// Graphics Gems II `unmatrix`).
///
/// `recomposed()` inverts `init?(_:)` up to floating-point error. A zero scale on an axis is kept
/// as
/// scale 0 with that axis's rotation taken from the basis vector, so `scale(0, 0)` still animates.
public struct DecomposedTransform: Hashable, Sendable {
  public var translation: SIMD3<Double>
  public var scale: SIMD3<Double>
  /// Skew factors xy, xz, yz (normalised by the scales, as in the CSS algorithm).
  public var skew: SIMD3<Double>
  public var perspective: SIMD4<Double>
  /// Unit quaternion (x, y, z, w) of the rotation, in column-vector convention (the geometric
  /// rotation).
  public var quaternion: SIMD4<Double>

  public init(
    translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.quaternion = quaternion
  }

  /// Decomposes `transform`, or returns nil when `m44` is 0 or the perspective part is singular.
  public init?(_ transform: Transform3D) {
    var m = Matrix4(transform)
    guard m[3, 3] != 0, m[3, 3].isFinite else { return nil }
    let w = m[3, 3]
    for i in 0..<4 { for j in 0..<4 { m[i, j] /= w } }

    if m[0, 3] != 0 || m[1, 3] != 0 || m[2, 3] != 0 {
      var pm = m
      pm[0, 3] = 0
      pm[1, 3] = 0
      pm[2, 3] = 0
      pm[3, 3] = 1
      guard let inverse = pm.inverse() else { return nil }
      let rhs = SIMD4(m[0, 3], m[1, 3], m[2, 3], m[3, 3])
      // M = PM · P, where P is the identity with its last column replaced by p: p = PM⁻¹ · rhs.
      var p = SIMD4<Double>.zero
      for i in 0..<4 { p[i] = (0..<4).reduce(0) { $0 + inverse[i, $1] * rhs[$1] } }
      perspective = p
    } else {
      perspective = SIMD4(0, 0, 0, 1)
    }
    translation = SIMD3(m[3, 0], m[3, 1], m[3, 2])

    var rows = (0..<3).map { SIMD3(m[$0, 0], m[$0, 1], m[$0, 2]) }
    var s = SIMD3<Double>.zero
    var k = SIMD3<Double>.zero
    s[0] = rows[0].length
    rows[0] = rows[0].normalizedOr(SIMD3(1, 0, 0))
    k[0] = rows[0].dot(rows[1])
    rows[1] -= rows[0] * k[0]
    s[1] = rows[1].length
    rows[1] = rows[1].normalizedOr(Self.orthogonal(to: rows[0], preferring: SIMD3(0, 1, 0)))
    if s[1] != 0 { k[0] /= s[1] }
    k[1] = rows[0].dot(rows[2])
    rows[2] -= rows[0] * k[1]
    k[2] = rows[1].dot(rows[2])
    rows[2] -= rows[1] * k[2]
    s[2] = rows[2].length
    rows[2] = rows[2].normalizedOr(rows[0].cross(rows[1]))
    if s[2] != 0 {
      k[1] /= s[2]
      k[2] /= s[2]
    }
    if rows[0].dot(rows[1].cross(rows[2])) < 0 {
      s = -s
      rows = rows.map { -$0 }
    }
    scale = s
    skew = k
    quaternion = Self.quaternion(rows: rows)
  }

  /// The matrix these components describe.
  public func recomposed() -> Transform3D {
    let r = Self.rowMatrix(quaternion)  // rows of the rotation in row-vector convention
    var a = r
    // Skew: row1 += k0·row0; row2 += k1·row0 + k2·row1 (lower-triangular K · R).
    a[1] = r[1] + r[0] * skew[0]
    a[2] = r[2] + r[0] * skew[1] + r[1] * skew[2]
    for i in 0..<3 { a[i] *= scale[i] }
    var n = Matrix4.identity
    for i in 0..<3 { for j in 0..<3 { n[i, j] = a[i][j] } }
    n[3, 0] = translation.x
    n[3, 1] = translation.y
    n[3, 2] = translation.z
    var p = Matrix4.identity
    for i in 0..<4 { p[i, 3] = perspective[i] }
    return (n * p).transform
  }

  // MARK: - Quaternion helpers

  static func quaternion(rows r: [SIMD3<Double>]) -> SIMD4<Double> {
    var q = SIMD4<Double>(
      0.5 * max(1 + r[0][0] - r[1][1] - r[2][2], 0).squareRoot(),
      0.5 * max(1 - r[0][0] + r[1][1] - r[2][2], 0).squareRoot(),
      0.5 * max(1 - r[0][0] - r[1][1] + r[2][2], 0).squareRoot(),
      0.5 * max(1 + r[0][0] + r[1][1] + r[2][2], 0).squareRoot())
    if r[2][1] > r[1][2] { q[0] = -q[0] }
    if r[0][2] > r[2][0] { q[1] = -q[1] }
    if r[1][0] > r[0][1] { q[2] = -q[2] }
    let length = (q * q).sum().squareRoot()
    return length > 0 ? q / length : SIMD4(0, 0, 0, 1)
  }

  /// Rows (row-vector convention) of the rotation described by the unit quaternion `q`.
  static func rowMatrix(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    // Column-convention matrix C; the row-vector matrix is its transpose.
    let c00 = 1 - 2 * (y * y + z * z)
    let c01 = 2 * (x * y - z * w)
    let c02 = 2 * (x * z + y * w)
    let c10 = 2 * (x * y + z * w)
    let c11 = 1 - 2 * (x * x + z * z)
    let c12 = 2 * (y * z - x * w)
    let c20 = 2 * (x * z - y * w)
    let c21 = 2 * (y * z + x * w)
    let c22 = 1 - 2 * (x * x + y * y)
    return [SIMD3(c00, c10, c20), SIMD3(c01, c11, c21), SIMD3(c02, c12, c22)]
  }

  static func orthogonal(to v: SIMD3<Double>, preferring p: SIMD3<Double>) -> SIMD3<Double> {
    let candidate = p - v * v.dot(p)
    if candidate.length > 1e-12 { return candidate.normalizedOr(p) }
    let other = SIMD3<Double>(0, 0, 1) - v * v.z
    return other.normalizedOr(SIMD3(1, 0, 0))
  }
}

extension SIMD3 where Scalar == Double {
  var length: Double { (self * self).sum().squareRoot() }
  func dot(_ o: SIMD3<Double>) -> Double { (self * o).sum() }
  func cross(_ o: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
  }
  func normalizedOr(_ fallback: SIMD3<Double>) -> SIMD3<Double> {
    let l = length
    return l > 1e-12 ? self / l : fallback
  }
}
