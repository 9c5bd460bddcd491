// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

extension ContentConfiguration {
  /// The views: leading accessories, the content, trailing accessories, in the cell's margins.
  func contentView() -> ContentView {
    let (top, leading, bottom, trailing) = metrics.margins
    var arranged: [ContentView] = []
    let leadingAccessories = accessories.filter(\.isLeading).map(\.view)
    let trailingAccessories = accessories.filter { !$0.isLeading }.map(\.view)
    if !leadingAccessories.isEmpty {
      arranged.append(group(leadingAccessories, spacing: 16))
    }
    var content = stack(.horizontal, spacing: metrics.imageToText, alignment: .center)
    content.style.content = (image.map { [$0] } ?? []) + [texts()]
    if case .stack(var layout) = content.kind {
      layout.isLayoutMarginsRelativeArrangement = true
      layout.layoutMargins = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      content.kind = .stack(layout)
    }
    content.hugging = 1
    arranged.append(content)
    if !trailingAccessories.isEmpty {
      arranged.append(group(trailingAccessories, spacing: 8))
    }
    var root = stack(.horizontal, spacing: 16, alignment: .center)
    if case .stack(var layout) = root.kind {
      layout.isLayoutMarginsRelativeArrangement = true
      layout.layoutMargins = EdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
      root.kind = .stack(layout)
    }
    root.style.content = arranged
    return root
  }

  /// The text and the secondary text: stacked, or side by side (a value cell: the secondary
  /// text at the trailing edge, baselines aligned).
  func texts() -> ContentView {
    var labels: [ContentView] = []
    if let text, !text.isEmpty { labels.append(label(text, textPatch, transforms.text)) }
    if let secondaryText, !secondaryText.isEmpty {
      var secondary = label(secondaryText, secondaryPatch, transforms.secondary)
      if metrics.sideBySide { secondary.style.textProperties.alignment = .right }
      labels.append(secondary)
    }
    var texts =
      metrics.sideBySide
      ? stack(.horizontal, spacing: 8, alignment: .firstBaseline, distribution: .equalSpacing)
      : stack(.vertical, spacing: metrics.secondaryPadding, alignment: .fill)
    texts.style.content = labels
    texts.hugging = 1
    return texts
  }

  func label(_ text: String, _ patch: StylePatch, _ transform: String?) -> ContentView {
    let shown: String
    switch transform {
    case "uppercase": shown = text.uppercased()
    case "lowercase": shown = text.lowercased()
    case "capitalized": shown = text.capitalized
    default: shown = text
    }
    var p = patch
    p.label = shown
    return ContentView(.label, style: p.over(StylePatch.viewDefaults(traits)).resolvedView())
  }

  func group(_ views: [ContentView], spacing: CGFloat) -> ContentView {
    var g = stack(.horizontal, spacing: spacing, alignment: .center)
    g.style.content = views
    // Accessories keep their size; the content's text wraps or truncates instead.
    g.compressionResistance = 1000
    return g
  }

  func stack(
    _ axis: StackLayout.Axis, spacing: CGFloat, alignment: StackLayout.Alignment,
    distribution: StackLayout.Distribution = .fill
  ) -> ContentView {
    let layout = StackLayout(
      axis: axis, spacing: spacing, alignment: alignment, distribution: distribution)
    return ContentView(.stack(layout), style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil))
  }

  /// The image: a file (aspect-fit within `maximumSize`, centred in `reservedLayoutSize`) or a
  /// symbol (`{symbol: name}`, tinted, sized by the body font).
  func imageView(_ value: SceneValue, properties: SceneValue?) throws(SceneError) -> ContentView {
    let p = try properties?.mapping(allowed: [
      "tintColor", "maximumSize", "reservedLayoutSize", "cornerRadius",
    ])
    var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
    style.cornerRadius = try p?["cornerRadius"]?.cgFloat() ?? 0
    style.clipsToBounds = style.cornerRadius > 0
    let tint = try p?["tintColor"]?.color() ?? SystemColors.named("tintColor", traits: traits)!
    var view: ContentView
    if value.isMapping, value.mappingKeys.contains("symbol"),
      let symbolValue = try value.mapping(allowed: ["symbol"])["symbol"]
    {
      style.textProperties = TextProperties(font: Font(size: 17), color: tint)
      view = ContentView(try StylePatch.symbolKind(symbolValue), style: style)
      // List cells reserve a column for symbol images, so texts line up: 24 points wide (28 in a
      // sidebar), the body's line height tall.
      let sidebar = preset.isSidebarCell
      view.width = max(view.width ?? 0, sidebar ? 28 : 24)
      view.height = max(view.height ?? 0, 22)
    } else {
      style.image = try StylePatch.image(value)
      style.image?.contentMode = .aspectFit
      view = ContentView(.image, style: style)
      if let maximum = try p?["maximumSize"]?.size(), let points = style.image?.pointSize,
        points.width > 0, points.height > 0
      {
        let fit = min(
          1, maximum.width > 0 ? maximum.width / points.width : 1,
          maximum.height > 0 ? maximum.height / points.height : 1)
        view.width = points.width * fit
        view.height = points.height * fit
      }
    }
    view.compressionResistance = 1000
    if let reserved = try p?["reservedLayoutSize"]?.size() {
      if reserved.width > 0 { view.width = max(view.width ?? 0, reserved.width) }
      if reserved.height > 0 { view.height = max(view.height ?? 0, reserved.height) }
    }
    return view
  }
}
