// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

extension StylePatch {
  /// Keys that give an element views of its own.
  static let viewKeys = ["views", "content", "accessories", "backgroundConfiguration"]

  /// The kinds of view a `views` entry can be, one key each.
  static let viewKinds = [
    "stack", "label", "image", "symbol", "spacer", "view", "searchField", "slider", "stepper",
  ]
  /// What any view takes besides its kind and the style keys.
  static let viewExtraKeys = [
    "views", "width", "height", "alpha", "isHidden", "hugging", "compressionResistance", "id",
  ]

  /// The most views in one element (all levels together).
  static let maximumViews = 1000
  /// The most views one stack arranges: Auto Layout's work on a stack grows with the cube of
  /// its views (64 wrapped labels sharing a row equally lay out in under a second; 400 took
  /// minutes), so bigger rows and columns are stacks of stacks.
  static let maximumArrangedViews = 64

  /// Reads `views` (a tree of views; unless `subviews` is false), or `content` and
  /// `accessories` (a list content configuration), into `content`.
  mutating func readViews(_ m: SceneMapping, subviews: Bool = true) throws(SceneError) {
    if let v = m["backgroundConfiguration"] {
      background = try BackgroundConfigurationReader.view(v)
    }
    if let views = m["views"] {
      if let other = m["content"] ?? m["accessories"] {
        throw other.error(
          "'views' and a content configuration both fill the element: keep one (found 'views' at "
            + "\(views.location))")
      }
      guard subviews else { return }
      var count = 0
      content = try Self.views(views, count: &count)
    } else if m["content"] != nil || m["accessories"] != nil {
      content = [try ContentConfiguration(m).contentView()]
    }
  }

  /// A list of views.
  static func views(_ value: SceneValue, count: inout Int) throws(SceneError) -> [ContentView] {
    var views: [ContentView] = []
    for entry in try value.list() { views.append(try view(entry, count: &count)) }
    return views
  }

  /// One view: exactly one kind key, style keys, sizes, alpha and subviews.
  static func view(_ value: SceneValue, count: inout Int) throws(SceneError) -> ContentView {
    count += 1
    guard count <= maximumViews else {
      throw value.error("expected at most \(maximumViews) views in one element")
    }
    let m = try value.mapping(allowed: viewKinds + viewExtraKeys + keys)
    let kinds = viewKinds.filter { m[$0] != nil }
    guard kinds.count == 1, let kindKey = kinds.first, let kindValue = m[kindKey] else {
      throw value.error(
        "expected exactly one of \(viewKinds.joined(separator: ", ")), found "
          + (kinds.isEmpty ? "none" : kinds.joined(separator: " and ")))
    }
    var view: ContentView
    if kindKey == "searchField" {
      if let v = m["views"] { throw v.error("a search field holds no views of its own") }
      view = try searchField(kindValue, id: m["id"]?.text(), traits: value.context.traits)
    } else if kindKey == "slider" || kindKey == "stepper" {
      if let v = m["views"] { throw v.error("a \(kindKey) holds no views of its own") }
      view =
        kindKey == "slider"
        ? try slider(kindValue, traits: value.context.traits)
        : try stepper(kindValue, id: m["id"]?.text(), traits: value.context.traits)
    } else {
      view = try styledView(m, kindKey, kindValue, count: &count)
    }
    if let v = m["width"] { view.width = CGFloat(try v.nonNegative()) }
    if let v = m["height"] { view.height = CGFloat(try v.nonNegative()) }
    if let v = m["alpha"] { view.alpha = CGFloat(try v.double(in: 0...1)) }
    view.isHidden = try m["isHidden"]?.bool() ?? false
    view.identifier = try m["id"]?.text() ?? view.identifier
    view.hugging = try m["hugging"].map { v throws(SceneError) in Float(try v.double(in: 1...1000))
    }
    view.compressionResistance = try m["compressionResistance"].map { v throws(SceneError) in
      Float(try v.double(in: 1...1000))
    }
    return view
  }

  /// A view of `kindKey` with the style keys of `m` and its subviews.
  private static func styledView(
    _ m: SceneMapping, _ kindKey: String, _ kindValue: SceneValue, count: inout Int
  ) throws(SceneError) -> ContentView {
    var patch = try StylePatch(m, subviews: false)
    let kind = try self.kind(kindKey, kindValue, &patch)
    var view = ContentView(
      kind, style: patch.over(viewDefaults(kindValue.context.traits)).resolvedView())
    if let v = m["views"] {
      let subviews = try views(v, count: &count)
      if case .stack = kind, subviews.count > maximumArrangedViews {
        throw v.error(
          "expected at most \(maximumArrangedViews) views in one stack, found \(subviews.count)")
      }
      view.style.content = (patch.background.map { [$0] } ?? []) + subviews
    }
    return view
  }

  /// The view's kind from its kind key; a label's text and an image go into `patch`.
  static func kind(_ key: String, _ value: SceneValue, _ patch: inout StylePatch)
    throws(SceneError) -> ContentView.Kind
  {
    switch key {
    case "label":
      patch.label = value.isNull ? "" : try value.text()
      checkCharacters(value, patch.label ?? "")
      return .label
    case "image":
      patch.image = try image(value)
      return .image
    case "symbol": return try symbolKind(value)
    case "spacer": return .spacer
    case "view": return .view
    default: return .stack(try stack(value))
    }
  }

  /// `{axis, spacing, alignment, distribution, isLayoutMarginsRelativeArrangement,
  /// layoutMargins}`.
  static func stack(_ value: SceneValue) throws(SceneError) -> StackLayout {
    guard !value.isNull else { return StackLayout() }
    let m = try value.mapping(allowed: [
      "axis", "spacing", "alignment", "distribution", "isLayoutMarginsRelativeArrangement",
      "layoutMargins",
    ])
    var stack = StackLayout()
    if let v = m["axis"] { stack.axis = try choice(v, StackLayout.Axis.self) }
    if let v = m["spacing"] { stack.spacing = try v.cgFloat() }
    if let v = m["alignment"] { stack.alignment = try choice(v, StackLayout.Alignment.self) }
    if let v = m["distribution"] {
      stack.distribution = try choice(v, StackLayout.Distribution.self)
    }
    if let v = m["isLayoutMarginsRelativeArrangement"] {
      stack.isLayoutMarginsRelativeArrangement = try v.bool()
    }
    if let v = m["layoutMargins"] { stack.layoutMargins = try v.insets() }
    return stack
  }

  /// A view's defaults: clear, square, no label; text as UILabel's (17-point regular — the body
  /// style, so a text style set on the view gives its own weight — the label colour, natural
  /// alignment).
  static func viewDefaults(_ traits: TraitCollection) -> StylePatch {
    var p = StylePatch()
    p.fill = .clear
    p.cornerRadius = 0
    p.label = ""
    p.textColor = SystemColors.named("label", traits: traits)
    p.textStyle = .body
    p.textAlignment = .natural
    return p
  }

  /// The style of a view (not an element): no placeholder label.
  func resolvedView() -> ItemStyle { resolved(serial: 0) }
}
