// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension View {
  /// The value of an `intrinsicContentSize` axis that has none (-1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  /// `systemLayoutSizeFitting`'s target for the smallest size: {0, 0}.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// `systemLayoutSizeFitting`'s target for the largest size: {10000, 10000}.
  public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

  /// UIKit's spelling, `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = ReelViews.AutoresizingMask
}
