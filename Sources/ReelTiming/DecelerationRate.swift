// SPDX-License-Identifier: MIT
import Foundation

/// How fast a scroll view's momentum dies after a fling: the fraction of the velocity kept each
/// millisecond (`DecelerationTimingParameters`). Any value between 0 and 1 works; UIKit names two.
/// Mirrors `UIScrollView.DecelerationRate`.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
  /// The fraction kept per millisecond, 0 < value < 1 (the physics clamps it to 0.5…0.9999).
  public var rawValue: Double

  /// Mirrors `init(rawValue:)`.
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// 0.998: a fling coasts a long way. Mirrors `UIScrollView.DecelerationRate.normal`.
  public static let normal = DecelerationRate(rawValue: DecelerationTimingParameters.normal)
  /// 0.99: a fling stops soon (paging-like scrollers use it). Mirrors
  /// `UIScrollView.DecelerationRate.fast`.
  public static let fast = DecelerationRate(rawValue: DecelerationTimingParameters.fast)
}
