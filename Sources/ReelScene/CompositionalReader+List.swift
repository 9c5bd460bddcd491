// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender

/// Lists: `layout: {type: list, appearance: insetGrouped, …}` (every section a list) or a
/// compositional section written `{list: {appearance: …}}`, with
/// `UICollectionLayoutListConfiguration`'s names (SPEC-MODERN §8).
extension CompositionalReader {
  static let listKeys = [
    "appearance", "showsSeparators", "separatorConfiguration", "separatorColor", "headerMode",
    "footerMode", "headerTopPadding", "leadingSwipeActions", "trailingSwipeActions",
  ]

  /// `layout: {type: list, …}`: one list configuration for every section.
  static func listLayout(_ value: SceneValue) throws(SceneError) -> CompositionalLayoutSpec {
    _ = try value.mapping(allowed: ["type"] + listKeys)
    var spec = CompositionalLayoutSpec()
    spec.sections = [.list(try listConfiguration(value, into: &spec, extraKeys: ["type"]))]
    return spec
  }

  /// A list configuration; its separator colour goes to `spec`.
  static func listConfiguration(
    _ value: SceneValue, into spec: inout CompositionalLayoutSpec, extraKeys: [String] = []
  ) throws(SceneError) -> CollectionLayoutListConfiguration {
    let m = try value.mapping(allowed: extraKeys + listKeys)
    let appearance = try StylePatch.choice(
      m.required("appearance", "a list appearance (plain, grouped, insetGrouped, sidebar…)"),
      CollectionLayoutListConfiguration.Appearance.self)
    var config = CollectionLayoutListConfiguration(appearance: appearance)
    if let v = m["showsSeparators"] { config.showsSeparators = try v.bool() }
    if let v = m["separatorConfiguration"] {
      config.separatorConfiguration = try separators(v, over: config.separatorConfiguration)
    }
    if let v = m["separatorColor"] { spec.separatorColor = try v.color() }
    if let v = m["headerMode"] {
      config.headerMode = try StylePatch.choice(
        v, CollectionLayoutListConfiguration.HeaderMode.self)
    }
    if let v = m["footerMode"] {
      config.footerMode = try StylePatch.choice(
        v, CollectionLayoutListConfiguration.FooterMode.self)
    }
    if let v = m["headerTopPadding"] { config.headerTopPadding = CGFloat(try v.nonNegative()) }
    if let v = m["leadingSwipeActions"] {
      let actions = try swipeActions(v)
      config.leadingSwipeActionsConfigurationProvider = { _ in actions }
    }
    if let v = m["trailingSwipeActions"] {
      let actions = try swipeActions(v)
      config.trailingSwipeActionsConfigurationProvider = { _ in actions }
    }
    return config
  }

  static let separatorKeys = [
    "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets",
    "bottomSeparatorInsets",
  ]

  /// `{topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets,
  /// bottomSeparatorInsets}` over `base`; an inset edge left out stays automatic.
  static func separators(_ value: SceneValue, over base: ListSeparatorConfiguration)
    throws(SceneError) -> ListSeparatorConfiguration
  {
    let m = try value.mapping(allowed: separatorKeys)
    var config = base
    typealias Visibility = ListSeparatorConfiguration.Visibility
    if let v = m["topSeparatorVisibility"] {
      config.topSeparatorVisibility = try StylePatch.choice(v, Visibility.self)
    }
    if let v = m["bottomSeparatorVisibility"] {
      config.bottomSeparatorVisibility = try StylePatch.choice(v, Visibility.self)
    }
    if let v = m["topSeparatorInsets"] { config.topSeparatorInsets = try separatorInsets(v) }
    if let v = m["bottomSeparatorInsets"] {
      config.bottomSeparatorInsets = try separatorInsets(v)
    }
    return config
  }

  /// `{leading, trailing}` in points; an edge left out is automatic.
  static func separatorInsets(_ value: SceneValue) throws(SceneError) -> NSDirectionalEdgeInsets {
    let m = try value.mapping(allowed: ["leading", "trailing"])
    var insets = ListSeparatorConfiguration.automaticInsets
    if let v = m["leading"] { insets.leading = CGFloat(try v.nonNegative()) }
    if let v = m["trailing"] { insets.trailing = CGFloat(try v.nonNegative()) }
    return insets
  }

  /// A list of actions (`{title, style, backgroundColor, image}`, `image` a symbol name), or
  /// `{actions: […], performsFirstActionWithFullSwipe: false}`.
  static func swipeActions(_ value: SceneValue) throws(SceneError) -> SwipeActionsConfiguration {
    var entries = value
    var fullSwipe = true
    if value.isMapping {
      let m = try value.mapping(allowed: ["actions", "performsFirstActionWithFullSwipe"])
      entries = try m.required("actions", "a list of actions")
      fullSwipe = try m["performsFirstActionWithFullSwipe"]?.bool() ?? true
    }
    let list = try entries.list()
    guard list.count <= 8 else {
      throw entries.error("expected at most 8 actions, found \(list.count)")
    }
    let config = SwipeActionsConfiguration(
      actions: try list.map { v throws(SceneError) in try action(v) })
    config.performsFirstActionWithFullSwipe = fullSwipe
    return config
  }

  static func action(_ value: SceneValue) throws(SceneError) -> ContextualAction {
    let m = try value.mapping(allowed: ["title", "style", "backgroundColor", "image"])
    let action = ContextualAction(
      style: try m["style"].map { v throws(SceneError) in
        try StylePatch.choice(v, ContextualAction.Style.self)
      } ?? .normal,
      title: try m["title"]?.text())
    if let v = m["backgroundColor"] {
      let rgba = try v.color()
      action.backgroundColor = Color(systemName: try v.string()) ?? Color(cgColor: rgba)
    }
    if let v = m["image"] { action.symbolName = try StylePatch.symbolName(v) }
    if (action.title ?? "").isEmpty, action.symbolName == nil {
      throw value.error("expected an action with a title or an image")
    }
    return action
  }
}
