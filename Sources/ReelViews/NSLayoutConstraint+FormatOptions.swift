// SPDX-License-Identifier: MIT
import Foundation

extension NSLayoutConstraint {
  /// What a visual format string's views are aligned on, which way a horizontal string runs and
  /// how vertical spaces are measured. Mirrors `NSLayoutConstraint.FormatOptions` (Apple's raw
  /// values: an alignment is `1 << attribute`).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal strings run leading to trailing (the default, 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Vertical spaces from edge to edge (the default, 0).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spaces from the last baseline of a view to the first of the next.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The attributes the alignment options name, in attribute order.
    var alignments: [Attribute] {
      let all: [Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline,
        .firstBaseline,
      ]
      return all.filter { rawValue & (1 << UInt($0.rawValue)) != 0 }
    }
  }
}
