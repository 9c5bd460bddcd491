// SPDX-License-Identifier: MIT
import Foundation

extension NSLayoutConstraint {
  /// What a visual format string's views are aligned on, which way a horizontal string runs and
  /// how vertical spaces are measured. Mirrors `NSLayoutConstraint.FormatOptions` (Apple's raw
  /// values: an alignment is `1 << attribute`).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// Apple's bits: alignments `1 << attribute`, directions from bit 16, spacing bit 19.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every neighbour's left edges equal.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Every neighbour's right edges equal.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Every neighbour's tops equal.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Every neighbour's bottoms equal.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Every neighbour's leading edges equal.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Every neighbour's trailing edges equal.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Every neighbour's horizontal centres equal.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Every neighbour's vertical centres equal.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Every neighbour's last baselines equal.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Every neighbour's first baselines equal.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal strings run leading to trailing (the default, 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal strings run left to right in any language.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal strings run right to left in any language.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Vertical spaces from edge to edge (the default, 0).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spaces from the last baseline of a view to the first of the next.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bit.
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
