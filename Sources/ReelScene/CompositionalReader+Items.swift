// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Items, groups, sizes and spacing of a compositional layout in a scene.
extension CompositionalReader {
  static let dimensionKinds = [
    "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
  ]

  /// `{fractionalWidth: f}`, `{fractionalHeight: f}`, `{absolute: points}`,
  /// `{estimated: points}` or `{uniformAcrossSiblings: points}` (an estimate); each at least 0
  /// (an estimate more than 0).
  static func dimension(_ value: SceneValue) throws(SceneError) -> NSCollectionLayoutDimension {
    let m = try value.mapping(allowed: dimensionKinds)
    guard m.keys.count == 1, let key = m.keys.first, let v = m[key] else {
      throw value.error(
        "expected one of {fractionalWidth: f}, {fractionalHeight: f}, {absolute: points}, "
          + "{estimated: points} or {uniformAcrossSiblings: points}, found \(m.keys.count) keys")
    }
    switch key {
    case "fractionalWidth": return .fractionalWidth(CGFloat(try v.nonNegative()))
    case "fractionalHeight": return .fractionalHeight(CGFloat(try v.nonNegative()))
    case "absolute": return .absolute(CGFloat(try v.nonNegative()))
    case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: CGFloat(try v.positive()))
    default: return .estimated(CGFloat(try v.positive()))
    }
  }

  /// `{widthDimension: …, heightDimension: …}`.
  static func layoutSize(_ value: SceneValue) throws(SceneError) -> NSCollectionLayoutSize {
    let m = try value.mapping(allowed: ["widthDimension", "heightDimension"])
    return NSCollectionLayoutSize(
      widthDimension: try dimension(m.required("widthDimension", "a dimension")),
      heightDimension: try dimension(m.required("heightDimension", "a dimension")))
  }

  /// `{fixed: points}` or `{flexible: points}`.
  static func spacing(_ value: SceneValue) throws(SceneError) -> NSCollectionLayoutSpacing {
    let m = try value.mapping(allowed: ["fixed", "flexible"])
    guard m.keys.count == 1 else {
      throw value.error("expected {fixed: points} or {flexible: points}")
    }
    if let v = m["fixed"] { return .fixed(try v.cgFloat()) }
    return .flexible(try m["flexible"]!.cgFloat())
  }

  static func edgeSpacing(_ value: SceneValue) throws(SceneError) -> NSCollectionLayoutEdgeSpacing {
    let m = try value.mapping(allowed: ["leading", "top", "trailing", "bottom"])
    func edge(_ key: String) throws(SceneError) -> NSCollectionLayoutSpacing? {
      try m[key].map { v throws(SceneError) in try spacing(v) }
    }
    return NSCollectionLayoutEdgeSpacing(
      leading: try edge("leading"), top: try edge("top"), trailing: try edge("trailing"),
      bottom: try edge("bottom"))
  }

  static let groupKinds = ["horizontal", "vertical", "custom"]
  static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]

  /// A subitem: a group (`{horizontal: …}`…) or an item (`{layoutSize, contentInsets, …}`).
  static func subitem(_ value: SceneValue, depth: Int) throws(SceneError) -> NSCollectionLayoutItem
  {
    if value.mappingKeys.contains(where: groupKinds.contains) {
      return try group(value, depth: depth + 1)
    }
    let m = try value.mapping(allowed: itemKeys)
    let supplementaries = try m["supplementaryItems"].map { v throws(SceneError) in
      try list(v).map(supplementaryItem)
    }
    let item = NSCollectionLayoutItem(
      layoutSize: try layoutSize(m.required("layoutSize", "{widthDimension, heightDimension}")),
      supplementaryItems: supplementaries ?? [])
    try decorate(item, m)
    return item
  }

  /// `contentInsets` and `edgeSpacing`, shared by items and groups.
  static func decorate(_ item: NSCollectionLayoutItem, _ m: SceneMapping) throws(SceneError) {
    if let v = m["contentInsets"] { item.contentInsets = try insets(v) }
    if let v = m["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(v) }
  }

  static let groupKeys =
    itemKeys + [
      "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "frames",
    ]

  /// `{horizontal: body}`, `{vertical: body}` or `{custom: body}`: the body gives `layoutSize` and
  /// `subitems`, or `subitem` (or `repeatingSubitem`) with `count`, or (custom) `frames`.
  static func group(_ value: SceneValue, depth: Int) throws(SceneError) -> NSCollectionLayoutGroup {
    guard depth < maximumDepth else {
      throw value.error("expected groups nested at most \(maximumDepth) deep")
    }
    let outer = try value.mapping(allowed: groupKinds)
    guard outer.keys.count == 1, let kind = outer.keys.first, let body = outer[kind] else {
      throw value.error("expected one of {horizontal: …}, {vertical: …} or {custom: …}")
    }
    let m = try body.mapping(allowed: groupKeys)
    let size = try layoutSize(m.required("layoutSize", "{widthDimension, heightDimension}"))
    let group: NSCollectionLayoutGroup
    if kind == "custom" {
      group = .custom(layoutSize: size, itemProvider: try customFrames(m, at: body))
    } else {
      group = try arranged(kind == "horizontal" ? .horizontal : .vertical, size, m, body, depth)
    }
    if let v = m["interItemSpacing"] { group.interItemSpacing = try spacing(v) }
    try decorate(group, m)
    return group
  }

  private static func arranged(
    _ axis: ScrollDirection, _ size: NSCollectionLayoutSize, _ m: SceneMapping,
    _ body: SceneValue, _ depth: Int
  ) throws(SceneError) -> NSCollectionLayoutGroup {
    let vertical = axis == .vertical
    if let v = m["subitems"] {
      let items = try list(v).map { v throws(SceneError) in try subitem(v, depth: depth) }
      if items.isEmpty { throw v.error("expected at least one subitem") }
      return vertical
        ? .vertical(layoutSize: size, subitems: items)
        : .horizontal(layoutSize: size, subitems: items)
    }
    let repeating = m["repeatingSubitem"]
    guard let one = m["subitem"] ?? repeating else {
      throw body.error("expected subitems, or subitem (or repeatingSubitem) with count")
    }
    let item = try subitem(one, depth: depth)
    let count = try m.required("count", "how many subitems").int(in: 1...maximumListLength)
    switch (repeating != nil, vertical) {
    case (true, true): return .vertical(layoutSize: size, repeatingSubitem: item, count: count)
    case (true, false): return .horizontal(layoutSize: size, repeatingSubitem: item, count: count)
    case (false, true): return .vertical(layoutSize: size, subitem: item, count: count)
    case (false, false): return .horizontal(layoutSize: size, subitem: item, count: count)
    }
  }

  /// A custom group's `frames`: `[x, y, width, height]` or `{frame: […], zIndex}` relative to the
  /// group's origin, one item each.
  private static func customFrames(_ m: SceneMapping, at body: SceneValue) throws(SceneError)
    -> NSCollectionLayoutGroup.CustomItemProvider
  {
    let values = try list(m.required("frames", "a list of frames [x, y, width, height]"))
    var items: [NSCollectionLayoutGroupCustomItem] = []
    for v in values {
      if v.isSequence {
        items.append(NSCollectionLayoutGroupCustomItem(frame: try v.rect()))
      } else {
        let fm = try v.mapping(allowed: ["frame", "zIndex"])
        items.append(
          NSCollectionLayoutGroupCustomItem(
            frame: try fm.required("frame", "[x, y, width, height]").rect(),
            zIndex: try fm["zIndex"]?.int(in: -10_000...10_000) ?? 0))
      }
    }
    if items.isEmpty { throw body.error("expected at least one frame") }
    let frames = items
    return { _ in frames }
  }
}
