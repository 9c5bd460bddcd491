// SPDX-License-Identifier: MIT
import Foundation

/// A 4×4 homogeneous transform with `CATransform3D`'s field names and row-vector convention:
/// `[x' y' z' w'] = [x y z 1] · M`. Translation lives in `m41…m43`; perspective in `m34`
/// (`m34 = −1/d` for an eye distance `d` in points).
///
/// Transforms apply about the element's centre (Core Animation's default anchor point). Angles are
/// radians. Mirrors `QuartzCore.CATransform3D`, which Linux lacks.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// Creates a transform from 16 values in row-major order (`m11, m12, …, m44`).
  /// - Precondition: `values.count == 16`.
  public init(rowMajor values: [CGFloat]) {
    precondition(values.count == 16, "Transform3D needs 16 values, got \(values.count)")
    self.init(
      m11: values[0], m12: values[1], m13: values[2], m14: values[3],
      m21: values[4], m22: values[5], m23: values[6], m24: values[7],
      m31: values[8], m32: values[9], m33: values[10], m34: values[11],
      m41: values[12], m42: values[13], m43: values[14], m44: values[15])
  }

  /// The 16 entries in row-major order (`m11, m12, …, m44`).
  public var rowMajor: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity transform. Mirrors `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// Mirrors `CATransform3DMakeTranslation`.
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// Mirrors `CATransform3DMakeScale`.
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// A rotation of `angle` radians about the axis `(x, y, z)`. Mirrors `CATransform3DMakeRotation`:
  /// a zero-length axis gives the identity. About +z a positive angle turns clockwise on screen (y
  /// down).
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let ux = x / length
    let uy = y / length
    let uz = z / length
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    self.init(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The 3-D form of an affine transform. Mirrors `CATransform3DMakeAffineTransform`.
  public init(affine t: Transform2D) {
    self = .identity
    m11 = t.a
    m12 = t.b
    m21 = t.c
    m22 = t.d
    m41 = t.tx
    m42 = t.ty
  }

  /// Whether this is exactly the identity. Mirrors `CATransform3DIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a 2-D affine one (`CATransform3DIsAffine`): only `m11, m12, m21, m22,
  /// m41, m42` may differ from the identity.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// Whether points of the z = 0 plane map without perspective division (`m14 = m24 = 0`, `m44 =
  /// 1`),
  /// so the on-screen result is an affine map even if the matrix is not (e.g. a scale in z).
  public var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

  /// The affine part (`m11, m12, m21, m22, m41, m42`). Mirrors `CATransform3DGetAffineTransform`.
  public var affineTransform: Transform2D {
    Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` followed by `other` (`self · other`). Mirrors `CATransform3DConcat(self, other)`.
  public func concatenating(_ o: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// A translation applied before `self`. Mirrors `CATransform3DTranslate(self, tx, ty, tz)`.
  public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }
  /// A scale applied before `self`. Mirrors `CATransform3DScale(self, sx, sy, sz)`.
  public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }
  /// A rotation applied before `self`. Mirrors `CATransform3DRotate(self, angle, x, y, z)`.
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Maps a point of the element's plane (relative to its anchor, z = 0) to the screen plane,
  /// with the perspective division. Returns nil when the point lies at or behind the eye (w ≤ 0).
  public func projectPoint(_ p: CGPoint) -> CGPoint? {
    let x = p.x * m11 + p.y * m21 + m41
    let y = p.x * m12 + p.y * m22 + m42
    let w = p.x * m14 + p.y * m24 + m44
    guard w > 1e-9, w.isFinite else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }

  public var description: String { "[" + rowMajor.map { "\($0)" }.joined(separator: ", ") + "]" }
}
