// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionView {
  /// The traits layouts read: the display scale, layout direction, size classes from the frame
  /// (compact below 600 points) and the light or dark style. Mirrors `traitCollection`.
  public var traitCollection: TraitCollection {
    var traits = TraitCollection(
      userInterfaceStyle: userInterfaceStyle, systemVersion: systemVersion)
    traits.displayScale = scale
    traits.layoutDirection = effectiveUserInterfaceLayoutDirection
    traits.horizontalSizeClass = UserInterfaceSizeClass(points: bounds.width)
    traits.verticalSizeClass = UserInterfaceSizeClass(points: bounds.height)
    return traits
  }

  /// Index paths of the items whose frames meet the bounds, in order. Mirrors
  /// `indexPathsForVisibleItems`.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutAttributesForElements().filter { $0.representedElementCategory == .cell && !$0.isHidden }
      .map(\.indexPath).sorted()
  }

  /// Index paths of the supplementary views of `kind` in the bounds. Mirrors
  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    layoutAttributesForElements().filter {
      $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
    }.map(\.indexPath).sorted()
  }
}
