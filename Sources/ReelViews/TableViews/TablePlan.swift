// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// What a table's list layout needs to know of the table, read by the layout on any thread and
/// written on the main actor before the layout is invalidated: the appearance, which sections
/// have a header or footer, and the separators.
final class TablePlan: @unchecked Sendable {
  private let lock = NSLock()
  private var headers = Set<Int>()
  private var footers = Set<Int>()
  private var separators = true
  private var separatorInset: EdgeInsets?
  private var headerTopPadding: CGFloat?
  /// Rows' heights where they do not size themselves, and the height of the others' when one
  /// height applies to every row.
  private var rowHeights: [IndexPath: CGFloat] = [:]
  /// Headers' and footers' fixed heights by section (the delegate's or the table's).
  private var headerHeights: [Int: CGFloat] = [:]
  private var footerHeights: [Int: CGFloat] = [:]
  let appearance: CollectionLayoutListConfiguration.Appearance

  init(style: TableView.Style) {
    appearance =
      switch style {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
  }

  /// Records what the table says now.
  func update(
    headers: Set<Int>, footers: Set<Int>, separators: Bool, separatorInset: EdgeInsets?,
    headerTopPadding: CGFloat?
  ) {
    lock.withLock {
      self.headers = headers
      self.footers = footers
      self.separators = separators
      self.separatorInset = separatorInset
      self.headerTopPadding = headerTopPadding
    }
  }

  /// Records the rows' fixed heights, and the headers' and footers' by section, points.
  func update(
    rowHeights: [IndexPath: CGFloat], headerHeights: [Int: CGFloat] = [:],
    footerHeights: [Int: CGFloat] = [:]
  ) {
    lock.withLock {
      self.rowHeights = rowHeights
      self.headerHeights = headerHeights
      self.footerHeights = footerHeights
    }
  }

  /// The row's (or header's, or footer's) attributes at its fixed height, if it has one (the
  /// rows view asks this instead of a cell's `preferredLayoutAttributesFitting`, on any thread).
  func fitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let section = attributes.indexPath.section
    let fixed: CGFloat? = lock.withLock {
      switch (attributes.representedElementCategory, attributes.representedElementKind) {
      case (.cell, _): rowHeights[attributes.indexPath]
      case (.supplementaryView, ElementKind.sectionHeader): headerHeights[section]
      case (.supplementaryView, ElementKind.sectionFooter): footerHeights[section]
      default: nil
      }
    }
    guard let height = fixed else { return attributes }
    let fitted = attributes.copy()
    fitted.frame.size.height = height
    return fitted
  }

  /// The list configuration of `section`.
  func configuration(section: Int) -> CollectionLayoutListConfiguration {
    lock.withLock {
      var configuration = CollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = headers.contains(section) ? .supplementary : .none
      configuration.footerMode = footers.contains(section) ? .supplementary : .none
      configuration.showsSeparators = separators
      configuration.headerTopPadding = headerTopPadding
      if let inset = separatorInset {
        for keyPath in [
          \ListSeparatorConfiguration.topSeparatorInsets, \.bottomSeparatorInsets,
        ] {
          configuration.separatorConfiguration[keyPath: keyPath] = NSDirectionalEdgeInsets(
            top: 0, leading: inset.left, bottom: 0, trailing: inset.right)
        }
      }
      return configuration
    }
  }
}
