// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

/// One label's text laid out as UILabel lays it out in a view of `size` points: wrapped to the
/// width, limited to `numberOfLines` and to the lines that fit the height (at least one),
/// truncated with "…" where the line break mode says so, aligned, and centred vertically.
final class TextLayout {
  /// One Pango layout of a stretch of the text, and the lines of it that are shown.
  struct Piece {
    /// The Pango layout, owned by the `TextLayout`.
    let layout: OpaquePointer
    /// Its top, points below the text's top.
    let top: CGFloat
    /// Its first `lines` lines are shown.
    let lines: Int
    /// The bottom of those lines, points below the piece's top.
    let height: CGFloat
  }

  /// The text's pieces, top to bottom: a long text is laid out a few lines at a time (see
  /// `pieces(of:engine:properties:size:)`); a short one is one piece.
  let pieces: [Piece]
  /// Where the text's box goes in the view, points (origin at the view's top left).
  let textRect: CGRect
  /// The area drawn, points: the lines shown, within the view.
  let clipRect: CGRect
  /// Lines shown.
  let lineCount: Int
  /// The widest line shown, logical width in points.
  let usedWidth: CGFloat

  /// One Pango unit per 1/1024 point.
  static let unit = CGFloat(PANGO_SCALE)

  /// `firstProbe`: see `pieces(of:engine:properties:size:firstProbe:)` (`Int.max`: one piece).
  init(
    engine: TextEngine, text: String, properties: TextProperties, size: CGSize,
    firstProbe: Int = probeLength
  ) {
    pieces = Self.pieces(
      of: text, engine: engine, properties: properties, size: size, firstProbe: firstProbe)
    lineCount = pieces.reduce(0) { $0 + $1.lines }
    usedWidth = pieces.map { Self.shownWidth($0.layout, lines: $0.lines) }.max() ?? 0
    let height = pieces.last.map { $0.top + $0.height } ?? 0
    let y = (size.height - height) / 2
    let box = CGRect(x: 0, y: y, width: size.width, height: height)
    // Lines are aligned in the width plus `trackingAllowance`: moved back by the part of it that
    // alignment put before them, they sit where they would in the view's own width.
    let shift = Self.alignmentShift(pieces.first?.layout, width: size.width)
    textRect = box.offsetBy(dx: -shift, dy: 0)
    let visible = CGRect(origin: .zero, size: size)
    clipRect = box.intersection(visible).isNull ? .zero : box.intersection(visible)
  }

  deinit {
    for piece in pieces { g_object_unref(UnsafeMutableRawPointer(piece.layout)) }
  }

  /// The first piece's layout (the whole text's, for a text of a few lines).
  var layout: OpaquePointer { pieces[0].layout }

  /// The last piece: the rest of the text laid out by every rule (wrapped, limited to the lines
  /// left and the height left, truncated), at `top`.
  /// `rightToLeft`: the direction its paragraphs take (nil: their own).
  static func finalPiece(
    _ text: String, engine: TextEngine, properties: TextProperties, size: CGSize, top: CGFloat,
    rightToLeft: Bool? = nil, minimumLines: Int = 1
  ) -> Piece {
    let p = newLayout(engine, rightToLeft: rightToLeft)
    configure(p, text: text, properties: properties, width: size.width)
    let shown = limitLines(
      p, properties: properties, height: size.height, minimumLines: minimumLines)
    var logical = PangoRectangle()
    pango_layout_get_extents(p, nil, &logical)
    return Piece(
      layout: p, top: top, lines: shown.lines,
      height: min(shown.height, CGFloat(logical.height) / unit))
  }

  /// Text, font, tracking, width, wrapping and ellipsis mode.
  static func configure(
    _ p: OpaquePointer, text: String, properties: TextProperties,
    width: CGFloat
  ) {
    let clean = drawable(text)
    clean.withCString { pango_layout_set_text(p, $0, -1) }
    // NSParagraphStyle's default tab stops: every 28 points.
    let tabs = pango_tab_array_new(1, 0)
    pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Int32(28 * unit))
    pango_layout_set_tabs(p, tabs)
    pango_tab_array_free(tabs)
    let font = properties.font
    let description = fontDescription(font)
    pango_layout_set_font_description(p, description)
    pango_font_description_free(description)
    let list = pango_attr_list_new()
    let tracking = font.tracking
    if tracking != 0 {
      pango_attr_list_insert(
        list, pango_attr_letter_spacing_new(Int32((tracking * unit).rounded())))
    }
    if font.monospacedDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
    spacesAfterEmoji(in: clean, family: font.family ?? font.systemFamily, list)
    addRuns(properties.runs, in: clean, to: list)
    pango_layout_set_attributes(p, list)
    if properties.lineSpacing > 0 {
      pango_layout_set_spacing(p, clamping(properties.lineSpacing * unit))
    }
    pango_attr_list_unref(list)
    let mode = properties.lineBreakMode
    let singleClippedLine = properties.numberOfLines == 1 && mode == .byClipping
    pango_layout_set_width(p, singleClippedLine ? -1 : clamping(width * unit))
    pango_layout_set_wrap(p, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(p, ellipsizeMode(mode))
    if mode.truncates { pango_layout_set_height(p, -1) }
    if !singleClippedLine { allowForTracking(p, properties: properties, width: width) }
  }

  /// Pango counts the letter spacing after a line's last character when it decides whether the
  /// line fits, but not in the line's extents (what `sizeThatFits` measures), so a label sized
  /// to its text truncated it ("Hello" at 33 points: 74.7 wide, cut to "Hel…" at 75). A text
  /// that Pango cut or broke is laid out again in the width plus that spacing; one that fits is
  /// left as it is.
  static func allowForTracking(_ p: OpaquePointer, properties: TextProperties, width: CGFloat) {
    let allowance = trackingAllowance(properties)
    guard allowance > 0, pango_layout_is_ellipsized(p) != 0 || pango_layout_get_line_count(p) > 1
    else { return }
    pango_layout_set_width(p, clamping((width + allowance) * unit))
  }

  /// The text without the control characters UIKit draws as nothing (C0 and C1 controls other
  /// than line breaks and tabs; Pango would draw them as boxes, and a NUL would end the text).
  static func drawable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: text.unicodeScalars.lazy.filter { !isInvisible($0) })
    return String(view)
  }

  /// Whether UIKit draws the scalar as nothing (see `drawable`).
  static func isInvisible(_ s: Unicode.Scalar) -> Bool {
    (s.value < 0x20 && s != "\n" && s != "\t" && s != "\r") || (0x7F...0x9F).contains(s.value)
  }

  /// Gives each space that follows an emoji the text's own family: Pango keeps a space in the
  /// emoji's font (whose space is more than an em wide) otherwise.
  static func spacesAfterEmoji(in text: String, family: String, _ list: OpaquePointer?) {
    var offset = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      let length = String(scalar).utf8.count
      if scalar.properties.isWhitespace, let previous,
        previous.properties.isEmojiPresentation || previous.value == 0xFE0F
      {
        let attribute = pango_attr_family_new(family)!
        attribute.pointee.start_index = UInt32(offset)
        attribute.pointee.end_index = UInt32(offset + length)
        pango_attr_list_insert(list, attribute)
      }
      previous = scalar
      offset += length
    }
  }

  static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .byTruncatingHead: PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
    case .byTruncatingTail: PANGO_ELLIPSIZE_END
    default: PANGO_ELLIPSIZE_NONE
    }
  }

  /// Limits the layout to the lines shown: `numberOfLines` (0: any) and those whose bottom fits
  /// in `height`, at least one. Tail truncation re-lays the text out to that height, so Pango puts
  /// the ellipsis on the last line shown; head and middle truncation (single-line modes in UIKit)
  /// truncate each paragraph to one line; the other modes keep their lines and show the first.
  /// Returns the lines shown and their height, points.
  /// `minimumLines`: 1 for a text's first lines (UILabel shows one even where none fits), 0 for
  /// a piece below others.
  static func limitLines(
    _ p: OpaquePointer, properties: TextProperties, height: CGFloat, minimumLines: Int = 1
  ) -> (lines: Int, height: CGFloat) {
    let mode = properties.lineBreakMode
    // Tail truncation: the full text first, as many lines as it takes.
    if mode == .byTruncatingTail { pango_layout_set_height(p, Int32.max) }
    let bottoms = lineBottoms(p)
    var shown = bottoms.firstIndex { $0 > height + 0.01 } ?? bottoms.count
    shown = max(shown, minimumLines)
    if properties.numberOfLines > 0 { shown = min(shown, properties.numberOfLines) }
    shown = min(shown, max(bottoms.count, 1))
    if shown == 0 { return (0, 0) }
    let shownHeight = bottoms.isEmpty ? 0 : bottoms[shown - 1]
    if mode == .byTruncatingTail && shown == 1 {
      // Pango never ellipsizes the first line to a height: one line per paragraph instead, the
      // first shown.
      pango_layout_set_height(p, -1)
      return (1, lineBottoms(p).first ?? 0)
    }
    if mode == .byTruncatingTail {
      // A positive height: the lines that fit in it (two or more), an ellipsis where text was
      // left out.
      pango_layout_set_height(p, clamping(shownHeight * unit) + 1)
      return (min(shown, Int(pango_layout_get_line_count(p))), lineBottoms(p).last ?? 0)
    }
    return (shown, shownHeight)
  }

  /// The bottom of each line, points from the layout's top.
  static func lineBottoms(_ p: OpaquePointer) -> [CGFloat] {
    var bottoms: [CGFloat] = []
    guard let iter = pango_layout_get_iter(p) else { return [] }
    defer { pango_layout_iter_free(iter) }
    repeat {
      var top: Int32 = 0
      var bottom: Int32 = 0
      pango_layout_iter_get_line_yrange(iter, &top, &bottom)
      bottoms.append(CGFloat(bottom) / unit)
    } while pango_layout_iter_next_line(iter) != 0
    return bottoms
  }

  /// Left, centre, right or justified in absolute terms: Pango flips left and right for a
  /// right-to-left paragraph, so the alignment asked for is flipped back for one (the text's
  /// first line says which).
  static func align(
    _ p: OpaquePointer, _ properties: TextProperties, firstLineRightToLeft: Bool
  ) {
    let rtlView = properties.layoutDirection == .rightToLeft
    var right: Bool
    switch properties.alignment {
    case .center:
      pango_layout_set_alignment(p, PANGO_ALIGN_CENTER)
      return
    case .left: right = false
    case .right: right = true
    case .natural, .justified: right = rtlView
    }
    pango_layout_set_justify(p, properties.alignment == .justified ? 1 : 0)
    if firstLineRightToLeft { right.toggle() }
    // Pango swaps left and right for a paragraph whose found direction differs from the
    // context's; a layout given the right-to-left direction finds none, so it is swapped here.
    if pango_layout_get_auto_dir(p) == 0,
      pango_context_get_base_dir(pango_layout_get_context(p)) == PANGO_DIRECTION_RTL
    {
      right.toggle()
    }
    pango_layout_set_alignment(p, right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
  }

  /// `value` as a 32-bit Pango length, saturating.
  static func clamping(_ value: CGFloat) -> Int32 {
    guard value.isFinite else { return value > 0 ? Int32.max : 0 }
    return Int32(min(max(value.rounded(), 0), CGFloat(Int32.max - 1)))
  }
}

extension TextLayout {
  /// The first line's baseline, points from the text's top.
  var firstBaseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / Self.unit }
}

extension TextLayout {
  /// The last shown line's baseline, points from the text's top.
  var lastBaseline: CGFloat {
    guard let last = pieces.last, last.lines > 1, let iter = pango_layout_get_iter(last.layout)
    else { return (pieces.last?.top ?? 0) + CGFloat(pango_layout_get_baseline(layout)) / Self.unit }
    defer { pango_layout_iter_free(iter) }
    for _ in 1..<last.lines where pango_layout_iter_next_line(iter) == 0 { break }
    return last.top + CGFloat(pango_layout_iter_get_baseline(iter)) / Self.unit
  }
}

extension TextLayout {
  /// How far alignment moved the lines of `layout` by the width it was given beyond `width`
  /// (`allowForTracking`): none left aligned, half of it centred, all of it right aligned.
  static func alignmentShift(_ layout: OpaquePointer?, width: CGFloat) -> CGFloat {
    guard let layout, pango_layout_get_width(layout) >= 0 else { return 0 }
    let extra = CGFloat(pango_layout_get_width(layout) - clamping(width * unit)) / unit
    guard extra > 0 else { return 0 }
    switch pango_layout_get_alignment(layout) {
    case PANGO_ALIGN_CENTER: return extra / 2
    case PANGO_ALIGN_RIGHT: return extra
    default: return 0
    }
  }
}
