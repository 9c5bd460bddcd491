// SPDX-License-Identifier: MIT
import Foundation

/// `UIUserInterfaceLayoutDirection`: which edge is leading. Right to left for Arabic, Hebrew and
/// other right-to-left localizations: leading is the right edge, trailing the left.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}
