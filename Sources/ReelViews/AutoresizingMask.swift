// SPDX-License-Identifier: MIT
import Foundation

/// How a view with `translatesAutoresizingMaskIntoConstraints` follows its superview's size.
/// Mirrors `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
  public static let flexibleWidth = AutoresizingMask(rawValue: 2)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
  public static let flexibleHeight = AutoresizingMask(rawValue: 16)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
}
