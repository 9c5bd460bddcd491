// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelLayout

/// `NSDiffableDataSourceSectionSnapshot` (SPEC-MODERN §9.4): trees, visibility, levels, and the
/// items an expand or collapse shows or hides.
@Suite struct SectionSnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSectionSnapshot<String>

  /// fruit ─ apple, pear ─ (conference); veg ─ leek
  static func tree() -> Snapshot {
    var s = Snapshot()
    s.append(["fruit", "veg"])
    s.append(["apple", "pear"], to: "fruit")
    s.append(["conference"], to: "pear")
    s.append(["leek"], to: "veg")
    return s
  }

  @Test func childrenFollowTheirParentsAndShowWhenExpanded() {
    var s = Self.tree()
    #expect(s.items == ["fruit", "apple", "pear", "conference", "veg", "leek"])
    #expect(s.rootItems == ["fruit", "veg"])
    #expect(s.visibleItems == ["fruit", "veg"])
    #expect(s.level(of: "conference") == 2 && s.level(of: "nothing") == NSNotFound)
    #expect(s.parent(of: "pear") == "fruit" && s.parent(of: "fruit") == nil)
    #expect(s.index(of: "veg") == 4)
    s.expand(["fruit"])
    #expect(s.visibleItems == ["fruit", "apple", "pear", "veg"])
    // Expanding a child under a collapsed parent marks it without showing it.
    s.collapse(["fruit"])
    s.expand(["pear"])
    #expect(s.visibleItems == ["fruit", "veg"])
    s.expand(["fruit"])
    #expect(s.visibleItems == ["fruit", "apple", "pear", "conference", "veg"])
    #expect(s.expandedItems == ["fruit", "pear"])
  }

  @Test func insertsTakeTheDestinationsLevelAndDeletesTakeChildren() {
    var s = Self.tree()
    s.insert(["banana"], before: "pear")
    s.insert(["herb"], after: "fruit")
    #expect(s.items == ["fruit", "apple", "banana", "pear", "conference", "herb", "veg", "leek"])
    #expect(s.level(of: "banana") == 1 && s.level(of: "herb") == 0)
    s.delete(["pear"])
    #expect(s.items == ["fruit", "apple", "banana", "herb", "veg", "leek"])
    #expect(!s.contains("conference"))
    let sub = Self.tree().snapshot(of: "fruit")
    #expect(sub.items == ["apple", "pear", "conference"] && sub.level(of: "apple") == 0)
    let withParent = Self.tree().snapshot(of: "pear", includingParent: true)
    #expect(withParent.items == ["pear", "conference"] && withParent.level(of: "conference") == 1)
  }

  @Test func duplicatesAreRefusedInUIKitsWords() {
    var s = Self.tree()
    s.append(["apple"], to: "veg")
    #expect(s.invalidOperation?.description == "Supplied identifiers are not unique.")
    #expect(s.items.count == 6)
  }

  @Test func expandingDiffsToInsertsAfterTheParent() throws {
    var s = Self.tree()
    let before = s.visibleItems
    s.expand(["fruit"])
    let updates = IdentifierDiff(
      from: [(id: "s0", items: before)], to: [(id: "s0", items: s.visibleItems)]
    ).batchUpdates(reloading: [])
    #expect(
      updates.insertedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(updates.deletedItems.isEmpty)
    #expect(
      s.visualDescription == "+ fruit\n  * apple\n  - pear\n    * [conference]\n- veg\n  * [leek]")
  }
}
