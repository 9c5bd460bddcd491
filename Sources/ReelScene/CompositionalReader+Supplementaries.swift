// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Headers, footers, badges and backgrounds of a compositional layout in a scene.
extension CompositionalReader {
  static let alignments: [String: NSRectAlignment] = [
    "none": .none, "top": .top, "topLeading": .topLeading, "leading": .leading,
    "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    "trailing": .trailing, "topTrailing": .topTrailing,
  ]

  /// `header` and `footer` stand for UIKit's section header and footer kinds; other words are
  /// kinds of their own (styled by the collection view's `supplementaryStyles`).
  static func elementKind(_ value: SceneValue) throws(SceneError) -> String {
    let kind = try value.string()
    guard !kind.isEmpty, kind.count <= 100 else {
      throw value.error("expected an element kind of 1 to 100 characters")
    }
    return elementKind(named: kind)
  }

  /// UIKit's kind for `header` and `footer`; any other word as it is.
  static func elementKind(named kind: String) -> String {
    switch kind {
    case "header": ElementKind.sectionHeader
    case "footer": ElementKind.sectionFooter
    default: kind
    }
  }

  static let boundaryKeys = [
    "layoutSize", "elementKind", "alignment", "absoluteOffset", "extendsBoundary",
    "pinToVisibleBounds", "zIndex",
  ]

  static func boundaryItem(_ value: SceneValue) throws(SceneError)
    -> NSCollectionLayoutBoundarySupplementaryItem
  {
    let m = try value.mapping(allowed: boundaryKeys)
    let alignment = try m.required("alignment", "top, bottom, leading…").choice(
      NSRectAlignment.allCases.compactMap { a in alignments.first { $0.value == a }?.key })
    let item = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: try layoutSize(m.required("layoutSize", "{widthDimension, heightDimension}")),
      elementKind: try elementKind(m.required("elementKind", "header, footer or a kind")),
      alignment: alignments[alignment]!, absoluteOffset: try m["absoluteOffset"]?.point() ?? .zero)
    if let v = m["extendsBoundary"] { item.extendsBoundary = try v.bool() }
    if let v = m["pinToVisibleBounds"] { item.pinToVisibleBounds = try v.bool() }
    if let v = m["zIndex"] { item.zIndex = try v.int(in: -10_000...10_000) }
    return item
  }

  static let edgeNames: [String: NSDirectionalRectEdge] = [
    "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
  ]

  /// A badge: `{layoutSize, elementKind, containerAnchor: {edges: [top, trailing],
  /// fractionalOffset | absoluteOffset: [x, y]}, zIndex}`.
  static func supplementaryItem(_ value: SceneValue) throws(SceneError)
    -> NSCollectionLayoutSupplementaryItem
  {
    let m = try value.mapping(allowed: ["layoutSize", "elementKind", "containerAnchor", "zIndex"])
    let item = NSCollectionLayoutSupplementaryItem(
      layoutSize: try layoutSize(m.required("layoutSize", "{widthDimension, heightDimension}")),
      elementKind: try elementKind(m.required("elementKind", "the badge's kind")),
      containerAnchor: try anchor(m.required("containerAnchor", "{edges, …}")))
    if let v = m["zIndex"] { item.zIndex = try v.int(in: -10_000...10_000) }
    return item
  }

  static func anchor(_ value: SceneValue) throws(SceneError) -> NSCollectionLayoutAnchor {
    let m = try value.mapping(allowed: ["edges", "absoluteOffset", "fractionalOffset"])
    var edges: NSDirectionalRectEdge = []
    for v in try list(m.required("edges", "a list of top, leading, bottom, trailing")) {
      edges.insert(edgeNames[try v.choice(["top", "leading", "bottom", "trailing"])]!)
    }
    if let v = m["fractionalOffset"] {
      if m["absoluteOffset"] != nil {
        throw v.error("give either absoluteOffset or fractionalOffset, not both")
      }
      return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: try v.point())
    }
    return NSCollectionLayoutAnchor(
      edges: edges, absoluteOffset: try m["absoluteOffset"]?.point() ?? .zero)
  }

  /// `{background: kind, contentInsets, zIndex}`.
  static func decorationItem(_ value: SceneValue) throws(SceneError)
    -> NSCollectionLayoutDecorationItem
  {
    let m = try value.mapping(allowed: ["background", "contentInsets", "zIndex"])
    let item = NSCollectionLayoutDecorationItem.background(
      elementKind: try elementKind(m.required("background", "the background's kind")))
    if let v = m["contentInsets"] { item.contentInsets = try insets(v) }
    if let v = m["zIndex"] { item.zIndex = try v.int(in: -10_000...10_000) }
    return item
  }
}
