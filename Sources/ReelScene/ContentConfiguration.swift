// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// `UIListContentConfiguration` and `UICellAccessory`s, read from a style's `content` and
/// `accessories` and built into content views: a stack of the leading accessories, the content
/// (image, text and secondary text, inside the configuration's margins) and the trailing
/// accessories, with iOS's metrics for the scene's `systemVersion`.
struct ContentConfiguration {
  var preset: Preset
  var traits: TraitCollection
  var metrics: Preset.Metrics
  var text: String?
  var secondaryText: String?
  var textPatch: StylePatch
  var secondaryPatch: StylePatch
  var image: ContentView?
  var accessories: [Accessory] = []
  /// `TextProperties.transform` of the text and the secondary text.
  var transforms: (text: String?, secondary: String?) = (nil, nil)

  static let keys = [
    "type", "text", "secondaryText", "textProperties", "secondaryTextProperties", "image",
    "imageProperties", "directionalLayoutMargins", "imageToTextPadding",
    "textToSecondaryTextVerticalPadding", "prefersSideBySideTextAndSecondaryText",
  ]

  /// Reads `content` (a preset's name, or `{type, …}`) and `accessories` from a style mapping.
  init(_ style: SceneMapping) throws(SceneError) {
    traits = style.value.context.traits
    preset = .cell
    var m: SceneMapping?
    if let content = style["content"] {
      if content.isScalar {
        preset = try StylePatch.choice(content, Preset.self)
      } else {
        m = try content.mapping(allowed: Self.keys)
        if let v = m?["type"] { preset = try StylePatch.choice(v, Preset.self) }
      }
    }
    metrics = preset.metrics(traits)
    transforms.text = metrics.uppercased ? "uppercase" : nil
    textPatch = metrics.textPatch(traits)
    secondaryPatch = metrics.secondaryPatch(traits)
    if let m { try read(m) }
    if let list = style["accessories"] {
      for entry in try list.list() { accessories.append(try Accessory(entry, traits: traits)) }
    }
  }

  /// A preset showing `text`, as a list's own headers and footers are configured.
  init(preset: Preset, text: String, traits: TraitCollection) {
    self.traits = traits
    self.preset = preset
    metrics = preset.metrics(traits)
    transforms.text = metrics.uppercased ? "uppercase" : nil
    textPatch = metrics.textPatch(traits)
    secondaryPatch = metrics.secondaryPatch(traits)
    self.text = text
  }

  mutating func read(_ m: SceneMapping) throws(SceneError) {
    if let v = m["text"] { text = try v.text() }
    if let v = m["secondaryText"] { secondaryText = try v.text() }
    for (value, text) in [(m["text"], text), (m["secondaryText"], secondaryText)] {
      if let value, let text { StylePatch.checkCharacters(value, text) }
    }
    if let v = m["textProperties"] {
      let (patch, transform) = try Self.textProperties(v)
      textPatch = patch.over(textPatch)
      transforms.text = transform ?? transforms.text
    }
    if let v = m["secondaryTextProperties"] {
      let (patch, transform) = try Self.textProperties(v)
      secondaryPatch = patch.over(secondaryPatch)
      transforms.secondary = transform
    }
    if let v = m["directionalLayoutMargins"] {
      let insets = try v.insets()
      metrics.margins = (insets.top, insets.left, insets.bottom, insets.right)
    }
    if let v = m["imageToTextPadding"] { metrics.imageToText = try v.cgFloat() }
    if let v = m["textToSecondaryTextVerticalPadding"] {
      metrics.secondaryPadding = try v.cgFloat()
    }
    if let v = m["prefersSideBySideTextAndSecondaryText"] { metrics.sideBySide = try v.bool() }
    if let v = m["image"] { image = try imageView(v, properties: m["imageProperties"]) }
  }

  /// `UIListContentConfiguration.TextProperties`: `{font, color, numberOfLines, lineBreakMode,
  /// alignment, transform}`.
  static func textProperties(_ value: SceneValue) throws(SceneError) -> (StylePatch, String?) {
    let m = try value.mapping(allowed: [
      "font", "color", "numberOfLines", "lineBreakMode", "alignment", "transform",
    ])
    var patch = StylePatch()
    if let v = m["font"] {
      // A font replaces the preset's whole font, weight included.
      try patch.readFont(v)
      patch.fontWeight = patch.fontWeight ?? patch.textStyle?.weight ?? .regular
    }
    patch.textColor = try m["color"]?.color()
    if let v = m["numberOfLines"] { patch.numberOfLines = try v.int(in: 0...10_000) }
    if let v = m["lineBreakMode"] {
      patch.lineBreakMode = try StylePatch.choice(v, LineBreakMode.self)
    }
    if let v = m["alignment"] {
      patch.textAlignment = TextAlignment(
        rawValue: try v.choice(["natural", "center", "justified"]))
    }
    let transform = try m["transform"]?.choice(["none", "uppercase", "lowercase", "capitalized"])
    return (patch, transform)
  }
}
