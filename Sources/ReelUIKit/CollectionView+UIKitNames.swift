// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// UIKit's nested names: `UICollectionView.ScrollDirection`, `.elementKindSectionHeader`…
extension CollectionView {
  /// Mirrors `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = ReelLayout.ScrollDirection
  /// Mirrors `UICollectionView.ScrollPosition`.
  public typealias ScrollPosition = ReelLayout.ScrollPosition
  /// Mirrors `UICollectionView.ElementCategory`.
  public typealias ElementCategory = ReelLayout.ElementCategory
  /// Mirrors `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = ElementKind.sectionHeader
  /// Mirrors `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = ElementKind.sectionFooter
}
