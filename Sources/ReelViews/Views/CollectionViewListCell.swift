// SPDX-License-Identifier: MIT
import Foundation

/// `UICollectionViewListCell`: a cell for a list section, whose default content is a list
/// content configuration. (Accessories, indentation and separators are part 15's.)
@MainActor
open class CollectionViewListCell: CollectionViewCell {
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `defaultContentConfiguration()`: the `cell()` preset, to fill in and set as
  /// `contentConfiguration`.
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }
}
