// SPDX-License-Identifier: MIT
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// Core Animation's C functions for `CATransform3D`, over `Transform3D`, so layout code written for
// iOS keeps its spelling. Angles are radians; each mirrors the function of the same name.

/// The identity transform. Mirrors `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// Mirrors `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool { t == .identity }

/// Mirrors `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool { a == b }

/// Mirrors `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> Transform3D
{
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// Mirrors `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation of `angle` radians about the vector (x, y, z). Mirrors `CATransform3DMakeRotation`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` then a translation. Mirrors `CATransform3DTranslate`.
public func CATransform3DTranslate(
  _ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> Transform3D {
  t.translatedBy(x: tx, y: ty, z: tz)
}

/// Mirrors `CATransform3DScale`.
public func CATransform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> Transform3D
{
  t.scaledBy(x: sx, y: sy, z: sz)
}

/// Mirrors `CATransform3DRotate`.
public func CATransform3DRotate(
  _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` then `b`. Mirrors `CATransform3DConcat`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}

/// Mirrors `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ t: Transform2D) -> Transform3D {
  Transform3D(affine: t)
}

/// Mirrors `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: Transform3D) -> Transform2D { t.affineTransform }
