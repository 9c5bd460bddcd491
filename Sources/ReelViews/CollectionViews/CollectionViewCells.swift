// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The view layer of one collection view: its registered classes, the cells and supplementary
/// views its data source made, and the problems its code caused. Made on first use
/// (`CollectionViewCells.of(_:)`) and kept in the collection view's `viewLayerState`.
@preconcurrency @MainActor
public final class CollectionViewCells {
  /// Registered cell classes by reuse identifier.
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  /// Registered supplementary classes by kind and reuse identifier.
  var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
  /// The cell made last for each item, by item id.
  var cells: [String: CollectionViewCell] = [:]
  /// The item whose cell is being made (`cell(forItemID:at:)`): a dequeue keeps the cell for it,
  /// whatever item its index path holds now (a cell drawn for an earlier moment is configured at
  /// the index path the item had then).
  var itemBeingMade: String?
  /// The supplementary view made last for each element.
  var supplementaryViews: [ElementKey: CollectionReusableView] = [:]
  /// What the code did that UIKit would have stopped at, in order.
  public private(set) var problems: [CodeProblem] = []
  /// How a cell for an item id is made when none is kept: the data source's answer for the index
  /// path, unless a diffable data source installs its own (by identifier, so an item deleted
  /// later still finds its cell).
  var cellMaker: ((String, IndexPath) -> CollectionViewCell?)?
  /// Applies a data source's batch update; nil applies it at once. A host that plays the code
  /// over time (a scene's timeline) installs one that animates it at the current moment.
  public var updateDriver: ((BatchUpdates, _ animated: Bool) throws -> Void)?
  /// Moves the content to an offset (points) the code asked for; nil sets it at once. A host that
  /// plays the code over time installs one that scrolls its timeline from the current moment.
  public var scrollDriver: ((CGPoint, _ animated: Bool) throws -> Void)?
  /// The view that shows the collection view in a hierarchy, once asked for.
  package var hostView: CollectionHostView?
  /// `UIScrollView` settings code set on the collection view.
  var scrollSettings = ScrollSettings()
  /// A view behind the cells (`backgroundView`).
  var backgroundView: View?
  /// The collection view, weakly (it owns this object).
  weak var collectionView: CollectionView?

  /// The view layer of `collectionView`, made on first use.
  public static func of(_ collectionView: CollectionView) -> CollectionViewCells {
    if let state = collectionView.viewLayerState as? CollectionViewCells { return state }
    let state = CollectionViewCells()
    state.collectionView = collectionView
    collectionView.viewLayerState = state
    collectionView.itemStateObserver = { [weak state] in
      MainActor.assumeIsolated { state?.updateItemStates() }
    }
    collectionView.standaloneUpdateHandler = { [weak state] updates, file, line in
      MainActor.assumeIsolated { _ = state?.play(updates, animated: true, file: file, line: line) }
    }
    return state
  }

  /// Applies the code's `updates` as UIKit does: animated on the scene's timeline from now when
  /// a host plays the code over time (`updateDriver`), else at once; the cells kept for
  /// reloaded items are made again. What UIKit rejects is recorded as a problem of the code at
  /// `file`:`line` and changes nothing. Returns whether the updates were applied.
  func play(_ updates: BatchUpdates, animated: Bool, file: String, line: Int) -> Bool {
    do {
      try play(updates, animated: animated)
      return true
    } catch {
      report("\(error)", file: file, line: line)
      return false
    }
  }

  /// `play(_:animated:file:line:)` that throws what UIKit rejects instead of recording it.
  func play(_ updates: BatchUpdates, animated: Bool) throws {
    guard let collectionView else { return }
    for path in updates.reloadedItems {
      if let id = collectionView.item(at: path)?.id { cells[id] = nil }
    }
    if let updateDriver {
      try updateDriver(updates, animated)
    } else {
      try collectionView.apply(updates)
    }
  }

  /// Gives the cells kept for items their items' selection and highlight, as UIKit sets a
  /// cell's `isSelected` and `isHighlighted` when its item's change (in item-id order).
  func updateItemStates() {
    guard let collectionView else { return }
    for (id, cell) in cells.sorted(by: { $0.key < $1.key }) {
      let selected = collectionView.selectedItemIDs.contains(id)
      if cell.isSelected != selected { cell.isSelected = selected }
      let highlighted = collectionView.highlightedItemID == id
      if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
    }
  }

  /// Records a problem the code caused.
  package func report(_ message: String, file: String, line: Int) {
    problems.append(CodeProblem(file: file, line: line, message: message))
  }

  /// The cell for the item `id`, configured at `indexPath`: the one kept, or one the data source
  /// makes now; nil when there is no data source or it gives none.
  public func cell(forItemID id: String, at indexPath: IndexPath) -> CollectionViewCell? {
    if let cell = cells[id] { return cell }
    guard let collectionView else { return nil }
    let outer = itemBeingMade
    itemBeingMade = id
    defer { itemBeingMade = outer }
    let made =
      cellMaker?(id, indexPath)
      ?? (collectionView.dataSource as? CollectionViewCellDataSource)?.collectionView(
        collectionView, cellForItemAt: indexPath)
    if let made { cells[id] = made }
    if let list = made as? CollectionViewListCell,
      let outline = collectionView.dataSource as? OutlineToggling
    {
      list.isExpanded = outline.isExpanded(at: indexPath)
    }
    return made
  }

  /// The view the data source gives the supplementary element of `kind` at `indexPath`, kept as
  /// the element's; nil when the collection view's data source gives no views (it is not a cell
  /// data source).
  public func supplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    guard let collectionView,
      let source = collectionView.dataSource as? CollectionViewCellDataSource
    else { return nil }
    let view = source.collectionView(
      collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    // Kept as the element's view, as a dequeued one is (`supplementaryView(forElementKind:at:)`).
    supplementaryViews[ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)] =
      view
    return view
  }

  /// A view of `type` for reuse under `identifier`: the element's kept view after
  /// `prepareForReuse()` when it is of the same identifier, else a new one.
  func reusable<V: CollectionReusableView>(
    _ type: V.Type, identifier: String, kept: CollectionReusableView?
  ) -> V {
    if let kept = kept as? V, kept.reuseIdentifier == identifier {
      kept.prepareForReuse()
      return kept
    }
    let view = type.init(reuseFrame: .zero)
    view.reuseIdentifier = identifier
    return view
  }
}
