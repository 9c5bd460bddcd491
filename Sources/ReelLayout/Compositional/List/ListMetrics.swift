// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A list appearance's numbers on the scene's iOS (SPEC-VISUAL §4–5, SPEC-MODERN §8): decompiled
/// UIKit where it was read, inferred where marked.
struct ListMetrics: Sendable {
  let appearance: CollectionLayoutListConfiguration.Appearance
  let traits: TraitCollection
  /// The layout container's width, points.
  let width: CGFloat

  private var now: Bool { traits.systemVersion == .iOS26 }

  /// Rows start at the default row height and size themselves: 44 points (iOS 13–18), 52 on
  /// iOS 26 (the minimum content height at the Large text size).
  var estimatedRowHeight: CGFloat {
    CollectionLayoutListConfiguration.defaultRowHeight(traits.systemVersion)
  }

  /// Inset-grouped sections' (and sidebar rows') corner radius: 10 points, 26 on iOS 26.
  var cornerRadius: CGFloat { now ? 26 : 10 }

  /// The side insets of inset appearances: the system's minimum layout margins, 16 points, 20 on
  /// wide phones (inferred: 414 points and wider), inside the safe area.
  var sideInset: CGFloat {
    appearance.isInset ? (width >= 414 ? 20 : 16) : 0
  }

  /// Header and footer estimates, before their content is measured.
  var estimatedHeaderHeight: CGFloat { appearance.isGrouped ? 44 : 28 }
  var estimatedFooterHeight: CGFloat { appearance.isGrouped ? 44 : 28 }

  /// Space above each header when `headerTopPadding` is automatic: 22 points in plain lists
  /// ("chromeless" headers, iOS 15 on), none in the others (their headers' margins hold it).
  var automaticHeaderTopPadding: CGFloat {
    appearance == .plain || appearance == .sidebarPlain ? 22 : 0
  }

  /// Space above a grouped section with no header: 35 points (decompiled UITableView).
  var groupedTopPadding: CGFloat { appearance.isGrouped ? 35 : 0 }
}
