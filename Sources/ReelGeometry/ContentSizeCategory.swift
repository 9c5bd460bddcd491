// SPDX-License-Identifier: MIT
import Foundation

/// `UIContentSizeCategory`: the reader's Dynamic Type size, smallest first. `large` is iOS's
/// default; the five `accessibility…` sizes are the larger accessibility sizes.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
  case unspecified
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// `isAccessibilityCategory`: one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Position in the HIG's size tables: 0 (xS) … 11 (AX5); `unspecified` reads as `large` (3).
  public var tableIndex: Int {
    self == .unspecified ? 3 : Self.allCases.firstIndex(of: self)! - 1
  }

  public static func < (a: Self, b: Self) -> Bool {
    Self.allCases.firstIndex(of: a)! < Self.allCases.firstIndex(of: b)!
  }
}
