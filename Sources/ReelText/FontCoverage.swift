// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

/// What the installed fonts can draw, for warnings before anything is drawn.
public enum FontCoverage {
  /// Whether fontconfig has a family of this name (case-insensitive).
  public static func isInstalled(family: String) -> Bool {
    installedFamilies.contains(family.lowercased())
  }

  /// The installed family names, lowercased.
  public static let installedFamilies: Set<String> = {
    let engine = TextEngine.current
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(engine.fontMap, &families, &count)
    defer { g_free(families) }
    var names: Set<String> = []
    for i in 0..<Int(count) {
      if let family = families?[i], let name = pango_font_family_get_name(family) {
        names.insert(String(cString: name).lowercased())
      }
    }
    return names
  }()

  /// The characters of `text` that no installed font has (each once, in order), as laid out with
  /// `font` and its fallbacks. Control and format characters, which draw as nothing, are not
  /// counted.
  public static func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar] {
    let properties = TextProperties(font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let layout = TextEngine.current.layout(
      text, properties, size: CGSize(width: 1e7, height: 1e7))
    var missing: [Unicode.Scalar] = []
    for piece in layout.pieces where pango_layout_get_unknown_glyphs_count(piece.layout) > 0 {
      collectMissing(in: piece.layout, into: &missing)
    }
    return missing
  }

  /// Appends the characters `layout` has no glyph for that `missing` does not hold yet.
  private static func collectMissing(
    in layout: OpaquePointer, into missing: inout [Unicode.Scalar]
  ) {
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let glyphs = run.pointee.glyphs
      else { continue }
      for i in 0..<Int(glyphs.pointee.num_glyphs) {
        let glyph = glyphs.pointee.glyphs[i].glyph
        guard glyph & unknownFlag != 0, glyph != emptyGlyph,
          let scalar = Unicode.Scalar(glyph & ~unknownFlag),
          !missing.contains(scalar), scalar.properties.generalCategory != .control,
          scalar.properties.generalCategory != .format
        else { continue }
        missing.append(scalar)
      }
    } while pango_layout_iter_next_run(iter) != 0
  }

  /// `PANGO_GLYPH_UNKNOWN_FLAG` and `PANGO_GLYPH_EMPTY` (macros Swift does not import).
  static let unknownFlag: UInt32 = 0x1000_0000
  static let emptyGlyph: UInt32 = 0x0FFF_FFFF
}
