// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import Yams

/// The collection view: its frame, layouts, styles, items and taps.
extension SceneLoader {
  static func collectionView(_ value: SceneValue, canvas: CanvasSpec, extraKeys: [String] = [])
    throws(SceneError) -> CollectionViewSpec
  {
    let m = try value.mapping(allowed: extraKeys + SceneKeys.collectionView)
    let frame =
      try m["frame"]?.rect() ?? CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    if frame.width <= 0 || frame.height <= 0 {
      throw m["frame"]!.error("expected a frame with a positive width and height")
    }
    let (layout, namedLayouts, layoutName) = try layouts(m)
    let sections = try sections(m, limits: value.context.limits, at: value)
    // A style that fails is recorded and left out, so the items and the script are still read.
    func style(_ key: String) throws(SceneError) -> StylePatch {
      guard let v = m[key] else { return StylePatch() }
      return try v.recovering(drops: false) { v throws(SceneError) in
        try StylePatch(v.mapping(allowed: StylePatch.keys))
      } ?? StylePatch()
    }
    let listBackground = layout.compositional?.listConfiguration(forSection: 0).map {
      ListLook.background($0.appearance, traits: value.context.traits)
    }
    var spec = CollectionViewSpec(
      frame: frame, background: try m["background"]?.color() ?? listBackground,
      clipsToBounds: try m["clipsToBounds"]?.bool() ?? true,
      contentInset: try m["contentInset"]?.insets() ?? .zero,
      contentOffset: try m["contentOffset"]?.point() ?? .zero,
      layout: layout, namedLayouts: namedLayouts, layoutName: layoutName, style: try style("style"),
      headerStyle: try style("headerStyle"), footerStyle: try style("footerStyle"),
      sections: sections, isPagingEnabled: try m["pagingEnabled"]?.bool() ?? false,
      decelerationRate: try m["decelerationRate"].map { v throws(SceneError) in
        try decelerationRate(v)
      } ?? 0.998,
      showsScrollIndicators: try m["showsScrollIndicators"]?.bool() ?? true,
      onTap: try m["onTap"].map { v throws(SceneError) in try tapAction(v) } ?? TapAction())
    if let v = m["layoutDirection"] {
      spec.layoutDirection = try StylePatch.choice(v, UserInterfaceLayoutDirection.self)
    }
    spec.startsAtRest = m["contentOffset"] == nil
    spec.labelLength = value.context.limits.textLength
    if let v = m["safeAreaInsets"] {
      spec.safeAreaInsets = try v.insets()
    } else if let device = canvas.device {
      spec.safeAreaInsets = Self.safeArea(of: device, over: frame, canvas: canvas)
    }
    if let v = m["layoutMargins"] { spec.layoutMargins = try v.insets() }
    if let v = m["contentInsetAdjustmentBehavior"] {
      spec.contentInsetAdjustmentBehavior = try StylePatch.choice(
        v, ContentInsetAdjustmentBehavior.self)
    }
    spec.supplementaryStyles = try kindStyles(m["supplementaryStyles"])
    spec.decorationStyles = try kindStyles(m["decorationStyles"])
    return spec
  }

  /// `{kind: style, …}`; `header` and `footer` name UIKit's section header and footer kinds.
  static func kindStyles(_ value: SceneValue?) throws(SceneError) -> [String: StylePatch] {
    guard let value else { return [:] }
    let m = try value.mapping(allowed: value.mappingKeys)
    var styles: [String: StylePatch] = [:]
    for key in m.keys {
      let entry = m[key]!
      guard key.count <= 100 else {
        throw m.error(atKey: key, "expected an element kind of at most 100 characters")
      }
      styles[CompositionalReader.elementKind(named: key)] = try StylePatch(
        entry.mapping(allowed: StylePatch.keys))
    }
    return styles
  }

  /// The collection view's `layout` and named `layouts`: the layout it starts with, every named
  /// one, and the starting one's name ("default" for an inline layout).
  static func layouts(_ m: SceneMapping) throws(SceneError) -> (
    LayoutSpec, [String: LayoutSpec], String
  ) {
    var namedLayouts: [String: LayoutSpec] = [:]
    if let layouts = m["layouts"] {
      let lm = try layouts.mapping(allowed: layouts.mappingKeys)
      for key in lm.keys { namedLayouts[key] = try layoutSpec(lm[key]!) }
    }
    let layoutValue = try m.required(
      "layout",
      "a mapping with a type (flow, circle, stack, waterfall), or the name of one of `layouts`")
    let layoutName: String
    let layout: LayoutSpec
    if layoutValue.isScalar {
      layoutName = try layoutValue.choice(namedLayouts.keys.sorted())
      layout = namedLayouts[layoutName]!
    } else {
      layoutName = "default"
      layout = try layoutSpec(layoutValue)
      if namedLayouts[layoutName] == nil { namedLayouts[layoutName] = layout }
    }
    return (layout, namedLayouts, layoutName)
  }

  /// `items` (one section) or `sections`, within the item limit.
  static func sections(_ m: SceneMapping, limits: SceneLimits, at value: SceneValue)
    throws(SceneError) -> [SectionSpec]
  {
    var sections: [SectionSpec] = []
    if let items = m["items"] {
      if let s = m["sections"] {
        throw s.error("give either items (one section) or sections, not both")
      }
      sections = [SectionSpec(style: StylePatch(), items: try self.items(items))]
    } else if let list = m["sections"] {
      var ids = Set<String>()
      // A failing section is recorded and the next read.
      for section in try list.list() {
        let read = try section.recovering { section throws(SceneError) in
          let sm = try section.mapping(allowed: SceneKeys.section)
          let id = try sm["id"]?.text()
          if let id, !ids.insert(id).inserted {
            throw sm["id"]!.error("duplicate section id '\(id)'")
          }
          let style =
            try sm["style"]?.recovering(drops: false) { v throws(SceneError) in
              try StylePatch(v.mapping(allowed: StylePatch.keys))
            } ?? StylePatch()
          let (items, outline) = try sectionItems(
            try sm.required("items", "a count or a list of items"))
          var spec = SectionSpec(style: style, items: items, id: id)
          spec.outline = outline
          spec.header = try sm["header"]?.text()
          spec.footer = try sm["footer"]?.text()
          return spec
        }
        if let read { sections.append(read) }
      }
    }
    let itemCount = sections.reduce(0) {
      $0 + ($1.outline.map { OutlineNode.allItems($0).count } ?? $1.items.count)
    }
    if itemCount > limits.items {
      throw (m["items"] ?? m["sections"] ?? value).error(
        SceneLimits.message(
          "the number of items", itemCount, limit: limits.items, flag: "--max-items"))
    }
    return sections
  }

  /// `{cell: none|delete|reload|check, empty: none|insert, insertAt: index path}`.
  static func tapAction(_ value: SceneValue) throws(SceneError) -> TapAction {
    let m = try value.mapping(allowed: SceneKeys.onTap)
    var action = TapAction()
    if let cell = m["cell"] {
      action.cell = TapAction.OnCell(
        rawValue: try cell.choice(TapAction.OnCell.allCases.map(\.rawValue)))!
    }
    if let empty = m["empty"], try empty.choice(["none", "insert"]) == "insert" {
      action.insertOnEmpty =
        try m["insertAt"].map { v throws(SceneError) in try indexPath(v) }
        ?? IndexPath(item: 0, section: 0)
    }
    return action
  }

  /// A registered layout type. A name nothing resembles may be a layout that a package registers
  /// in its own executable: the message says where it is known.
  static func layoutType(_ value: SceneValue, registry: LayoutRegistry) throws(SceneError)
    -> String
  {
    let name = try value.string()
    let names = registry.names
    guard !names.contains(name) else { return name }
    let hint = suggestion(for: name, among: names)
    let elsewhere =
      hint.isEmpty
      ? "; a layout that a package registers (LayoutRegistry.shared.register) is known only to "
        + "that package's executable: run this scene with it (its render, validate…)"
      : ""
    throw value.error(
      "expected one of \(names.joined(separator: ", ")), found '\(name)'\(hint)\(elsewhere)")
  }

  /// A layout mapping: `type` plus that layout's parameters.
  static func layoutSpec(_ value: SceneValue) throws(SceneError) -> LayoutSpec {
    let registry = LayoutRegistry.shared
    let any = try value.mapping(allowed: value.mappingKeys)
    let type = try layoutType(try any.required("type", "a layout type"), registry: registry)
    if type == "compositional" || type == "list" {
      var spec = LayoutSpec(type: type, location: value.location)
      spec.compositional =
        type == "list"
        ? try CompositionalReader.listLayout(value) : try CompositionalReader.layout(value)
      return spec
    }
    let parameters = registry.sceneParameters(for: type)
    let m = try value.mapping(allowed: ["type"] + parameters.map(\.name))
    var values: [String: LayoutParameterValue] = [:]
    for parameter in parameters {
      if let v = m[parameter.name] {
        values[parameter.name] = try v.layoutParameter(parameter.kind)
      }
    }
    return LayoutSpec(type: type, values: values, location: value.location)
  }

  /// `normal` (0.998), `fast` (0.99) or a number in 0.5…0.9999.
  static func decelerationRate(_ value: SceneValue) throws(SceneError) -> Double {
    if let word = try? value.string(), let named = ["normal": 0.998, "fast": 0.99][word] {
      return named
    }
    let rate = try value.double()
    guard rate >= 0.5, rate <= 0.9999 else {
      throw value.error(
        """
        expected normal, fast or a rate from 0.5 to 0.9999 (fraction of velocity kept per \
        millisecond), found \(rate)
        """
      )
    }
    return rate
  }

  /// A count, or a list of item specs (a colour string or a mapping).
  static func items(_ value: SceneValue) throws(SceneError) -> [ItemSpec] {
    if value.isScalar {
      let count = try value.int(in: 0...maximumItemsPerSection)
      return Array(repeating: ItemSpec(), count: count)
    }
    let list = try value.list()
    guard list.count <= maximumItemsPerSection else {
      throw value.error("expected at most \(maximumItemsPerSection) items, found \(list.count)")
    }
    // A failing item is recorded and the next read.
    var items: [ItemSpec] = []
    for v in list {
      if let spec = try v.recovering({ v throws(SceneError) in try item(v) }) { items.append(spec) }
    }
    return items
  }

  static let itemKeys = ["id", "size", "height", "aspectRatio"] + StylePatch.keys

  /// One item: a colour string, or a mapping of `itemKeys` (plus `extraKeys`).
  static func item(_ value: SceneValue, extraKeys: [String] = []) throws(SceneError) -> ItemSpec {
    // A style that fails is recorded and left out: the item stays, so the script is checked.
    if value.isScalar {
      var style = StylePatch()
      style.fill = try value.recovering(drops: false) { v throws(SceneError) in try v.color() }
      return ItemSpec(style: style)
    }
    let m = try value.mapping(allowed: itemKeys + extraKeys)
    let style = try value.recovering(drops: false) { _ throws(SceneError) in try StylePatch(m) }
    var spec = ItemSpec(
      id: try m["id"]?.string(), style: style ?? StylePatch(), size: try m["size"]?.size(),
      height: try m["height"].map { v throws(SceneError) in CGFloat(try v.nonNegative()) },
      aspectRatio: try m["aspectRatio"].map { v throws(SceneError) in CGFloat(try v.positive()) })
    spec.idLocation = m["id"]?.location
    return spec
  }
}
