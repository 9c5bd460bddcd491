// SPDX-License-Identifier: MIT
import Foundation

/// How a view with `translatesAutoresizingMaskIntoConstraints` follows its superview's size.
/// Mirrors `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// UIKit's bits: flexible left margin 1, width 2, right margin 4, top margin 8, height 16,
  /// bottom margin 32.
  public let rawValue: UInt
  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The space to the left follows the superview's width.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
  /// The width follows the superview's width.
  public static let flexibleWidth = AutoresizingMask(rawValue: 2)
  /// The space to the right follows the superview's width.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
  /// The space above follows the superview's height.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
  /// The height follows the superview's height.
  public static let flexibleHeight = AutoresizingMask(rawValue: 16)
  /// The space below follows the superview's height.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}
