// SPDX-License-Identifier: MIT
import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s fields and row-vector convention:
/// `[x' y' 1] = [x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, so `x' = a·x + c·y + tx`, `y' = b·x + d·y
/// + ty`.
///
/// Angles are radians; with UIKit's y-down coordinates a positive angle turns clockwise on screen.
/// Mirrors `CoreGraphics.CGAffineTransform` (absent from Foundation on Linux). Named `Transform2D`
/// so it
/// does not clash with Foundation's `AffineTransform`.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform. Mirrors `CGAffineTransform.identity`.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Mirrors `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  /// Mirrors `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  /// Mirrors `CGAffineTransform(rotationAngle:)`; `angle` in radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`. Mirrors `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before `self`. Mirrors `CGAffineTransform.translatedBy(x:y:)`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }
  /// A scale applied before `self`. Mirrors `CGAffineTransform.scaledBy(x:y:)`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }
  /// A rotation applied before `self`. Mirrors `CGAffineTransform.rotated(by:)`.
  public func rotated(by angle: CGFloat) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` unchanged when the determinant is 0 (as Core Graphics does).
  public func inverted() -> Transform2D {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return Transform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// The point transformed. Mirrors `CGPoint.applying(_:)`.
  public func apply(to point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
  /// The point transformed by `t`. Mirrors `CGPoint.applying(_:)`.
  public func applying(_ t: Transform2D) -> CGPoint { t.apply(to: self) }
}
