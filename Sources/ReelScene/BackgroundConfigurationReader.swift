// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// `backgroundConfiguration`: `UIBackgroundConfiguration`, the view behind a cell's content — a
/// preset's name, or `{type, backgroundColor, cornerRadius, strokeColor, strokeWidth,
/// backgroundInsets, visualEffect}`. Built into one view (inset by `backgroundInsets`, leading
/// and trailing following the layout direction) that is drawn first among the element's views.
enum BackgroundConfigurationReader {
  /// `UIBackgroundConfiguration`'s list presets and their background colours (the view layer's
  /// table).
  static let presets = BackgroundConfiguration.presetColorNames
  static let keys = [
    "type", "backgroundColor", "cornerRadius", "strokeColor", "strokeWidth", "backgroundInsets",
    "visualEffect",
  ]

  /// The background view `value` describes.
  static func view(_ value: SceneValue) throws(SceneError) -> ContentView {
    let traits = value.context.traits
    let m: SceneMapping? = value.isScalar ? nil : try value.mapping(allowed: keys)
    let presetValue = value.isScalar ? value : m?["type"]
    let preset = try presetValue?.choice(presets.map(\.preset)) ?? "clear"
    var style = ItemStyle(
      fill: SystemColors.named(presets.first { $0.preset == preset }!.color, traits: traits)!,
      cornerRadius: 0, label: nil)
    if let m {
      if let v = m["backgroundColor"] { style.fill = try v.color() }
      if let v = m["cornerRadius"] { style.cornerRadius = CGFloat(try v.nonNegative()) }
      if let v = m["strokeColor"] { style.borderColor = try v.color() }
      style.borderWidth =
        try m["strokeWidth"].map { v throws(SceneError) in
          CGFloat(try v.nonNegative())
        } ?? (m["strokeColor"] != nil ? 1 : 0)
      if let v = m["visualEffect"] {
        style.visualEffect = MaterialBlur(
          style: try StylePatch.choice(v, MaterialBlur.Style.self), traits: traits)
      }
    }
    style.clipsToBounds = style.cornerRadius > 0
    let background = ContentView(.view, style: style)
    var stack = StackLayout()
    if let v = m?["backgroundInsets"] {
      stack.layoutMargins = try v.insets()
      stack.isLayoutMarginsRelativeArrangement = true
    }
    var holder = ContentView(
      .stack(stack), style: ItemStyle(fill: .clear, cornerRadius: 0, label: nil))
    holder.style.content = [background]
    return holder
  }
}
