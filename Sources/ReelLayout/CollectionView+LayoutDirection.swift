// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Right-to-left presentation. The layout computes its attributes in its development direction;
/// when it flips (`flipsHorizontallyInOppositeLayoutDirection`) and the collection view's
/// direction is the other one, everything is shown mirrored about the vertical centre line of the
/// visible bounds: the first item of a vertical flow sits at the right edge, a horizontal flow
/// starts at the right and scrolls towards the left. Scroll positions stay in the layout's
/// coordinates (the same numbers in both directions); what the user sees and touches is mirrored.
extension CollectionView {
  /// Whether the current layout's attributes are shown mirrored.
  public var isFlippedHorizontally: Bool {
    let layout = collectionViewLayout
    return layout.flipsHorizontallyInOppositeLayoutDirection
      && layout.developmentLayoutDirection != effectiveUserInterfaceLayoutDirection
  }
}
