// SPDX-License-Identifier: MIT
import Foundation

/// A set of layout axes. Mirrors `UIKit.UIAxis`.
public struct Axis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Left to right.
  public static let horizontal = Axis(rawValue: 1 << 0)
  /// Top to bottom.
  public static let vertical = Axis(rawValue: 1 << 1)
  /// Both.
  public static let both: Axis = [.horizontal, .vertical]
}
