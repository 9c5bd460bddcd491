// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelRender

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
    guard mode != .byTruncatingHead, mode != .byTruncatingMiddle else {
      return aligned(
        [finalPiece(clean, engine: engine, properties: properties, size: size, top: 0)],
        properties)
    }
    var pieces: [Piece] = []
    var rest = Substring(clean)
    var left = properties
    var length = firstProbe
    while true {
      let top = pieces.last.map { $0.top + $0.height } ?? 0
      let room = CGSize(width: size.width, height: size.height - top)
      guard let cut = rest.index(rest.startIndex, offsetBy: length, limitedBy: rest.endIndex),
        cut < rest.endIndex
      else {
        pieces.append(
          finalPiece(String(rest), engine: engine, properties: left, size: room, top: top))
        return aligned(pieces, properties)
      }
      let prefix = String(rest[..<cut])
      let probe = Probe(prefix, engine: engine, properties: left, size: room)
      if probe.decidesWhatIsShown {
        pieces.append(finalPiece(prefix, engine: engine, properties: left, size: room, top: top))
        return aligned(pieces, properties)
      }
      guard rest.utf8.count >= piecesFrom, let kept = probe.nextLine,
        let next = rest.utf8.index(rest.startIndex, offsetBy: kept.offset, limitedBy: rest.endIndex)
          .flatMap({ String.Index($0, within: rest) }),
        continues(rest[next...], rightToLeft: kept.rightToLeft)
      else {
        length = length.multipliedReportingOverflow(by: 4).partialValue
        continue
      }
      let piece = probe.take(top: top)
      pieces.append(piece)
      if left.numberOfLines > 0 { left.numberOfLines -= piece.lines }
      rest = rest[next...]
      length = firstProbe
    }
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

  init(_ prefix: String, engine: TextEngine, properties: TextProperties, size: CGSize) {
    layout = pango_layout_new(engine.context)!
    TextLayout.configure(layout, text: prefix, properties: properties, width: size.width)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    pango_layout_set_height(layout, -1)
    bottoms = TextLayout.lineBottoms(layout)
    var shown = max(bottoms.firstIndex { $0 > size.height + 0.01 } ?? bottoms.count, 1)
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

  /// All lines but the last two, as a piece at `top`; the layout is handed over to it.
  func take(top: CGFloat) -> TextLayout.Piece {
    owned = false
    let lines = bottoms.count - 2
    return TextLayout.Piece(layout: layout, top: top, lines: lines, height: bottoms[lines - 1])
  }
}

extension TextLayout {
  /// Whether `rest`, the rest of a paragraph laid out from its start, takes the paragraph's
  /// direction by itself, as Pango finds it (the first strong character of its first paragraph;
  /// none reads left to right).
  fileprivate static func continues(_ rest: Substring, rightToLeft: Bool) -> Bool {
    let separators: Set<Character> = ["\n", "\r", "\r\n", "\u{2029}"]
    let paragraph = rest.prefix { !separators.contains($0) }
    let direction = String(paragraph).withCString { pango_find_base_dir($0, -1) }
    return (direction == PANGO_DIRECTION_RTL) == rightToLeft
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
