// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Inserts items (after-update paths): recorded inside a batch, else applied at once. Mirrors
  /// `insertItems(at:)`.
  public func insertItems(
    at indexPaths: [IndexPath], file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.insertItems(at: indexPaths) }
  }
  /// Deletes items (before-update paths), as `insertItems`. Mirrors `deleteItems(at:)`.
  public func deleteItems(
    at indexPaths: [IndexPath], file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.deleteItems(at: indexPaths) }
  }
  /// Reloads items (before-update paths), as `insertItems`. Mirrors `reloadItems(at:)`.
  public func reloadItems(
    at indexPaths: [IndexPath], file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.reloadItems(at: indexPaths) }
  }
  /// Moves an item, as `insertItems`. Mirrors `moveItem(at:to:)`.
  public func moveItem(
    at indexPath: IndexPath, to newIndexPath: IndexPath, file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.moveItem(at: indexPath, to: newIndexPath) }
  }
  /// Inserts sections, as `insertItems`; `itemCount` sizes them when there is no data source.
  public func insertSections(
    _ sections: [Int], itemCount: Int = 0, file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.insertSections(sections, itemCount: itemCount) }
  }
  /// Deletes sections, as `insertItems`.
  public func deleteSections(_ sections: [Int], file: String = #fileID, line: Int = #line) {
    record(file: file, line: line) { $0.deleteSections(sections) }
  }
  /// Reloads sections, as `insertItems`.
  public func reloadSections(_ sections: [Int], file: String = #fileID, line: Int = #line) {
    record(file: file, line: line) { $0.reloadSections(sections) }
  }
  /// Moves a section, as `insertItems`. Mirrors `moveSection(_:toSection:)`.
  public func moveSection(
    _ section: Int, toSection newSection: Int, file: String = #fileID, line: Int = #line
  ) {
    record(file: file, line: line) { $0.moveSection(section, toSection: newSection) }
  }
  /// Mirrors `insertSections(_:)`.
  public func insertSections(_ sections: IndexSet, file: String = #fileID, line: Int = #line) {
    insertSections(Array(sections), file: file, line: line)
  }
  /// Mirrors `deleteSections(_:)`.
  public func deleteSections(_ sections: IndexSet, file: String = #fileID, line: Int = #line) {
    deleteSections(Array(sections), file: file, line: line)
  }
  /// Mirrors `reloadSections(_:)`.
  public func reloadSections(_ sections: IndexSet, file: String = #fileID, line: Int = #line) {
    reloadSections(Array(sections), file: file, line: line)
  }

  /// Whether a batch is recording (its operations wait for its end).
  package var isRecordingUpdates: Bool { batchDepth > 0 }

  /// Records `operation` in the batch being recorded, or plays it on its own at once (through
  /// `standaloneUpdateHandler`, else applied here, an invalid one changing nothing).
  private func record(file: String, line: Int, _ operation: (inout BatchUpdates) -> Void) {
    guard batchDepth == 0 else { return operation(&pendingUpdates) }
    var single = BatchUpdates()
    operation(&single)
    if let standaloneUpdateHandler {
      standaloneUpdateHandler(single, file, line)
    } else {
      _ = try? apply(single)
    }
  }

  /// Runs `updates` (which records operations with the methods above), validates them, swaps in the
  /// new data and runs UIKit's update protocol on the layout (SPEC §3.1): `prepare()`,
  /// `prepare(forCollectionViewUpdates:)`, the target content offset, initial/final attributes for
  /// every element visible before or after, `finalizeCollectionViewUpdates()`.
  ///
  /// Nested calls coalesce into the outermost one (SPEC §2.1.2), which returns the transaction;
  /// inner calls return an empty one.
  /// - Parameter onScreen: what each element currently shows, keyed by before-update key (from the
  ///   animation engine, so an update that interrupts another starts from the current state). When
  ///   nil, the current layout's attributes in the bounds are used.
  /// - Throws: `BatchUpdateError`; on error nothing changes.
  @discardableResult
  package func performBatchUpdates(
    _ updates: () -> Void, onScreen: [ElementKey: LayoutAttributes]? = nil
  ) throws(BatchUpdateError) -> UpdateTransaction {
    // Counts never read are read first, as UIKit does (SPEC §12.2): a model changed before the
    // call then fails the update's count check.
    if needsDataReload { reloadData() }
    batchDepth += 1
    updates()
    batchDepth -= 1
    guard batchDepth == 0 else {
      return UpdateTransaction(
        changes: [], oldContentOffset: contentOffset, newContentOffset: contentOffset)
    }
    let recorded = pendingUpdates
    pendingUpdates = BatchUpdates()
    return try apply(recorded, onScreen: onScreen)
  }

  /// Runs `updates` and returns the operations it recorded, without applying them.
  public func recordUpdates(_ updates: () -> Void) -> BatchUpdates {
    let saved = pendingUpdates
    pendingUpdates = BatchUpdates()
    batchDepth += 1
    updates()
    batchDepth -= 1
    let recorded = pendingUpdates
    pendingUpdates = saved
    return recorded
  }

  /// Applies already-recorded operations; see `performBatchUpdates(_:onScreen:)`. `plan`, when
  /// given, is `BatchUpdatePlan(oldItemCounts:updates:)` already computed for `updates` on the
  /// current data (so a caller that needed it first does not pay for it twice); a plan for other
  /// counts, or any plan when a data source gives the counts, is ignored.
  @discardableResult
  public func apply(
    _ updates: BatchUpdates, plan given: BatchUpdatePlan? = nil,
    onScreen visible: [ElementKey: LayoutAttributes]? = nil
  ) throws(BatchUpdateError) -> UpdateTransaction {
    layoutIfNeeded()
    let layout = collectionViewLayout
    let onScreen =
      visible ?? visibleAttributesByKey()
    let plan = try updatePlan(updates, given: given)
    let oldSections = sections
    let oldOffset = contentOffset
    let oldIdentities = identities(of: onScreen.keys)
    let insertedIDs = swapData(
      using: plan, ids: updates.itemIDs, sectionIDs: updates.sectionIDs,
      reconfigured: Set(updates.reconfiguredItems))
    layout.invalidateLayout()
    layoutIfNeeded()

    let mapper = ElementKeyMapper(plan: plan, oldSections: oldSections, newSections: sections)
    let support = defaultUpdateTables(onScreen: onScreen, mapper: mapper, layout: layout)
    layout.updateSupport = support
    layout.prepare(forCollectionViewUpdates: plan.updateItems)

    contentOffset = layout.targetContentOffset(
      forProposedContentOffset: clampedContentOffset(contentOffset))
    rekeyVisibleViews(onScreen, mapper: mapper, layout: layout)
    let changes = UpdateChangeBuilder(
      collectionView: self, layout: layout, onScreen: onScreen, oldIdentities: oldIdentities,
      oldKeyForNew: mapper.oldKey(for:), newKeyForOld: mapper.newKey(for:)
    ).build()
    layout.finalizeCollectionViewUpdates()
    layout.updateSupport = nil
    return UpdateTransaction(
      changes: changes, oldContentOffset: oldOffset, newContentOffset: contentOffset,
      updateItems: plan.updateItems, insertedItemIDs: insertedIDs)
  }

  /// The plan for `updates` on the current data: `given` when it was made for these counts (and
  /// no data source gives new ones), else a new one — which validates the updates.
  private func updatePlan(_ updates: BatchUpdates, given: BatchUpdatePlan?)
    throws(BatchUpdateError) -> BatchUpdatePlan
  {
    var newCounts: [Int]?
    if let dataSource {
      newCounts = (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.collectionView(self, numberOfItemsInSection: $0)
      }
    }
    newCounts = newCounts ?? updates.dataSourceItemCounts
    let counts = sections.map(\.items.count)
    let reusable = given.flatMap { $0.oldItemCounts == counts && newCounts == nil ? $0 : nil }
    let plan: BatchUpdatePlan
    if let reusable {
      plan = reusable
    } else {
      plan = try BatchUpdatePlan(oldItemCounts: counts, updates: updates, newItemCounts: newCounts)
    }
    return plan
  }

  /// UIKit's defaults before the layout is asked (SPEC §3.3.8): inserted items fade in at their
  /// new frames, deleted elements fade out where they are.
  private func defaultUpdateTables(
    onScreen: [ElementKey: LayoutAttributes], mapper: ElementKeyMapper,
    layout: CollectionViewLayout
  ) -> UpdateSupport {
    var support = UpdateSupport()
    support.onScreen = onScreen
    support.isValidAfterKey = { [unowned self] in self.contains($0) }
    for p in mapper.newlyInsertedCells() {
      if let attributes = layout.layoutAttributesForItem(at: p)?.copy() {
        attributes.alpha = 0
        support.initialTable[.cell(p)] = attributes
      }
    }
    for (key, attributes) in onScreen where mapper.newKey(for: key) == nil {
      let faded = attributes.copy()
      faded.alpha = 0
      support.finalTable[key] = faded
    }
    for attributes in newSectionViews(mapper: mapper, layout: layout)
    where onScreen[attributes.key] == nil {
      attributes.alpha = 0
      support.initialTable[attributes.key] = attributes
    }
    return support
  }

  /// Headers, footers and backgrounds of inserted (and reloaded) sections: they fade in with
  /// their section's items.
  private func newSectionViews(mapper: ElementKeyMapper, layout: CollectionViewLayout)
    -> [LayoutAttributes]
  {
    let fresh = Set(
      mapper.plan.sectionNewToOld.indices.filter { mapper.plan.sectionNewToOld[$0] == nil })
    guard !fresh.isEmpty else { return [] }
    let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
    return (layout.layoutAttributesForElements(in: content) ?? []).filter {
      $0.representedElementCategory != .cell && fresh.contains($0.indexPath.first ?? -1)
    }.map { $0.copy() }
  }

  /// (c): visible views re-keyed to their new paths; new attributes re-keyed to the old paths.
  private func rekeyVisibleViews(
    _ onScreen: [ElementKey: LayoutAttributes], mapper: ElementKeyMapper,
    layout: CollectionViewLayout
  ) {
    for (key, attributes) in onScreen {
      guard let newKey = mapper.newKey(for: key) else { continue }
      if layout.updateSupport?.initialTable[newKey] == nil {
        let start = attributes.copy()
        start.indexPath = newKey.indexPath
        layout.updateSupport?.initialTable[newKey] = start
      }
      if layout.updateSupport?.finalTable[key] == nil,
        let target = layout.layoutAttributesForElement(newKey)?.copy()
      {
        target.indexPath = key.indexPath
        layout.updateSupport?.finalTable[key] = target
      }
    }
  }

  /// The nearest resting offset for the current content size and insets (SPEC §6.1.2, §3.5.1).
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    ScrollableRange(
      content: collectionViewLayout.collectionViewContentSize, bounds: bounds.size,
      inset: adjustedContentInset
    ).clamped(offset)
  }
}
