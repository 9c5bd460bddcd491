// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts

/// A flow layout that records every hook UIKit's protocol calls.
final class SpyLayout: FlowLayout, @unchecked Sendable {
  var calls: [String] = []
  override func prepare() {
    calls.append("prepare")
    super.prepare()
  }
  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    calls.append("prepareForUpdates(\(updateItems.count))")
    super.prepare(forCollectionViewUpdates: updateItems)
  }
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    calls.append("targetContentOffset")
    return super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
  }
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    calls.append("initial \(itemIndexPath.item)")
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    calls.append("final \(itemIndexPath.item)")
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }
  override func finalizeCollectionViewUpdates() {
    calls.append("finalize")
    super.finalizeCollectionViewUpdates()
  }
}

@Suite struct UpdateProtocolTests {
  func setup(count: Int = 4) -> (CollectionView, SpyLayout) {
    let layout = SpyLayout()
    basicFlow(layout)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [count])
    cv.layoutIfNeeded()
    layout.calls = []
    return (cv, layout)
  }

  @Test func hooksRunInUIKitsOrder() throws {
    let (cv, layout) = setup()
    try cv.performBatchUpdates { cv.insertItems(at: [ip(1)]) }
    let order = layout.calls.filter { !$0.hasPrefix("initial") && !$0.hasPrefix("final ") }
    #expect(order == ["prepare", "prepareForUpdates(1)", "targetContentOffset", "finalize"])
    let firstHook = layout.calls.firstIndex { $0.hasPrefix("initial") || $0.hasPrefix("final ") }!
    #expect(firstHook > layout.calls.firstIndex(of: "targetContentOffset")!)
    #expect(
      layout.calls.lastIndex { $0.hasPrefix("initial") }! < layout.calls.firstIndex(of: "finalize")!
    )
  }

  @Test func everyVisibleElementGetsAppearingAndDisappearingCalls() throws {
    let (cv, layout) = setup()
    try cv.performBatchUpdates { cv.insertItems(at: [ip(1)]) }
    // Final calls for all 4 old items (before-update paths), initial calls for all 5 new ones.
    #expect(
      Set(layout.calls.filter { $0.hasPrefix("final ") }) == Set((0..<4).map { "final \($0)" }))
    #expect(
      Set(layout.calls.filter { $0.hasPrefix("initial") }) == Set((0..<5).map { "initial \($0)" }))
  }

  @Test func defaultsFadeInsertsAndDeletesAndMoveSurvivors() throws {
    let (cv, _) = setup()
    let before = cv.layoutAttributesForElements().map { $0.frame }
    let transaction = try cv.performBatchUpdates {
      cv.deleteItems(at: [ip(0)])
      cv.insertItems(at: [ip(3)])
    }
    let deleted = try #require(
      transaction.changes.first { $0.oldKey == .cell(ip(0)) && $0.role == .disappearing })
    #expect(deleted.start.alpha == 1 && deleted.end.alpha == 0)
    #expect(deleted.end.frame == before[0])  // fades out in place
    let inserted = try #require(transaction.changes.first { $0.newKey == .cell(ip(3)) })
    #expect(inserted.role == .appearing)
    #expect(inserted.start.alpha == 0 && inserted.start.frame == inserted.end.frame)
    let survivor = try #require(transaction.changes.first { $0.oldKey == .cell(ip(1)) })
    #expect(survivor.role == .surviving && survivor.newKey == .cell(ip(0)))
    #expect(survivor.start.frame == before[1] && survivor.end.frame == before[0])
    #expect(survivor.identity == deleted.identity ? false : true)
  }

  @Test func reloadCrossFadesTwoCellsOfTheSameItem() throws {
    let (cv, _) = setup()
    let transaction = try cv.performBatchUpdates { cv.reloadItems(at: [ip(2)]) }
    let pair = transaction.changes.filter { $0.identity.id == "2" }
    #expect(pair.count == 2)
    #expect(Set(pair.map(\.role)) == [.appearing, .disappearing])
    #expect(Set(pair.map(\.identity.revision)) == [0, 1])
    #expect(pair.allSatisfy { $0.start.frame == $0.end.frame })
  }

  @Test func insertedItemsGetFreshIdentities() throws {
    let (cv, _) = setup()
    let t = try cv.performBatchUpdates { cv.insertItems(at: [ip(0), ip(2)]) }
    #expect(t.insertedItemIDs == ["4", "5"])
    #expect(cv.sections[0].items.map(\.id) == ["4", "0", "5", "1", "2", "3"])
  }

  @Test func invalidUpdatesChangeNothing() {
    let (cv, _) = setup()
    #expect(throws: BatchUpdateError.deleteItemBeyondItems(item: 9, section: 0, count: 4)) {
      try cv.performBatchUpdates { cv.deleteItems(at: [ip(9)]) }
    }
    #expect(cv.numberOfItems(inSection: 0) == 4)
    // The failed batch left nothing recorded behind.
    #expect(throws: Never.self) { try cv.performBatchUpdates {} }
  }

  @Test func shrinkingContentPullsTheOffsetBack() throws {
    let (cv, _) = setup(count: 30)
    cv.contentOffset = CGPoint(x: 0, y: cv.contentSize.height - 844)
    let t = try cv.performBatchUpdates { cv.deleteItems(at: (10..<30).map { ip($0) }) }
    #expect(t.newContentOffset == .zero)
  }

  final class Counts: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }
  }

  @Test func aDataSourceEnablesTheCountInvariant() {
    let (cv, _) = setup()
    let source = Counts([4])
    cv.dataSource = source
    #expect(throws: BatchUpdateError.self) {
      try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) }
    }
    source.counts = [5]
    #expect(throws: Never.self) { try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) } }
  }

  /// A data source that only counts items: one section, as UIKit assumes.
  final class ItemsOnly: CollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }
  }

  @Test func numberOfSectionsIsOptionalAndDefaultsToOne() throws {
    let (cv, _) = setup()
    let source = ItemsOnly()
    cv.dataSource = source
    #expect(source.numberOfSections(in: cv) == 1)
    source.count = cv.numberOfItems(inSection: 0) - 1
    let error = #expect(throws: BatchUpdateError.self) {
      try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) }
    }
    #expect(
      error?.description.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    source.count = cv.numberOfItems(inSection: 0) + 1
    #expect(throws: Never.self) { try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) } }
  }
}

@Suite struct ItemIdentityTests {
  @Test func idsOfDeletedItemsAreNeverReused() throws {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: CircleLayout(),
      itemIDs: [["a", "b", "3"]])
    try cv.performBatchUpdates { cv.deleteItems(at: [ip(2)]) }
    let t = try cv.performBatchUpdates { cv.insertItems(at: [ip(0), ip(1)]) }
    #expect(t.insertedItemIDs == ["4", "5"])
  }
}

/// Identifiers of inserted items known before the update (no reading them back afterwards).
@Suite struct NewItemIdentifierTests {
  @Test func reservedIdentifiersAreTheOnesInsertedItemsGet() throws {
    let layout = FlowLayout()
    basicFlow(layout)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [4])
    var updates = BatchUpdates()
    updates.insertItems(at: [ip(3), ip(0)])
    updates.reloadItems(at: [ip(1)])
    let plan = try BatchUpdatePlan(oldItemCounts: [4], updates: updates)
    #expect(plan.newItemPaths == [ip(0), ip(3)])
    #expect(plan.source(ofNewItem: ip(1))! == (ip(0), false))
    #expect(plan.source(ofNewItem: ip(2))! == (ip(1), true))
    let ids = cv.newItemIDs(count: 2)
    #expect(ids == ["4", "5"])
    for (path, id) in zip(plan.newItemPaths, ids) { updates.itemIDs[path] = id }
    let t = try cv.apply(updates)
    #expect(t.insertedItemIDs == ["4", "5"])
    #expect(cv.item(at: ip(0))?.id == "4" && cv.item(at: ip(3))?.id == "5")
    #expect(cv.item(at: ip(2))?.id == "1" && cv.item(at: ip(2))?.revision == 1)
    let next = try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) }
    #expect(next.insertedItemIDs == ["6"])  // serial numbers go on after the reserved ones
  }

  @Test func anIdentifierInUseIsNotGivenTwice() throws {
    let layout = FlowLayout()
    basicFlow(layout)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [2])
    var updates = BatchUpdates()
    updates.insertItems(at: [ip(0), ip(1), ip(2)])
    updates.itemIDs = [ip(0): "1", ip(1): "mine", ip(2): "mine"]
    let t = try cv.apply(updates)
    #expect(t.insertedItemIDs == ["2", "mine", "3"])  // "1" is taken; "mine" only once
    #expect(Set(cv.sections[0].items.map(\.id)).count == 5)
  }
}
