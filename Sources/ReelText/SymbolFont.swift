// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

/// Symbol images from an open icon font installed from Debian: Material Icons
/// (`fonts-material-design-icons-iconfont`, Apache-2.0), whose ligatures turn an icon's name
/// (`favorite`, `settings`) into its glyph. Reel's own vector symbols (`Symbol`) cover the cell
/// accessories; this covers the thousands of other icons apps show.
public enum SymbolFont {
  /// The icon font's fontconfig family.
  public static let family = "Material Icons"

  /// Whether the icon font is installed.
  public static var isInstalled: Bool { FontCoverage.isInstalled(family: family) }

  /// Whether the font draws `name` as one icon: its letters shape into a single glyph.
  public static func hasSymbol(named name: String) -> Bool {
    guard isInstalled, !name.isEmpty, name.count <= 64,
      name.unicodeScalars.allSatisfy({
        ($0.isASCII && $0.properties.isAlphabetic) || "_0123456789".unicodeScalars.contains($0)
      })
    else { return false }
    let layout = TextEngine.current.layout(
      name, properties(size: 24), size: CGSize(width: 1e7, height: 1e7))
    guard pango_layout_get_unknown_glyphs_count(layout.layout) == 0,
      let iter = pango_layout_get_iter(layout.layout)
    else { return false }
    defer { pango_layout_iter_free(iter) }
    var glyphs = 0
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iter), let g = run.pointee.glyphs {
        glyphs += Int(g.pointee.num_glyphs)
      }
    } while pango_layout_iter_next_run(iter) != 0
    return glyphs == 1
  }

  /// The text properties that draw a symbol in a square of `size` points.
  public static func properties(size: CGFloat, color: RGBAColor = .black) -> TextProperties {
    TextProperties(
      font: Font(family: family, size: size), color: color, numberOfLines: 1,
      lineBreakMode: .byClipping, alignment: .center)
  }
}
