// SPDX-License-Identifier: MIT
import Foundation

/// UIKit's four standard view-animation curves. Mirrors `UIView.AnimationCurve`.
public enum AnimationCurve: String, CaseIterable, Sendable {
  case easeInOut, easeIn, easeOut, linear
}

/// A cubic Bézier timing curve. Mirrors `UIKit.UICubicTimingParameters` and the named
/// `CAMediaTimingFunction`s (SPEC §7.1).
public struct CubicTimingParameters: Hashable, Sendable {
  public let bezier: UnitBezier
  public var controlPoint1: CGPoint { bezier.controlPoint1 }
  public var controlPoint2: CGPoint { bezier.controlPoint2 }

  /// A curve through the given control points (x values clamped to 0...1).
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    bezier = UnitBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  /// The curve Core Animation uses for a UIKit curve (SPEC §7.2.3).
  public init(animationCurve: AnimationCurve) {
    switch animationCurve {
    case .easeInOut: self = .easeInEaseOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }

  /// (0, 0), (1, 1). `kCAMediaTimingFunctionLinear`.
  public static let linear = CubicTimingParameters(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
  /// (0.42, 0), (1, 1). `kCAMediaTimingFunctionEaseIn`.
  public static let easeIn = CubicTimingParameters(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
  /// (0, 0), (0.58, 1). `kCAMediaTimingFunctionEaseOut`.
  public static let easeOut = CubicTimingParameters(
    controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
  /// (0.42, 0), (0.58, 1). `kCAMediaTimingFunctionEaseInEaseOut`, UIKit's default view-animation
  /// curve.
  public static let easeInEaseOut = CubicTimingParameters(
    controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))
  /// (0.25, 0.1), (0.25, 1). `kCAMediaTimingFunctionDefault`.
  public static let `default` = CubicTimingParameters(
    controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))

  /// The eased progress for a linear `fractionComplete` (clamped to 0...1); 0 → 0 and 1 → 1
  /// exactly.
  public func progress(fractionComplete: Double) -> Double { bezier.progress(at: fractionComplete) }
}
