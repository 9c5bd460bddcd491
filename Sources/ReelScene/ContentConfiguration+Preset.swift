// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

extension ContentConfiguration {
  /// UIListContentConfiguration's presets (their metrics are the view layer's).
  typealias Preset = ListContentConfiguration.Preset
}

extension ListContentConfiguration.Preset.Metrics {
  func textPatch(_ traits: TraitCollection) -> StylePatch {
    Self.patch(text.style, text.weight, text.color, traits)
  }
  func secondaryPatch(_ traits: TraitCollection) -> StylePatch {
    Self.patch(secondary.style, secondary.weight, secondary.color, traits)
  }

  /// `TextProperties`' defaults: the style's font, the colour, as many lines as it takes.
  static func patch(
    _ style: TextStyle, _ weight: Font.Weight?, _ color: String, _ traits: TraitCollection
  ) -> StylePatch {
    var p = StylePatch()
    p.textStyle = style
    p.fontWeight = weight
    p.textColor = SystemColors.named(color, traits: traits)
    p.numberOfLines = 0
    p.textAlignment = .natural
    return p
  }
}
