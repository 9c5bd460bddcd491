// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Registering classes, dequeuing views for them, and finding the views made.
@MainActor
extension CollectionView {
  /// Registers `cellClass` (a `CollectionViewCell` subclass; nil removes the registration) for
  /// `identifier`. Mirrors `register(_:forCellWithReuseIdentifier:)`.
  @preconcurrency @MainActor
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    let cells = CollectionViewCells.of(self)
    cells.cellClasses[identifier] = cellClass as? CollectionViewCell.Type
  }

  /// Registers `viewClass` (a `CollectionReusableView` subclass; nil removes it) for supplementary
  /// views of `elementKind`. Mirrors
  /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  @preconcurrency @MainActor
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = elementKind + "\u{1F}" + identifier
    CollectionViewCells.of(self).supplementaryClasses[key] =
      viewClass as? CollectionReusableView.Type
  }

  /// A cell of the class registered for `identifier`, for the item at `indexPath`: the item's
  /// cell after `prepareForReuse()` when it has one of that identifier, else a new one. An
  /// identifier never registered is UIKit's exception ("could not dequeue a view of kind …");
  /// here a plain cell is returned and the problem recorded with the caller's file and line.
  /// Mirrors `dequeueReusableCell(withReuseIdentifier:for:)`.
  @preconcurrency @MainActor
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) -> CollectionViewCell {
    let cells = CollectionViewCells.of(self)
    guard let type = cells.cellClasses[identifier] else {
      cells.report(Self.unregistered(ElementKind.cell, identifier), file: file, line: line)
      return CollectionViewCell(frame: .zero)
    }
    return dequeueCell(type, identifier: identifier, for: indexPath, file: file, line: line)
  }

  /// A supplementary view of the class registered for `elementKind` and `identifier`, for the
  /// element at `indexPath`. An unregistered pair is recorded as UIKit's exception and gives a
  /// plain view. Mirrors `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  @preconcurrency @MainActor
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) -> CollectionReusableView {
    let cells = CollectionViewCells.of(self)
    guard let type = cells.supplementaryClasses[elementKind + "\u{1F}" + identifier] else {
      cells.report(Self.unregistered(elementKind, identifier), file: file, line: line)
      return CollectionReusableView(frame: .zero)
    }
    return dequeueSupplementary(
      type, kind: elementKind, identifier: identifier, for: indexPath)
  }

  /// UIKit's words for a dequeue with an identifier never registered.
  static func unregistered(_ kind: String, _ identifier: String) -> String {
    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a "
      + "nib or a class for the identifier or connect a prototype cell in a storyboard"
  }

  /// A cell of `type` kept for the item at `indexPath` (an index path with no item is recorded
  /// as a problem and gets a cell kept for no item).
  func dequeueCell<Cell: CollectionViewCell>(
    _ type: Cell.Type, identifier: String, for indexPath: IndexPath, file: String, line: Int
  ) -> Cell {
    let cells = CollectionViewCells.of(self)
    guard let id = cells.itemBeingMade ?? item(at: indexPath)?.id else {
      cells.report(
        "attempt to dequeue a cell for an index path that does not exist: "
          + "\(indexPath.shortDescription)", file: file, line: line)
      return cells.reusable(type, identifier: identifier, kept: nil)
    }
    let cell = cells.reusable(type, identifier: identifier, kept: cells.cells[id])
    cell.isSelected = selectedItemIDs.contains(id)
    cell.fittingAxisIsWidth = scrollsOnlyHorizontally
    cells.cells[id] = cell
    return cell
  }

  /// A supplementary view of `type` kept for its element.
  func dequeueSupplementary<View: CollectionReusableView>(
    _ type: View.Type, kind: String, identifier: String, for indexPath: IndexPath
  ) -> View {
    let cells = CollectionViewCells.of(self)
    let key = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    let view = cells.reusable(type, identifier: identifier, kept: cells.supplementaryViews[key])
    (view as? CollectionViewListCell)?.isHeaderOrFooter = true
    cells.supplementaryViews[key] = view
    return view
  }

  /// The cell of the item at `indexPath`: the one made for it, or one its data source makes now
  /// (as UIKit's layout pass would have); nil for an index path with no item or no data source.
  /// Mirrors `cellForItem(at:)`.
  @preconcurrency @MainActor
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    guard let id = item(at: indexPath)?.id else { return nil }
    return CollectionViewCells.of(self).cell(forItemID: id, at: indexPath)
  }

  /// The cells of the visible items, in index-path order. Mirrors `visibleCells`.
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// The index path of the item `cell` was made for; nil for a cell this collection view did not
  /// make or whose item is gone. Mirrors `indexPath(for:)`.
  @preconcurrency @MainActor
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    let cells = CollectionViewCells.of(self)
    guard let id = cells.cells.first(where: { $0.value === cell })?.key else { return nil }
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(where: { $0.id == id }) {
        return IndexPath(item: i, section: s)
      }
    }
    return nil
  }

  /// The supplementary view made for the element of `elementKind` at `indexPath`, nil if none.
  /// Mirrors `supplementaryView(forElementKind:at:)`.
  @preconcurrency @MainActor
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    let key = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    return CollectionViewCells.of(self).supplementaryViews[key]
  }

  /// Whether the content is wider than the view and no taller: self-sizing cells fit their width.
  var scrollsOnlyHorizontally: Bool {
    let content = collectionViewLayout.collectionViewContentSize
    return content.width > bounds.width && content.height <= bounds.height
  }

  /// What the code did that UIKit would have stopped at (see `CodeProblem`), in order.
  public var codeProblems: [CodeProblem] { CollectionViewCells.of(self).problems }
}
