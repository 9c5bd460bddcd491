// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

/// The styles of one collection view's elements: per item (and revision, so a reload can restyle)
/// and per supplementary kind, with label templates resolved per element.
package final class StyleBook: @unchecked Sendable {
  private let base: StylePatch
  private let headerStyle: StylePatch
  private let footerStyle: StylePatch
  /// Other supplementary kinds and decoration kinds, resolved over their defaults.
  private let supplementaryStyles: [String: StylePatch]
  private let decorationStyles: [String: StylePatch]
  private let plainSupplementary: StylePatch
  private let plainDecoration: StylePatch
  /// Each item's patches by revision; items with the same patch share its storage.
  private var items: [String: [(revision: Int, patch: Indirect<StylePatch>)]] = [:]
  private var serials: [String: Int] = [:]
  /// The collection view's direction: `natural` text alignment and stacks follow it.
  private let layoutDirection: UserInterfaceLayoutDirection
  let traits: TraitCollection
  /// The scene's own header, footer and other supplementary styles, without defaults (they go
  /// over a list's headers and footers).
  private let explicitSupplementary: [String: StylePatch]
  /// List sections' header and footer texts by section id and kind.
  private let sectionTexts: [String: [String: String]]
  private let separators: ListSeparators
  /// The most characters a filled-in label keeps (`CollectionViewSpec.labelLength`).
  private let labelLength: Int
  /// Outline items' levels by id.
  private var levels: [String: Int] = [:]
  /// Cells drawn by views of their own (a scene built in Swift with a cell provider), set once
  /// before any frame is drawn.
  package var cellViews = CellViews()

  init(
    spec: CollectionViewSpec, traits: TraitCollection, scale: CGFloat = 1,
    separatorColor: RGBAColor? = nil
  ) {
    base = spec.style
    labelLength = max(spec.labelLength, 0)
    layoutDirection = spec.layoutDirection
    self.traits = traits
    var explicit = spec.supplementaryStyles
    explicit[ElementKind.sectionHeader] =
      (explicit[ElementKind.sectionHeader] ?? StylePatch()).over(spec.headerStyle)
    explicit[ElementKind.sectionFooter] =
      (explicit[ElementKind.sectionFooter] ?? StylePatch()).over(spec.footerStyle)
    explicitSupplementary = explicit
    var texts: [String: [String: String]] = [:]
    for (index, section) in spec.sections.enumerated() {
      texts[section.id ?? "s\(index)"] = [
        ElementKind.sectionHeader: section.header ?? "",
        ElementKind.sectionFooter: section.footer ?? "",
      ]
    }
    sectionTexts = texts
    separators = ListSeparators(
      color: separatorColor ?? spec.layout.compositional?.separatorColor
        ?? SystemColors.named("separator", traits: traits) ?? .black,
      scale: scale)
    var header = StylePatch()
    header.fill = SystemColors.named("systemGray5", traits: traits)
    header.textColor = SystemColors.named("label", traits: traits)
    header.label = "Section {section}"
    header.cornerRadius = 0
    header.fontSize = 15
    var footer = header
    footer.label = ""
    var headers = spec.supplementaryStyles
    headerStyle = (headers.removeValue(forKey: ElementKind.sectionHeader) ?? StylePatch())
      .over(spec.headerStyle.over(header))
    footerStyle = (headers.removeValue(forKey: ElementKind.sectionFooter) ?? StylePatch())
      .over(spec.footerStyle.over(footer))
    plainSupplementary = footer
    supplementaryStyles = headers.mapValues { $0.over(footer) }
    var background = StylePatch()
    background.fill = SystemColors.named("secondarySystemBackground", traits: traits)
    background.cornerRadius = 0
    background.label = ""
    plainDecoration = background
    decorationStyles = spec.decorationStyles.mapValues { $0.over(background) }
  }

  /// The patch of a supplementary or decoration view of `kind`.
  func patch(for key: ElementKey) -> StylePatch {
    let kind = key.kind ?? ""
    if key.category == .decorationView { return decorationStyles[kind] ?? plainDecoration }
    switch kind {
    case ElementKind.sectionHeader: return headerStyle
    case ElementKind.sectionFooter: return footerStyle
    default: return supplementaryStyles[kind] ?? plainSupplementary
    }
  }

  /// Records the style of item `id` from `revision` on (the first registration fixes its palette
  /// serial).
  func register(id: String, revision: Int, patch: StylePatch) {
    register(id: id, revision: revision, shared: Indirect(wrappedValue: patch))
  }

  /// Records the style of item `id` from `revision` on, sharing `shared`'s storage with the other
  /// items registered with it.
  func register(id: String, revision: Int, shared: Indirect<StylePatch>) {
    if serials[id] == nil { serials[id] = serials.count }
    items[id, default: []].append((revision, shared))
  }

  /// Whether item `id` has a style registered.
  func knows(_ id: String) -> Bool { items[id] != nil }

  /// The patch in force for an item's revision.
  func patch(id: String, revision: Int) -> StylePatch {
    items[id]?.last { $0.revision <= revision }?.patch.wrappedValue ?? StylePatch()
  }

  /// The complete style of an element as presented (at `time`, seconds, when given), label
  /// placeholders filled in, in the collection view's layout direction.
  package func style(for element: PresentedElement, at time: Double? = nil) -> ItemStyle {
    style(
      key: element.key, identity: element.identity, attributes: element.attributes, at: time)
  }

  /// The complete style of the element `key` showing `identity` (see `style(for:)`), at `time`
  /// (seconds) when given (a cell whose own views a block animation moves then).
  package func style(
    key: ElementKey, identity: ElementIdentity, attributes: LayoutAttributes? = nil,
    at time: Double? = nil
  ) -> ItemStyle {
    if key.category != .decorationView, let attributes,
      let tree = cellViews.tree(for: identity, attributes: attributes, at: time)
    {
      var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
      style.views = [tree]
      guard key.category == .cell, let list = attributes as? ListLayoutAttributes else {
        return style
      }
      // A list row's own view, rounded and separated as the list's rows are.
      style.cornerRadius = list.cornerRadius
      style.cornerCurve = .continuous
      style.maskedCorners = ListLook.roundedCorners(list)
      style.clipsToBounds = true
      return separators.adding(
        to: style, list, override: nil, key: identity.description, traits: traits)
    }
    var style = templateStyle(key: key, identity: identity, attributes: attributes)
    style.textProperties.layoutDirection = layoutDirection
    style.content = style.content.map(directed)
    if key.category == .cell, let level = levels[identity.id], level > 0 {
      let appearance = (attributes as? ListLayoutAttributes)?.appearance
      let width =
        appearance == .sidebar || appearance == .sidebarPlain
        ? CollectionViewListCell.sidebarIndentationWidth
        : CollectionViewListCell.standardIndentationWidth
      style.content = style.content.map { Self.indented($0, by: CGFloat(level) * width) }
    }
    if key.category == .cell, let list = attributes as? ListLayoutAttributes {
      let own = patch(id: identity.id, revision: identity.revision).over(base)
      style = separators.adding(
        to: style, list, override: own.separatorConfiguration, key: identity.description,
        traits: traits)
    }
    return style
  }

  /// Which axes the element keeps at the size the layout offers when it sizes itself (its style's
  /// `required` fitting priorities).
  func fittingPriorities(of identity: ElementIdentity, key: ElementKey)
    -> (horizontal: Bool, vertical: Bool)
  {
    guard key.category == .cell else { return patch(for: key).keepsOfferedSize }
    return patch(id: identity.id, revision: identity.revision).over(base).keepsOfferedSize
  }

  /// Records item `id`'s outline level: its content is indented `level` times the list cell's
  /// `indentationWidth` (10 points, 20 in sidebars).
  func setLevel(_ level: Int, for id: String) { levels[id] = level }

  /// `view` narrowed from its leading edge by `indent` points.
  private static func indented(_ view: ContentView, by indent: CGFloat) -> ContentView {
    let stack = StackLayout(
      axis: .horizontal, alignment: .fill, isLayoutMarginsRelativeArrangement: true,
      layoutMargins: EdgeInsets(top: 0, left: indent, bottom: 0, right: 0))
    var wrapper = ContentView(
      .stack(stack), style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil))
    wrapper.style.content = [view]
    return wrapper
  }

  /// The style with its label templates filled in.
  private func templateStyle(
    key: ElementKey, identity: ElementIdentity, attributes: LayoutAttributes?
  ) -> ItemStyle {
    switch key.category {
    case .cell:
      let id = identity.id
      var patch = patch(id: id, revision: identity.revision).over(base)
      if let list = attributes as? ListLayoutAttributes {
        patch = patch.over(ListLook.rowPatch(list, traits: traits))
      }
      var style = patch.resolved(serial: serials[id] ?? 0, traits: traits)
      let path =
        identity.configuredIndexPath.count == 2 ? identity.configuredIndexPath : key.indexPath
      if let provider = attributes as? ImageOffsetProviding {
        style.image?.offset = provider.imageOffset
      }
      style.label = style.label.map { fill($0, index: path.item, section: path.section, id: id) }
      style.content = style.content.map {
        filled($0) { fill($0, index: path.item, section: path.section, id: id) }
      }
      return style
    case .supplementaryView, .decorationView:
      let id = sectionID(of: key, identity: identity)
      var style = supplementaryPatch(key: key, sectionID: id, attributes).resolved(
        serial: 0, traits: traits)
      let path = identity.configuredIndexPath.isEmpty ? key.indexPath : identity.configuredIndexPath
      let index = path.count > 1 ? path[1] : 0
      let section = path.first ?? 0
      style.label = style.label.map { fill($0, index: index, section: section, id: id) }
      style.content = style.content.map {
        filled($0) { fill($0, index: index, section: section, id: id) }
      }
      return style
    }
  }

  /// A supplementary or decoration view's patch; a list's header or footer shows its section's
  /// text in the appearance's preset, under the scene's own style for the kind.
  private func supplementaryPatch(
    key: ElementKey, sectionID: String, _ attributes: LayoutAttributes?
  ) -> StylePatch {
    guard key.category == .supplementaryView, let list = attributes as? ListLayoutAttributes,
      let kind = key.kind
    else { return patch(for: key) }
    let text = sectionTexts[sectionID]?[kind] ?? ""
    return (explicitSupplementary[kind] ?? StylePatch()).over(
      ListLook.supplementaryPatch(kind: kind, text: text, list, traits: traits))
  }

  /// The id of the section a supplementary view belongs to (its identity is
  /// `<section id>/<kind>/<item>`); a decoration's own identity.
  private func sectionID(of key: ElementKey, identity: ElementIdentity) -> String {
    let id = identity.id
    guard key.category == .supplementaryView else { return id }
    let rest = key.indexPath.dropFirst().map(String.init).joined(separator: ".")
    let suffix = "/\(key.kind ?? "")/\(rest)"
    return id.hasSuffix(suffix) ? String(id.dropLast(suffix.count)) : id
  }

  /// `view` and its subviews in the collection view's layout direction.
  private func directed(_ view: ContentView) -> ContentView {
    var view = view
    view.style.textProperties.layoutDirection = layoutDirection
    view.style.content = view.style.content.map(directed)
    return view
  }

  /// `view` with `fill` applied to its label and its subviews' labels.
  private func filled(_ view: ContentView, _ fill: (String) -> String) -> ContentView {
    var view = view
    view.style.label = view.style.label.map(fill)
    view.style.content = view.style.content.map { filled($0, fill) }
    return view
  }

  /// `template` with `{index}` and `{item}` (the item's index), `{section}` and `{id}` filled in,
  /// in one pass (what is filled in is not read again), cut at `labelLength` characters.
  private func fill(_ template: String, index: Int, section: Int, id: String) -> String {
    guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
    var filled = ""
    var rest = Substring(template)
    // Past this many bytes the label is longer than it may be: stop filling and cut it.
    let bytes = labelLength.multipliedReportingOverflow(by: 16)
    let enough = bytes.overflow ? Int.max : bytes.partialValue
    while let brace = rest.firstIndex(of: "{") {
      guard filled.utf8.count <= enough else { return String(filled.prefix(labelLength)) }
      filled += rest[..<brace]
      rest = rest[brace...]
      if rest.hasPrefix("{index}") || rest.hasPrefix("{item}") {
        filled += String(index)
      } else if rest.hasPrefix("{section}") {
        filled += String(section)
      } else if rest.hasPrefix("{id}") {
        filled += id
      } else {
        filled += "{"
        rest = rest.dropFirst()
        continue
      }
      rest = rest[rest.index(after: rest.firstIndex(of: "}")!)...]
    }
    filled += rest
    let long = filled.utf8.count > labelLength && filled.count > labelLength
    return long ? String(filled.prefix(labelLength)) : filled
  }
}
