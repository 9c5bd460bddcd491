// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

/// Lays text out with Pango (HarfBuzz shaping, bidirectional text, fontconfig fallback per
/// character) in points, independent of the surface it is later drawn on: no hinting, unrounded
/// glyph positions, so a layout measured once draws the same at every scale and in SVG.
///
/// Pango's objects belong to one thread: each thread has its own engine (font map, context and a
/// bounded cache of shaped layouts), so frames drawn in parallel never share or lock one.
final class TextEngine {
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// Contexts whose base direction is left to right and right to left, for layouts that set the
  /// direction instead of finding it (see `TextLayout.newLayout`).
  private(set) lazy var leftToRightContext = Self.makeContext(fontMap, base: PANGO_DIRECTION_LTR)
  private(set) lazy var rightToLeftContext = Self.makeContext(fontMap, base: PANGO_DIRECTION_RTL)
  /// Shaped layouts by what determines them; cleared when full (see `cacheLimit`).
  private var cache: [LayoutKey: TextLayout] = [:]
  /// Most layouts kept per thread.
  static let cacheLimit = 2048

  private init() {
    fontMap = pango_cairo_font_map_new()!
    context = Self.makeContext(fontMap, base: nil)
  }

  /// A context of `fontMap` drawing as Reel draws text (no hinting, unrounded positions, 72 dpi:
  /// one unit a point), with base direction `base` (nil: Pango's default).
  private static func makeContext(
    _ fontMap: UnsafeMutablePointer<PangoFontMap>, base: PangoDirection?
  ) -> OpaquePointer {
    let context = pango_font_map_create_context(fontMap)!
    if let base { pango_context_set_base_dir(context, base) }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string("en"))
    return context
  }

  private static let threadKey = "org.reel.TextEngine"

  /// This thread's engine.
  static var current: TextEngine {
    let dictionary = Thread.current.threadDictionary
    if let engine = dictionary[threadKey] as? TextEngine { return engine }
    // Fontconfig's first load is not made concurrently from several threads.
    let engine = FontLock.run { TextEngine() }
    dictionary[threadKey] = engine
    return engine
  }

  /// The layout of `text` drawn with `properties` in a view of `size` points, shaped once per
  /// distinct key on this thread.
  func layout(_ text: String, _ properties: TextProperties, size: CGSize) -> TextLayout {
    let key = LayoutKey(text: text, properties: properties, size: size)
    if let cached = cache[key] { return cached }
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    let made = FontLock.run {
      TextLayout(engine: self, text: text, properties: properties, size: size)
    }
    cache[key] = made
    return made
  }

  struct LayoutKey: Hashable {
    var text: String
    var properties: TextProperties
    var size: CGSize
  }
}
