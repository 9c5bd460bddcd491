// SPDX-License-Identifier: MIT
import Foundation

/// Item identities across updates: the after-update data built from a plan, and the identifiers
/// new items get (given ones, reserved ones, serial numbers).
extension CollectionView {
  /// Builds the after-update data from the plan; returns the ids of inserted items (the ones
  /// `updates.itemIDs` gives, else serial numbers). Kept items at `reconfigured` (before-update
  /// paths) get a new revision.
  func swapData(
    using plan: BatchUpdatePlan, ids given: [IndexPath: String], sectionIDs: [Int: String],
    reconfigured: Set<IndexPath> = []
  ) -> [String] {
    var inserted: [String] = []
    func freshSectionID() -> String {
      defer { nextSectionSerial += 1 }
      return "s\(nextSectionSerial)"
    }
    let kept = keptItemIDs(plan)
    var claimed = Set<String>()
    var newSections: [CollectionViewSection] = []
    for (q, count) in plan.newItemCounts.enumerated() {
      let oldSection = plan.sectionNewToOld[q] ?? plan.reloadedSectionsByNew[q]
      var section =
        oldSection.map { sections[$0] }
        ?? CollectionViewSection(id: sectionIDs[q] ?? freshSectionID(), items: [])
      let keepsItems = plan.reloadedSectionsByNew[q] == nil
      if !keepsItems { section.revision += 1 }
      section.items = (0..<count).map { i in
        if keepsItems, let old = plan.itemNewToOld[q][i] {
          var item = sections[old.section].items[old.item]
          if reconfigured.contains(old) { item.revision += 1 }
          return item
        }
        let path = IndexPath(item: i, section: q)
        if let (old, isReloaded) = plan.source(ofNewItem: path) {
          var item = sections[old.section].items[old.item]
          if isReloaded { item.revision += 1 }
          return item
        }
        let id =
          given[path].flatMap {
            kept.contains($0) || !claimed.insert($0).inserted ? nil : claim($0)
          }
          ?? freshItemID()
        inserted.append(id)
        return CollectionViewItem(id: id)
      }
      newSections.append(section)
    }
    sections = newSections
    return inserted
  }

  /// `id` for a new item (the caller checked that no item keeps it through the update): one
  /// `newItemIDs(count:)` reserved, one no item has had, or one a deleted item had (a diffable
  /// data source may bring an identifier back).
  private func claim(_ id: String) -> String? {
    reservedItemIDs.remove(id)
    usedItemIDs.insert(id)
    return id
  }

  /// The identifiers of the items an update keeps (moved, reloaded or in place).
  private func keptItemIDs(_ plan: BatchUpdatePlan) -> Set<String> {
    var kept = Set<String>()
    for (q, count) in plan.newItemCounts.enumerated() {
      for i in 0..<count {
        if plan.reloadedSectionsByNew[q] == nil, let old = plan.itemNewToOld[q][i] {
          kept.insert(sections[old.section].items[old.item].id)
        } else if let (old, _) = plan.source(ofNewItem: IndexPath(item: i, section: q)) {
          kept.insert(sections[old.section].items[old.item].id)
        }
      }
    }
    return kept
  }

  /// `count` identifiers no item has had: the serial numbers the collection view would give the
  /// next inserted items. Give them to items in `BatchUpdates.itemIDs` to know an inserted item's
  /// identifier before the update (as a diffable data source's items have theirs).
  public func newItemIDs(count: Int) -> [String] {
    (0..<max(count, 0)).map { _ in
      let id = freshItemID()
      reservedItemIDs.insert(id)
      return id
    }
  }

  /// Reserves `id` for an item an update will insert (a scene's `insert: {id: …}`); false when an
  /// item of the current data has it or another new item took it. The id of a deleted item may
  /// be used again, as a diffable data source allows.
  public func reserveItemID(_ id: String) -> Bool {
    guard !reservedItemIDs.contains(id),
      !sections.contains(where: { $0.items.contains { $0.id == id } })
    else { return false }
    usedItemIDs.insert(id)
    reservedItemIDs.insert(id)
    return true
  }

  /// The next serial number no item has had, marked as used.
  /// Reads the data again, without animation: with a data source, its counts (every item new,
  /// with an id never used); without one, the same items. The selection is cleared and the
  /// layout invalidated. Mirrors `reloadData()`.
  public func reloadData() {
    selectedItemIDs = []
    guard let dataSource else {
      collectionViewLayout.invalidateLayout()
      return
    }
    let counts = (0..<max(dataSource.numberOfSections(in: self), 0)).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
    sections = counts.enumerated().map { s, count in
      let id = sections.indices.contains(s) ? sections[s].id : "s\(nextSectionSerial + s)"
      return CollectionViewSection(
        id: id,
        items: (0..<count).map { _ in
          CollectionViewItem(id: freshItemID())
        })
    }
  }

  private func freshItemID() -> String {
    while usedItemIDs.contains("\(nextSerial)") { nextSerial += 1 }
    defer { nextSerial += 1 }
    usedItemIDs.insert("\(nextSerial)")
    return "\(nextSerial)"
  }
}
