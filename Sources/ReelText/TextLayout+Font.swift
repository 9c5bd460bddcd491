// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelViews

extension TextLayout {
  /// Pango's description of `font` (free it with `pango_font_description_free`): its family list,
  /// weight, size and slant.
  static func fontDescription(_ font: Font) -> OpaquePointer {
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, font.familyList)
    pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.openTypeWeight)))
    pango_font_description_set_absolute_size(description, Double(font.size * unit))
    if font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
    return description
  }
}
