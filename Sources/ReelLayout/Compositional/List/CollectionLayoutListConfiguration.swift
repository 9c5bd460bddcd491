// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// How a list section looks and behaves: its appearance, separators, headers, footers and swipe
/// actions (SPEC-MODERN §8). Build a section from it with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or a whole layout with
/// `CollectionViewCompositionalLayout.list(using:)`.
/// Mirrors `UIKit.UICollectionLayoutListConfiguration`.
///
/// ## Differences from UIKit
/// `backgroundColor` is not here: scene files colour the list with the collection view's
/// `background` (default: the appearance's system colour).
public struct CollectionLayoutListConfiguration: @unchecked Sendable {
  /// Mirrors `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows on `systemBackground`, pinned headers.
    case plain
    /// Full-width rows on `secondarySystemGroupedBackground` over `systemGroupedBackground`.
    case grouped
    /// Rows inset by the layout margins, each section's first and last rows rounded.
    case insetGrouped
    /// An iPad sidebar: inset rounded rows, no separators.
    case sidebar
    /// A sidebar on `systemBackground`.
    case sidebarPlain
  }

  /// Mirrors `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    case none
    /// A boundary supplementary view of kind `ElementKind.sectionHeader` (pinned in plain lists).
    case supplementary
    /// The section's first item is its header: drawn as a header, no separator.
    case firstItemInSection
  }

  /// Mirrors `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: String, Hashable, Sendable, CaseIterable {
    case none
    /// A boundary supplementary view of kind `ElementKind.sectionFooter`.
    case supplementary
  }

  /// Given a row's index path and the section's separators, the row's own (its answer is final).
  public typealias ItemSeparatorHandler =
    (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
  /// Given a row's index path, what swiping it reveals (nil: nothing).
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

  public var appearance: Appearance
  /// When false, no separators are drawn and `separatorConfiguration` has no effect. Default
  /// true, false in sidebars.
  public var showsSeparators: Bool
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Default nil.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// Default `none`.
  public var headerMode: HeaderMode = .none
  /// Default `none`.
  public var footerMode: FooterMode = .none
  /// Points above each header; nil (the default) for the appearance's (22 in plain lists with
  /// headers, 0 otherwise).
  public var headerTopPadding: CGFloat?
  /// The list's background; nil (the default) for the appearance's. Kept: a hosted list is drawn
  /// on its collection view's `backgroundColor` (set that for another colour). Mirrors
  /// `backgroundColor`.
  public var backgroundColor: Color?
  /// Default nil.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Default nil.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Mirrors `init(appearance:)`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = !appearance.isSidebar
    separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }
}

extension CollectionLayoutListConfiguration {
  /// The default row height, points: 44 (iOS 13–18), 52 on iOS 26 — the minimum height of a
  /// row showing a `UIListContentConfiguration` at the Large text size (SPEC-VISUAL §4.1).
  public static func defaultRowHeight(_ version: SystemVersion) -> CGFloat {
    version == .iOS26 ? 52 : 44
  }
}

extension CollectionLayoutListConfiguration.Appearance {
  var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
  /// Rows inset from the sides and rounded.
  var isInset: Bool { self == .insetGrouped || self == .sidebar }
  /// Grouped and inset-grouped lists: sections apart, on the grouped backgrounds.
  var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

extension CollectionLayoutListConfiguration.Appearance {
  /// The list environment its cells, headers and footers are in (`UITraitCollection
  /// .listEnvironment`), which adaptive list content takes its look from.
  public var listEnvironment: ListEnvironment {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .sidebar: .sidebar
    case .sidebarPlain: .sidebarPlain
    }
  }
}
