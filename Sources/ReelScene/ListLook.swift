// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelViews

/// How a list appearance colours and fills its elements (SPEC-VISUAL §4.2, §5): the list's
/// background, each row's background, and the default headers and footers (a content
/// configuration of the appearance's header or footer preset showing the section's text).
package enum ListLook {
  typealias Appearance = CollectionLayoutListConfiguration.Appearance

  /// The list's background: `systemBackground` in plain lists, `systemGroupedBackground` in
  /// grouped ones and sidebars (UIKit's private sidebar colour was not found; the grouped one is
  /// what iPad sidebars show).
  package static func background(
    _ appearance: CollectionLayoutListConfiguration.Appearance, traits: TraitCollection
  ) -> RGBAColor {
    let name =
      switch appearance {
      case .plain, .sidebarPlain: "systemBackground"
      case .grouped, .insetGrouped, .sidebar: "systemGroupedBackground"
      }
    return SystemColors.named(name, traits: traits) ?? .white
  }

  /// A row's defaults beneath the scene's own style: its background (clear in sidebars and for
  /// a header item), rounded corners where the list rounds them, no label.
  package static func rowPatch(_ list: ListLayoutAttributes, traits: TraitCollection)
    -> StylePatch
  {
    var patch = StylePatch()
    let name =
      switch list.appearance {
      case .plain: "systemBackground"
      case .grouped, .insetGrouped: "secondarySystemGroupedBackground"
      case .sidebar, .sidebarPlain: "clear"
      }
    patch.fill = list.isHeaderItem ? .clear : SystemColors.named(name, traits: traits)
    patch.label = ""
    patch.cornerRadius = list.cornerRadius
    patch.cornerCurve = .continuous
    patch.maskedCorners = roundedCorners(list)
    patch.clipsToBounds = true
    return patch
  }

  /// The corners a row rounds (an inset group's first and last rows'): all when the list
  /// rounds none, so a radius of 0 draws square.
  package static func roundedCorners(_ list: ListLayoutAttributes) -> CornerMask {
    var corners: CornerMask = []
    if list.roundsTopCorners { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if list.roundsBottomCorners { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    return list.cornerRadius > 0 ? corners : .all
  }

  /// A header or footer of `kind` showing `text`: the appearance's preset (plain or grouped
  /// header or footer; a grouped header sits lower in the first section on iOS 13–18) on a
  /// clear background.
  package static func supplementaryPatch(
    kind: String, text: String, _ list: ListLayoutAttributes, traits: TraitCollection
  ) -> StylePatch {
    let plain = list.appearance == .plain || list.appearance == .sidebarPlain
    let isFooter = kind == ElementKind.sectionFooter
    let preset: ContentConfiguration.Preset =
      isFooter ? (plain ? .plainFooter : .groupedFooter) : (plain ? .plainHeader : .groupedHeader)
    var configuration = ContentConfiguration(preset: preset, text: text, traits: traits)
    if preset == .groupedHeader, list.isInFirstSection, traits.systemVersion == .iOS18 {
      configuration.metrics.margins.0 = 32
    }
    var patch = StylePatch()
    patch.fill = .clear
    patch.label = ""
    patch.cornerRadius = 0
    patch.content = text.isEmpty ? [] : [configuration.contentView()]
    return patch
  }
}
