// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelViews

/// A compositional layout as a scene gives it: the configuration and one description per section
/// (a section past the list uses the last one).
public struct CompositionalLayoutSpec: @unchecked Sendable {
  /// One section's description: fixed, or a list built for the environment it is given.
  public enum Section: @unchecked Sendable {
    case section(NSCollectionLayoutSection)
    case list(CollectionLayoutListConfiguration)
  }

  public var configuration = CollectionViewCompositionalLayoutConfiguration()
  public var sections: [Section] = []
  /// The colour list separators are drawn in; nil for `UIColor.separator`.
  public var separatorColor: RGBAColor?

  /// A layout answering section `i` with `sections[min(i, count − 1)]`.
  public func makeLayout() -> CollectionViewCompositionalLayout {
    let sections = sections
    return CollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        guard !sections.isEmpty else { return nil }
        switch sections[min(index, sections.count - 1)] {
        case .section(let section): return section
        case .list(let list):
          return .list(using: list, layoutEnvironment: environment)
        }
      },
      configuration: configuration)
  }

  /// The list configuration of section `index`, nil when it is not a list.
  public func listConfiguration(forSection index: Int) -> CollectionLayoutListConfiguration? {
    guard !sections.isEmpty, case .list(let list) = sections[min(index, sections.count - 1)]
    else { return nil }
    return list
  }
}

/// Reads `layout: {type: compositional, …}` with UIKit's names (SPEC-MODERN §1–7): dimensions are
/// `{fractionalWidth: 0.5}`, `{fractionalHeight: 1}`, `{absolute: 44}` or `{estimated: 60}`;
/// groups are `{horizontal: {…}}`, `{vertical: {…}}` or `{custom: {…}}`.
enum CompositionalReader {
  /// The most sections, subitems, supplementary items or custom frames one list may hold, and
  /// the deepest nesting of groups.
  static let maximumListLength = 1_000
  static let maximumDepth = 8

  static let layoutKeys = [
    "type", "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections",
  ]

  static func layout(_ value: SceneValue) throws(SceneError) -> CompositionalLayoutSpec {
    let m = try value.mapping(allowed: layoutKeys)
    var spec = CompositionalLayoutSpec()
    if let v = m["scrollDirection"] {
      spec.configuration.scrollDirection = try StylePatch.choice(v, ScrollDirection.self)
    }
    if let v = m["interSectionSpacing"] { spec.configuration.interSectionSpacing = try v.cgFloat() }
    if let v = m["boundarySupplementaryItems"] {
      spec.configuration.boundarySupplementaryItems = try list(v).map(boundaryItem)
    }
    let sections = try m.required("sections", "a list of sections, each with a group")
    let axis = spec.configuration.scrollDirection
    spec.sections = try list(sections).map { v throws(SceneError) in
      if v.isMapping, let list = try v.mapping(allowed: v.mappingKeys)["list"] {
        _ = try v.mapping(allowed: ["list"])
        return .list(try listConfiguration(list, into: &spec))
      }
      return .section(try section(v, axis: axis))
    }
    if spec.sections.isEmpty { throw sections.error("expected at least one section") }
    return spec
  }

  static func list(_ value: SceneValue) throws(SceneError) -> [SceneValue] {
    let items = try value.list()
    guard items.count <= maximumListLength else {
      throw value.error("expected at most \(maximumListLength) entries, found \(items.count)")
    }
    return items
  }

  static let sectionKeys = [
    "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
    "boundarySupplementaryItems", "decorationItems", "visibleItemsInvalidationHandler",
    "supplementariesFollowContentInsets", "supplementaryContentInsetsReference",
  ]

  /// One section; `axis` is the layout's scrolling axis (effects follow the section's own).
  static func section(_ value: SceneValue, axis: ScrollDirection) throws(SceneError)
    -> NSCollectionLayoutSection
  {
    let m = try value.mapping(allowed: sectionKeys)
    let section = NSCollectionLayoutSection(
      group: try group(m.required("group", "a group: {horizontal: …}, {vertical: …}"), depth: 0))
    if let v = m["contentInsets"] { section.contentInsets = try insets(v) }
    if let v = m["interGroupSpacing"] { section.interGroupSpacing = try v.cgFloat() }
    if let v = m["orthogonalScrollingBehavior"] {
      section.orthogonalScrollingBehavior = try StylePatch.choice(
        v, CollectionLayoutSectionOrthogonalScrollingBehavior.self)
    }
    if let v = m["boundarySupplementaryItems"] {
      section.boundarySupplementaryItems = try list(v).map(boundaryItem)
    }
    if let v = m["decorationItems"] { section.decorationItems = try list(v).map(decorationItem) }
    if let v = m["visibleItemsInvalidationHandler"] {
      let orthogonal = section.orthogonalScrollingBehavior != .none
      section.visibleItemsInvalidationHandler = try VisibleItemsEffect(v).handler(
        horizontal: (axis == .horizontal) != orthogonal)
    }
    if let v = m["supplementariesFollowContentInsets"] {
      section.supplementariesFollowContentInsets = try v.bool()
    }
    if let v = m["supplementaryContentInsetsReference"] {
      section.supplementaryContentInsetsReference = try StylePatch.choice(
        v, ContentInsetsReference.self)
    }
    try checkUniqueKinds(section, at: value)
    return section
  }

  /// UIKit's rule: one section's supplementary kinds are unique (SPEC-MODERN §4.1).
  static func checkUniqueKinds(_ section: NSCollectionLayoutSection, at value: SceneValue)
    throws(SceneError)
  {
    var kinds = section.boundarySupplementaryItems.map(\.elementKind)
    var groups = [section.group]
    while let group = groups.popLast() {
      kinds += group.supplementaryItems.map(\.elementKind)
      for item in group.subitems {
        kinds += item.supplementaryItems.map(\.elementKind)
        if let nested = item as? NSCollectionLayoutGroup { groups.append(nested) }
      }
    }
    let duplicates = Set(kinds.filter { kind in kinds.filter { $0 == kind }.count > 1 })
    if !duplicates.isEmpty {
      throw value.error(
        "Error: Every supplementary must have a unique elementKind: duplicates detected: "
          + duplicates.sorted().joined(separator: ", "))
    }
  }

  /// `{top, leading, bottom, trailing}` (missing edges 0), `[top, leading, bottom, trailing]` or
  /// one number for all four.
  static func insets(_ value: SceneValue) throws(SceneError) -> NSDirectionalEdgeInsets {
    if value.isScalar { return NSDirectionalEdgeInsets(all: try value.cgFloat()) }
    if value.isSequence {
      let parts = try value.list()
      guard parts.count == 4 else {
        throw value.error(
          "expected insets [top, leading, bottom, trailing], found a list of \(parts.count)")
      }
      return NSDirectionalEdgeInsets(
        top: try parts[0].cgFloat(), leading: try parts[1].cgFloat(),
        bottom: try parts[2].cgFloat(), trailing: try parts[3].cgFloat())
    }
    let m = try value.mapping(allowed: ["top", "leading", "bottom", "trailing"])
    return NSDirectionalEdgeInsets(
      top: try m["top"]?.cgFloat() ?? 0, leading: try m["leading"]?.cgFloat() ?? 0,
      bottom: try m["bottom"]?.cgFloat() ?? 0, trailing: try m["trailing"]?.cgFloat() ?? 0)
  }
}
