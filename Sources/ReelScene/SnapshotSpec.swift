// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A scene's `apply:` step: the next diffable data source snapshot (SPEC-MODERN §9), sections of
/// item identifiers, with the items to reload and reconfigure.
public struct SnapshotSpec {
  /// One section: its identifier (nil: the collection view's only section) and its items, each
  /// an identifier with the style a new, reloaded or reconfigured item takes.
  public struct Section {
    public var id: String?
    public var items: [ItemSpec]
  }

  public var sections: [Section]
  /// Items to replace with a new cell (cross-faded), by identifier. Mirrors `reloadItems(_:)`.
  public var reloadItems: [String] = []
  /// Items whose cell shows new content at once. Mirrors `reconfigureItems(_:)`.
  public var reconfigureItems: [String] = []
  /// Whether the differences animate (UIKit's default true).
  public var animatingDifferences = true

  /// Each item's spec by identifier.
  public var itemsByID: [String: ItemSpec] {
    var result: [String: ItemSpec] = [:]
    for section in sections {
      for item in section.items { if let id = item.id { result[id] = item } }
    }
    return result
  }
}

extension SceneLoader {
  static let snapshotKeys = [
    "sections", "items", "reloadItems", "reconfigureItems", "animatingDifferences",
  ]

  /// `{sections: [{id, items}], reloadItems, reconfigureItems, animatingDifferences}`, or
  /// `{items: […]}` for a collection view of one section. Identifiers must be unique, in UIKit's
  /// words when they are not.
  static func snapshot(_ value: SceneValue) throws(SceneError) -> SnapshotSpec {
    let m = try value.mapping(allowed: snapshotKeys)
    var spec = SnapshotSpec(sections: [])
    if let items = m["items"] {
      if let s = m["sections"] { throw s.error("give either items (one section) or sections") }
      spec.sections = [SnapshotSpec.Section(id: nil, items: try snapshotItems(items))]
    } else {
      let list = try m.required("sections", "a list of sections {id, items}").list()
      for section in list {
        let sm = try section.mapping(allowed: ["id", "items"])
        spec.sections.append(
          SnapshotSpec.Section(
            id: try sm.required("id", "the section's identifier").text(),
            items: try snapshotItems(sm["items"])))
      }
      try unique(spec.sections.compactMap(\.id), kind: "section", at: m["sections"]!)
    }
    let all = spec.sections.flatMap { $0.items.compactMap(\.id) }
    try unique(all, kind: "item", at: m["items"] ?? m["sections"]!)
    let known = Set(all)
    for key in ["reloadItems", "reconfigureItems"] {
      guard let v = m[key] else { continue }
      let ids = try v.list().map { v throws(SceneError) in try v.text() }
      try unique(ids, kind: "item", at: v)
      if let missing = ids.first(where: { !known.contains($0) }) {
        throw v.error(DiffableDataSourceError.reloadMissingItem(missing).description)
      }
      if key == "reloadItems" { spec.reloadItems = ids } else { spec.reconfigureItems = ids }
    }
    spec.animatingDifferences = try m["animatingDifferences"]?.bool() ?? true
    return spec
  }

  /// Items: identifiers, or mappings with an `id` and an item's keys.
  private static func snapshotItems(_ value: SceneValue?) throws(SceneError) -> [ItemSpec] {
    guard let value else { return [] }
    let list = try value.list()
    guard list.count <= maximumItemsPerSection else {
      throw value.error("expected at most \(maximumItemsPerSection) items, found \(list.count)")
    }
    return try list.map { v throws(SceneError) in
      if v.isScalar { return ItemSpec(id: try v.text(), style: StylePatch()) }
      let spec = try item(v)
      guard spec.id != nil else { throw v.error("expected an item with an id") }
      return spec
    }
  }

  /// UIKit's "not unique" failure for repeated identifiers.
  private static func unique(_ ids: [String], kind: String, at value: SceneValue)
    throws(SceneError)
  {
    var seen = Set<String>()
    let duplicates = ids.filter { !seen.insert($0).inserted }
    if !duplicates.isEmpty {
      throw value.error(
        DiffableDataSourceError.notUnique(kind: kind, duplicates: duplicates).description)
    }
  }
}
