// SPDX-License-Identifier: MIT
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

extension Transform3D {
  /// The inverse matrix, or `self` unchanged when it is singular (as `CATransform3DInvert` does).
  public func inverted() -> Transform3D {
    let m = rowMajor.map(Double.init)
    var inv = [Double](repeating: 0, count: 16)
    inv[0] =
      m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[
        13] * m[6] * m[11] - m[13] * m[7] * m[10]
    inv[4] =
      -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[
        12] * m[6] * m[11] + m[12] * m[7] * m[10]
    inv[8] =
      m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12]
      * m[5] * m[11] - m[12] * m[7] * m[9]
    inv[12] =
      -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[
        12] * m[5] * m[10] + m[12] * m[6] * m[9]
    inv[1] =
      -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[
        13] * m[2] * m[11] + m[13] * m[3] * m[10]
    inv[5] =
      m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[
        12] * m[2] * m[11] - m[12] * m[3] * m[10]
    inv[9] =
      -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[
        12] * m[1] * m[11] + m[12] * m[3] * m[9]
    inv[13] =
      m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12]
      * m[1] * m[10] - m[12] * m[2] * m[9]
    inv[2] =
      m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13]
      * m[2] * m[7] - m[13] * m[3] * m[6]
    inv[6] =
      -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12]
      * m[2] * m[7] + m[12] * m[3] * m[6]
    inv[10] =
      m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12]
      * m[1] * m[7] - m[12] * m[3] * m[5]
    inv[14] =
      -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12]
      * m[1] * m[6] + m[12] * m[2] * m[5]
    inv[3] =
      -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9]
      * m[2] * m[7] + m[9] * m[3] * m[6]
    inv[7] =
      m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8]
      * m[2] * m[7] - m[8] * m[3] * m[6]
    inv[11] =
      -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8]
      * m[1] * m[7] + m[8] * m[3] * m[5]
    inv[15] =
      m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8]
      * m[1] * m[6] - m[8] * m[2] * m[5]
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0, det.isFinite else { return self }
    return Transform3D(rowMajor: inv.map { CGFloat($0 / det) })
  }
}

// MARK: - Core Animation-style free functions

/// Mirrors `CATransform3DMakeTranslation`.
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}
/// Mirrors `CATransform3DMakeScale`.
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}
/// Mirrors `CATransform3DMakeRotation`; `angle` in radians.
public func Transform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> Transform3D
{
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
/// Mirrors `CATransform3DConcat(a, b)`: `a` followed by `b`.
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}
/// Mirrors `CATransform3DTranslate`.
public func Transform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> Transform3D
{
  t.translatedBy(x: tx, y: ty, z: tz)
}
/// Mirrors `CATransform3DScale`.
public func Transform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> Transform3D
{
  t.scaledBy(x: sx, y: sy, z: sz)
}
/// Mirrors `CATransform3DRotate`.
public func Transform3DRotate(
  _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}
/// Mirrors `CATransform3DInvert`.
public func Transform3DInvert(_ t: Transform3D) -> Transform3D { t.inverted() }
/// Mirrors `CATransform3DIsAffine`.
public func Transform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }
/// Mirrors `CATransform3DMakeAffineTransform`.
public func Transform3DMakeAffineTransform(_ t: Transform2D) -> Transform3D {
  Transform3D(affine: t)
}
/// Mirrors `CATransform3DGetAffineTransform`.
public func Transform3DGetAffineTransform(_ t: Transform3D) -> Transform2D { t.affineTransform }
