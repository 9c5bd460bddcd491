// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelGeometry
@testable import ReelLayout

/// Diffable snapshots: the inserts, deletes and moves worked out by hand (SPEC-MODERN §9.3's
/// examples), every snapshot applied reaching exactly its arrangement, and UIKit's errors.
@Suite struct DiffableSnapshotTests {
  static func one(_ items: String) -> [IdentifierDiff.Section] {
    [(id: "s", items: items.map(String.init))]
  }

  static func view(_ sections: [IdentifierDiff.Section]) -> CollectionView {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: FlowLayout(),
      itemIDs: sections.map(\.items), sectionIDs: sections.map(\.id))
    cv.layoutIfNeeded()
    return cv
  }

  /// Applies the diff to a collection view holding `old`; returns its arrangement afterwards.
  static func applied(_ old: [IdentifierDiff.Section], _ new: [IdentifierDiff.Section]) throws
    -> [String]
  {
    let cv = view(old)
    try cv.apply(IdentifierDiff(from: old, to: new).batchUpdates())
    return cv.sections.map { "\($0.id):" + $0.items.map(\.id).joined(separator: ",") }
  }

  @Test func handWorkedExamples() {
    let swap = IdentifierDiff(from: Self.one("AB"), to: Self.one("BA")).batchUpdates()
    #expect(swap.movedItems == [.init(from: [0, 0], to: [0, 1])])
    let rotate = IdentifierDiff(from: Self.one("ABCD"), to: Self.one("DABC")).batchUpdates()
    #expect(rotate.movedItems == [.init(from: [0, 3], to: [0, 0])])
    let last = IdentifierDiff(from: Self.one("ABCD"), to: Self.one("BCDA")).batchUpdates()
    #expect(last.movedItems == [.init(from: [0, 0], to: [0, 3])])
    let replace = IdentifierDiff(from: Self.one("ABC"), to: Self.one("AXC")).batchUpdates()
    #expect(replace.deletedItems == [[0, 1]] && replace.insertedItems == [[0, 1]])
    #expect(replace.movedItems.isEmpty && replace.itemIDs == [[0, 1]: "X"])
    let reverse = IdentifierDiff(from: Self.one("ABCDE"), to: Self.one("EDCBA")).batchUpdates()
    #expect(reverse.movedItems.count == 4)
  }

  @Test func sectionsAreInsertedDeletedAndMovedByIdentifier() throws {
    let old: [IdentifierDiff.Section] = [("a", ["1", "2"]), ("b", ["3"]), ("c", ["4", "5"])]
    let new: [IdentifierDiff.Section] = [("c", ["5", "4", "2"]), ("d", ["6"]), ("a", ["1"])]
    let updates = IdentifierDiff(from: old, to: new).batchUpdates()
    #expect(updates.deletedSections == [1])
    #expect(updates.insertedSections == [1] && updates.sectionIDs == [1: "d"])
    #expect(updates.movedItems.contains(.init(from: [0, 1], to: [0, 2])))
    #expect(try Self.applied(old, new) == ["c:5,4,2", "d:6", "a:1"])
  }

  /// Random arrangements: applying the diff always yields the new arrangement.
  @Test func everyDiffReachesItsTarget() throws {
    var random = SplitMix64(seed: 16)
    let pool = (0..<12).map(String.init)
    func arrangement() -> [IdentifierDiff.Section] {
      let items = pool.shuffled(using: &random).prefix(Int.random(in: 0...12, using: &random))
      let ids = ["a", "b", "c", "d"].shuffled(using: &random).prefix(
        Int.random(in: 1...4, using: &random))
      var sections = ids.map { (id: $0, items: [String]()) }
      for item in items {
        sections[Int.random(in: 0..<sections.count, using: &random)].items.append(item)
      }
      return sections
    }
    for _ in 0..<300 {
      let (old, new) = (arrangement(), arrangement())
      let result = try Self.applied(old, new)
      let expected = new.map { "\($0.id):" + $0.items.joined(separator: ",") }
      #expect(result == expected, "\(old) → \(new)")
    }
  }

  @Test func snapshotsKeepUIKitsRules() {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendItems(["x"])
    #expect(snapshot.invalidOperation == .noSections)
    snapshot = NSDiffableDataSourceSnapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["x", "y", "x"])
    #expect(
      snapshot.invalidOperation?.description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")
    snapshot = NSDiffableDataSourceSnapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(["x", "y"])
    snapshot.appendItems(["x"])
    #expect(snapshot.itemIdentifiers == ["y", "x"] && snapshot.invalidOperation == nil)
    snapshot.appendSections(["main"])
    #expect(snapshot.invalidOperation == .sectionExists(["main"]))
    var reload = NSDiffableDataSourceSnapshot<String, String>()
    reload.appendSections(["main"])
    reload.reloadItems(["nope"])
    #expect(
      reload.invalidOperation?.description
        == "Attempted to reload item identifier that does not exist in the snapshot: nope")
  }
}
