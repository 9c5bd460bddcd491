// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension NSCollectionLayoutSection {
  /// A list section: one full-width row per item, each sizing itself from an estimate of the
  /// default row height (44 points, 52 on iOS 26), inset and rounded in inset appearances, with
  /// the configuration's headers (pinned in plain lists) and footers; rows get
  /// `ListLayoutAttributes`. Pass the provider's environment unchanged.
  /// Mirrors `list(using:layoutEnvironment:)`.
  public static func list(
    using configuration: CollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let metrics = ListMetrics(
      appearance: configuration.appearance, traits: layoutEnvironment.traitCollection,
      width: layoutEnvironment.container.effectiveContentSize.width)
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(metrics.estimatedRowHeight))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.list = (configuration, metrics)
    let hasHeader = configuration.headerMode == .supplementary
    section.contentInsets = NSDirectionalEdgeInsets(
      top: hasHeader ? 0 : metrics.groupedTopPadding, leading: metrics.sideInset, bottom: 0,
      trailing: metrics.sideInset)
    if hasHeader {
      section.headerTopPadding =
        configuration.headerTopPadding ?? metrics.automaticHeaderTopPadding
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(metrics.estimatedHeaderHeight)),
        elementKind: ElementKind.sectionHeader, alignment: .top)
      let pins = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
      header.pinToVisibleBounds = pins
      header.zIndex = pins ? 2 : 0
      section.boundarySupplementaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(metrics.estimatedFooterHeight)),
          elementKind: ElementKind.sectionFooter, alignment: .bottom))
    }
    return section
  }
}

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`. Mirrors `list(using:)`.
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout(sectionProvider: { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    })
  }
}

extension CollectionViewCompositionalLayout {
  /// The list configuration section `index` is laid out with (its swipe actions, separators),
  /// as the section provider gives it now; nil when that section is not a list.
  package func listConfiguration(forSection index: Int) -> CollectionLayoutListConfiguration? {
    sectionProvider?(index, layoutContainer)?.list?.configuration
  }
}
