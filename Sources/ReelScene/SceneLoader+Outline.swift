// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// One item of an outline section with its children (SPEC-MODERN §9.4): a row that expands to
/// show them, indented a level deeper.
public struct OutlineNode {
  public var item: ItemSpec
  public var children: [OutlineNode]
  public var isExpanded: Bool

  /// The section snapshot of `nodes`: every item, with the expanded ones marked.
  public static func snapshot(_ nodes: [OutlineNode])
    -> NSDiffableDataSourceSectionSnapshot<String>
  {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    func add(_ nodes: [OutlineNode], to parent: String?) {
      snapshot.append(nodes.compactMap(\.item.id), to: parent)
      for node in nodes {
        if node.isExpanded, let id = node.item.id { snapshot.expand([id]) }
        add(node.children, to: node.item.id)
      }
    }
    add(nodes, to: nil)
    return snapshot
  }

  /// Every item under (and including) `nodes`, depth first.
  public static func allItems(_ nodes: [OutlineNode]) -> [ItemSpec] {
    nodes.flatMap { [$0.item] + allItems($0.children) }
  }
}

extension SceneLoader {
  /// The deepest an outline nests.
  static let maximumOutlineDepth = 8

  /// A section's `items`: a count or list, and when some item has `children`, the outline they
  /// make (its visible items are the section's items; every outline item needs an `id`).
  static func sectionItems(_ value: SceneValue) throws(SceneError) -> (
    [ItemSpec], [OutlineNode]?
  ) {
    guard value.isSequence,
      try value.list().contains(where: { $0.isMapping && $0.mappingKeys.contains("children") })
    else { return (try items(value), nil) }
    let nodes = try outline(value, depth: 0)
    let snapshot = OutlineNode.snapshot(nodes)
    let byID = Dictionary(
      OutlineNode.allItems(nodes).map { ($0.id ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    if snapshot.invalidOperation != nil {
      throw value.error("expected outline items with unique ids")
    }
    return (snapshot.visibleItems.compactMap { byID[$0] }, nodes)
  }

  /// Outline items: each an item mapping with an `id`, optional `children` and `expanded`.
  static func outline(_ value: SceneValue, depth: Int) throws(SceneError) -> [OutlineNode] {
    guard depth < maximumOutlineDepth else {
      throw value.error("expected outline children at most \(maximumOutlineDepth) levels deep")
    }
    let list = try value.list()
    guard list.count <= maximumItemsPerSection else {
      throw value.error("expected at most \(maximumItemsPerSection) items, found \(list.count)")
    }
    return try list.map { v throws(SceneError) in
      let spec = try item(v, extraKeys: ["children", "expanded"])
      guard spec.id != nil else {
        throw v.error("expected an id: items of an outline (a section with children) need one")
      }
      let m = try v.mapping(allowed: v.mappingKeys)
      return OutlineNode(
        item: spec,
        children: try m["children"].map { c throws(SceneError) in
          try outline(c, depth: depth + 1)
        } ?? [],
        isExpanded: try m["expanded"]?.bool() ?? false)
    }
  }
}
