// SPDX-License-Identifier: MIT
import Foundation

/// The items of two arrangements by position: each identifier hashed once, then matched between
/// them by integer. Positions are flat (sections one after another); an identifier that repeats
/// counts at its first position only, as a diffable data source sees it.
struct ItemTable: Sendable {
  /// First flat position of each identifier.
  let oldFirst: [String: Int]
  let newFirst: [String: Int]
  /// For every flat position, the first position of its identifier.
  private let oldCanonical: [Int]
  private let newCanonical: [Int]
  /// For a first position, the first position of the same identifier in the other arrangement,
  /// or −1.
  let oldToNew: [Int]
  let newToOld: [Int]
  private let oldSections: [Int]
  private let oldItems: [Int]
  private let newSections: [Int]
  private let newItems: [Int]
  /// Where each arrangement's sections start in flat positions.
  private let oldStarts: [Int]
  private let newStarts: [Int]

  init(old: [IdentifierDiff.Section], new: [IdentifierDiff.Section]) {
    var oldFirst: [String: Int] = [:]
    var newFirst: [String: Int] = [:]
    (oldCanonical, oldSections, oldItems, oldStarts) = Self.flatten(old, into: &oldFirst)
    (newCanonical, newSections, newItems, newStarts) = Self.flatten(new, into: &newFirst)
    var oldToNew = [Int](repeating: -1, count: oldCanonical.count)
    var newToOld = [Int](repeating: -1, count: newCanonical.count)
    for (id, j) in newFirst {
      guard let k = oldFirst[id] else { continue }
      oldToNew[k] = j
      newToOld[j] = k
    }
    (self.oldFirst, self.newFirst, self.oldToNew, self.newToOld) =
      (oldFirst, newFirst, oldToNew, newToOld)
  }

  private static func flatten(
    _ sections: [IdentifierDiff.Section], into first: inout [String: Int]
  ) -> (canonical: [Int], sections: [Int], items: [Int], starts: [Int]) {
    var canonical: [Int] = []
    var sectionOf: [Int] = []
    var itemOf: [Int] = []
    var starts: [Int] = []
    for (s, section) in sections.enumerated() {
      starts.append(canonical.count)
      for (i, id) in section.items.enumerated() {
        let k = canonical.count
        canonical.append(first[id] ?? k)
        if first[id] == nil { first[id] = k }
        sectionOf.append(s)
        itemOf.append(i)
      }
    }
    starts.append(canonical.count)
    return (canonical, sectionOf, itemOf, starts)
  }

  /// First positions, in order.
  var oldOrder: [Int] { oldCanonical.indices.filter { oldCanonical[$0] == $0 } }
  var newOrder: [Int] { newCanonical.indices.filter { newCanonical[$0] == $0 } }

  func oldPath(_ k: Int) -> IndexPath { IndexPath(item: oldItems[k], section: oldSections[k]) }
  func newPath(_ j: Int) -> IndexPath { IndexPath(item: newItems[j], section: newSections[j]) }

  /// The items of old section `s` and new section `q` whose identifier is first in `s` and in
  /// `q`, in each section's order, as the old first position of their identifier: the two orders
  /// whose longest common run stays put.
  func stayingTokens(oldSection s: Int, newSection q: Int) -> (before: [Int], after: [Int]) {
    var before: [Int] = []
    for k in oldStarts[s]..<oldStarts[s + 1] {
      let first = oldCanonical[k]
      let j = oldToNew[first]
      if oldSections[first] == s, j >= 0, newSections[j] == q { before.append(first) }
    }
    var after: [Int] = []
    for j in newStarts[q]..<newStarts[q + 1] {
      let first = newCanonical[j]
      let k = newToOld[first]
      if k >= 0, oldSections[k] == s, newSections[first] == q { after.append(k) }
    }
    return (before, after)
  }
}
