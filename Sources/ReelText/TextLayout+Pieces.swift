// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender
import ReelViews

extension TextLayout {
  /// The first probe's length in characters: a few lines of any label.
  static let probeLength = 64
  /// Text of fewer UTF-8 bytes is one piece: laid out whole it costs little (at worst about
  /// 0.1 s, one character a line), and its lines' positions are Pango's to the last 1/1024 point
  /// (a piece's lines are placed through Cairo's current point, kept to 1/256).
  static let piecesFrom = 512

  /// `text` laid out in pieces, each costing what it shows.
  ///
  /// Lines are broken greedily, so a line depends only on the text up to the line after it, and
  /// Pango's word wrapping costs, per line, the rest of a run without break opportunities (4000
  /// characters in a 10-point view took 3.6 s, in a self-sizing one 8 s). So the text is read in
  /// prefixes growing fourfold from `firstProbe` characters (cut between grapheme clusters):
  /// - a prefix with two lines more than the view shows decides everything shown (the lines, and
  ///   that text was left out, for the ellipsis): it is laid out by every rule and ends the text;
  /// - in a text of `piecesFrom` bytes or more, a prefix shown whole but for its last line keeps
  ///   its lines but the last two, and the text goes on from the next line, as a new piece below,
  ///   where the rest of that line's paragraph takes the paragraph's direction by itself (else
  ///   the prefix grows);
  /// - the rest of the text, once short, is the last piece.
  /// Head and middle truncation show each paragraph's end: their text is one piece.
  static func pieces(
    of text: String, engine: TextEngine, properties: TextProperties, size: CGSize,
    firstProbe: Int = probeLength
  ) -> [Piece] {
    let clean = drawable(text)
    let mode = properties.lineBreakMode
    // An attributed text is one piece too: its runs are placed in the whole text.
    guard mode != .byTruncatingHead, mode != .byTruncatingMiddle, properties.runs.isEmpty else {
      var whole = properties
      whole.runs = runsInDrawable(properties.runs, of: text)
      return aligned(
        [finalPiece(clean, engine: engine, properties: whole, size: size, top: 0)],
        properties)
    }
    var cutter = Cutter(rest: Substring(clean), left: properties, firstProbe: firstProbe)
    while true {
      if let pieces = cutter.step(engine: engine, size: size) {
        return aligned(pieces, properties)
      }
    }
  }

  /// A layout in `engine`'s context; with `rightToLeft`, one whose paragraphs take that
  /// direction instead of finding it (the rest of a paragraph cut where its first strong
  /// character is behind).
  static func newLayout(_ engine: TextEngine, rightToLeft: Bool?) -> OpaquePointer {
    guard let rightToLeft else { return pango_layout_new(engine.context)! }
    let p = pango_layout_new(
      rightToLeft ? engine.rightToLeftContext : engine.leftToRightContext)!
    pango_layout_set_auto_dir(p, 0)
    return p
  }
}

/// Where `TextLayout.pieces` is in the text: the pieces so far, the rest, the lines left, the
/// probe's length and the direction the rest's first paragraph must be given (nil: its own).
private struct Cutter {
  var pieces: [TextLayout.Piece] = []
  var rest: Substring
  var left: TextProperties
  var length: Int
  var forced: Bool?
  let firstProbe: Int

  init(rest: Substring, left: TextProperties, firstProbe: Int) {
    self.rest = rest
    self.left = left
    self.firstProbe = firstProbe
    length = firstProbe
  }

  /// One probe: the pieces when the text is done, else nil.
  mutating func step(engine: TextEngine, size: CGSize) -> [TextLayout.Piece]? {
    let top = pieces.last.map { $0.top + $0.height } ?? 0
    let room = CGSize(width: size.width, height: size.height - top)
    // A paragraph given its direction is probed on its own: the direction is the layout's.
    let end = forced == nil ? rest.endIndex : TextLayout.paragraphEnd(rest)
    let cut = rest.index(rest.startIndex, offsetBy: length, limitedBy: end) ?? end
    if cut == rest.endIndex { return finish(rest, engine, room, top) }
    let probe = Probe(
      String(rest[..<cut]), engine: engine, properties: left, size: room, rightToLeft: forced,
      minimumLines: minimumLines)
    if cut == end {
      // The whole rest of a paragraph given its direction: its lines are complete, and kept
      // when all are shown with lines to spare (the next piece may show none).
      let count = probe.bottoms.count
      guard count <= probe.shown, left.numberOfLines == 0 || count < left.numberOfLines else {
        // Cut short in it: the text after it only tells the ellipsis that text was left out.
        let more = rest.index(cut, offsetBy: firstProbe, limitedBy: rest.endIndex) ?? rest.endIndex
        return finish(rest[..<more], engine, room, top)
      }
      keep(probe.take(top: top, lines: count), next: rest.index(after: end))
      forced = TextLayout.inherited(rest, previous: forced ?? false)
      return nil
    }
    if probe.decidesWhatIsShown { return finish(rest[..<cut], engine, room, top) }
    guard rest.utf8.count >= TextLayout.piecesFrom, let line = probe.nextLine,
      let next = rest.utf8.index(rest.startIndex, offsetBy: line.offset, limitedBy: rest.endIndex)
        .flatMap({ String.Index($0, within: rest) })
    else {
      // Saturating: a wrapped length of 0 would probe the same empty prefix for ever.
      length = length > Int.max / 4 ? Int.max : length * 4
      return nil
    }
    let sameParagraph = forced != nil && next < end
    keep(probe.take(top: top, lines: probe.bottoms.count - 2), next: next)
    if !sameParagraph {
      forced = TextLayout.continues(rest, rightToLeft: line.rightToLeft) ? nil : line.rightToLeft
    }
    return nil
  }

  /// UILabel shows a text's first line even where it does not fit; a piece below others may show
  /// none.
  private var minimumLines: Int { pieces.isEmpty ? 1 : 0 }

  /// The pieces with `text` laid out by every rule as the last, at `top` in `room`.
  private func finish(
    _ text: Substring, _ engine: TextEngine, _ room: CGSize, _ top: CGFloat
  ) -> [TextLayout.Piece] {
    pieces + [
      TextLayout.finalPiece(
        String(text), engine: engine, properties: left, size: room, top: top,
        rightToLeft: forced, minimumLines: minimumLines)
    ]
  }

  /// Adds `piece` and goes on from `next`.
  private mutating func keep(_ piece: TextLayout.Piece, next: Substring.Index) {
    pieces.append(piece)
    if left.numberOfLines > 0 { left.numberOfLines -= piece.lines }
    rest = rest[next...]
    length = firstProbe
  }
}

extension TextLayout {
  /// `pieces` aligned alike, as one layout's lines are: the first line's direction decides.
  fileprivate static func aligned(_ pieces: [Piece], _ properties: TextProperties) -> [Piece] {
    let first = pango_layout_get_line_readonly(pieces[0].layout, 0)
    let rightToLeft = first.map {
      pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL
    }
    for piece in pieces {
      align(piece.layout, properties, firstLineRightToLeft: rightToLeft ?? false)
    }
    return pieces
  }
}

/// A prefix laid out wrapped, untruncated, to see what it decides.
private final class Probe {
  let layout: OpaquePointer
  let bottoms: [CGFloat]
  /// Lines a view of the probe's room shows.
  let shown: Int
  private var owned = true

  init(
    _ prefix: String, engine: TextEngine, properties: TextProperties, size: CGSize,
    rightToLeft: Bool?, minimumLines: Int
  ) {
    layout = TextLayout.newLayout(engine, rightToLeft: rightToLeft)
    TextLayout.configure(layout, text: prefix, properties: properties, width: size.width)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
    bottoms = TextLayout.lineBottoms(layout)
    var shown = max(
      bottoms.firstIndex { $0 > size.height + 0.01 } ?? bottoms.count, minimumLines)
    if properties.numberOfLines > 0 { shown = min(shown, properties.numberOfLines) }
    self.shown = shown
  }

  deinit { if owned { g_object_unref(UnsafeMutableRawPointer(layout)) } }

  /// Two lines or more beyond those shown: the prefix decides what is shown.
  var decidesWhatIsShown: Bool { bottoms.count >= shown + 2 }

  /// Where the line after all but the last two starts (a byte offset) and its paragraph's
  /// direction; nil below four lines.
  var nextLine: (offset: Int, rightToLeft: Bool)? {
    guard bottoms.count >= 4,
      let next = pango_layout_get_line_readonly(layout, Int32(bottoms.count - 2))
    else { return nil }
    let rightToLeft = pango_layout_line_get_resolved_direction(next) == PANGO_DIRECTION_RTL
    return (Int(next.pointee.start_index), rightToLeft)
  }

  /// The first `lines` lines, as a piece at `top`; the layout is handed over to it.
  func take(top: CGFloat, lines: Int) -> TextLayout.Piece {
    owned = false
    return TextLayout.Piece(layout: layout, top: top, lines: lines, height: bottoms[lines - 1])
  }
}

extension TextLayout {
  /// Whether `rest`, the rest of a paragraph laid out from its start, takes the paragraph's
  /// direction by itself, as Pango finds it (the first strong character of its first paragraph;
  /// none reads left to right).
  fileprivate static func continues(_ rest: Substring, rightToLeft: Bool) -> Bool {
    (direction(of: rest) == PANGO_DIRECTION_RTL) == rightToLeft
  }

  /// The direction the first paragraph of `rest` must be given, following a paragraph of
  /// direction `previous`: nil where it finds its own (a strong character, or none after a
  /// left-to-right paragraph), `previous` where Pango would carry it over.
  fileprivate static func inherited(_ rest: Substring, previous: Bool) -> Bool? {
    direction(of: rest) == PANGO_DIRECTION_NEUTRAL && previous ? true : nil
  }

  /// The direction of the first strong character of `text`'s first paragraph.
  private static func direction(of text: Substring) -> PangoDirection {
    String(text[..<paragraphEnd(text)]).withCString { reel_find_base_dir($0, -1) }
  }

  /// Where `text`'s first paragraph ends: its first line or paragraph separator, else the end.
  fileprivate static func paragraphEnd(_ text: Substring) -> Substring.Index {
    let separators: Set<Character> = ["\n", "\r", "\r\n", "\u{2029}"]
    return text.firstIndex { separators.contains($0) } ?? text.endIndex
  }
}

extension TextLayout {
  /// The widest of the first `lines` lines of `p`, logical width in points.
  static func shownWidth(_ p: OpaquePointer, lines: Int) -> CGFloat {
    var widest: Int32 = 0
    var node = pango_layout_get_lines_readonly(p)
    var index = 0
    while index < lines, let current = node {
      if let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        widest = max(widest, logical.width)
      }
      node = current.pointee.next
      index += 1
    }
    return CGFloat(widest) / unit
  }
}
