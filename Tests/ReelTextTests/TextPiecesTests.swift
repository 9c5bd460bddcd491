// SPDX-License-Identifier: MIT
import CPango
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelText

/// A long text laid out a few lines at a time (`TextLayout.pieces`) measures exactly as one layout
/// of the whole text does, with the same lines, glyphs and positions.
@Suite struct TextPiecesTests {
  static let long = String(repeating: "x", count: 1500)
  static let words = (0..<300).map { "word\($0)" }.joined(separator: " ")
  static let hebrew = String(repeating: "שלום עולם ", count: 120)
  static let mixed =
    "Hello " + String(repeating: "مرحبا بالعالم ", count: 60) + "\n"
    + String(repeating: "end of text 👋🏽 ", count: 60)
  /// A right-to-left paragraph whose second half is Latin: cut there, its rest must be given the
  /// paragraph's direction.
  static let rightToLeftThenLatin =
    "1" + String(repeating: "ש", count: 700) + " " + String(repeating: "a", count: 700)
  /// A paragraph of digits after a right-to-left one takes its direction.
  static let neutralAfterRightToLeft =
    String(repeating: "שלום ", count: 100) + "\n" + String(repeating: "123 ", count: 150) + "\n"
    + String(repeating: "end ", count: 100)
  static let paragraphs = (0..<200).map { "line \($0)" }.joined(separator: "\n")

  /// Pixels of `layout` drawn from the top of its text, `height` points of it.
  func pixels(_ layout: TextLayout, width: CGFloat, height: Int) -> [UInt8] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    layout.draw(on: cr, origin: CGPoint(x: 0, y: -layout.textRect.minY), color: .black)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    return Array(UnsafeBufferPointer(start: data, count: stride * height))
  }

  /// Every line shown, top to bottom: its length in bytes, its baseline and left edge in Pango
  /// units from the text's top left, and its glyphs (id, advance, offsets).
  func lines(_ layout: TextLayout) -> [[Int64]] {
    var lines: [[Int64]] = []
    for piece in layout.pieces {
      let iter = pango_layout_get_iter(piece.layout)!
      defer { pango_layout_iter_free(iter) }
      for _ in 0..<piece.lines {
        let line = pango_layout_iter_get_line_readonly(iter)!
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iter, nil, &logical)
        let top = Int64((piece.top * TextLayout.unit).rounded())
        var row: [Int64] = [
          Int64(line.pointee.length), top + Int64(pango_layout_iter_get_baseline(iter)),
          Int64(logical.x),
        ]
        var run = line.pointee.runs
        while let node = run {
          let item = node.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self)
          let glyphs = item.pointee.glyphs!.pointee
          for i in 0..<Int(glyphs.num_glyphs) {
            let g = glyphs.glyphs[i]
            row += [
              Int64(g.glyph), Int64(g.geometry.width), Int64(g.geometry.x_offset),
              Int64(g.geometry.y_offset),
            ]
          }
          run = node.pointee.next
        }
        lines.append(row)
        pango_layout_iter_next_line(iter)
      }
    }
    return lines
  }

  @Test(
    arguments: zip(
      [
        "long", "long", "words", "words", "hebrew", "mixed", "paragraphs", "rtl then latin",
        "rtl then latin", "neutral after rtl",
      ],
      [
        (long, 10.0), (long, 120.0), (words, 60.0), (words, 300.0), (hebrew, 90.0), (mixed, 150.0),
        (paragraphs, 200.0), (rightToLeftThenLatin, 10.0), (rightToLeftThenLatin, 60.0),
        (neutralAfterRightToLeft, 80.0),
      ]))
  func piecesMatchOneLayout(name: String, sample: (text: String, width: CGFloat)) throws {
    let (text, width) = sample
    // Pango 1.50 justifies a line whose direction changes inside it differently from run to run
    // (a single layout too: measured 60.4, 66.0 and 66.1 points wide): not a property of pieces.
    let alignments: [TextAlignment] =
      name == "rtl then latin" ? [.natural, .center] : [.natural, .center, .justified]
    for alignment in alignments {
      var properties = TextProperties(
        font: .systemFont(ofSize: 17), numberOfLines: 0, lineBreakMode: .byWordWrapping)
      properties.alignment = alignment
      let size = CGSize(width: width, height: 1e7)
      let engine = TextEngine.current
      let pieces = TextLayout(engine: engine, text: text, properties: properties, size: size)
      let whole = TextLayout(
        engine: engine, text: text, properties: properties, size: size, firstProbe: .max)
      #expect(pieces.pieces.count > 3, "the text was not split: the test would prove nothing")
      #expect(whole.pieces.count == 1)
      #expect(pieces.lineCount == whole.lineCount)
      #expect(pieces.usedWidth == whole.usedWidth)
      #expect(pieces.textRect == whole.textRect)
      // The same lines, glyphs and positions (drawn, a piece's lines are placed through Cairo's
      // current point, to 1/256 point, so a glyph's row may round differently).
      let same = lines(pieces) == lines(whole)
      #expect(same, "\(alignment)")
    }
  }

  @Test func aLongWordInANarrowViewIsLaidOutOnlyAsFarAsItIsShown() throws {
    // Truncated to what a 10-point cell shows: 4000 characters took 3.6 s a label.
    for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byClipping] {
      let properties = TextProperties(
        font: .systemFont(ofSize: 17), numberOfLines: 0, lineBreakMode: mode)
      let size = CGSize(width: 10, height: 40)
      let engine = TextEngine.current
      let text = String(repeating: "x", count: 1500)
      let shown = TextLayout(engine: engine, text: text, properties: properties, size: size)
      let whole = TextLayout(
        engine: engine, text: text, properties: properties, size: size, firstProbe: .max)
      #expect(shown.pieces.count == 1)
      #expect(pango_layout_get_character_count(shown.layout) < 300, "\(mode)")
      #expect(shown.lineCount == whole.lineCount)
      #expect(shown.textRect == whole.textRect)
      let same = pixels(shown, width: 10, height: 40) == pixels(whole, width: 10, height: 40)
      #expect(same)
    }
  }
}
