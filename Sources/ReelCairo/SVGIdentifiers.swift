// SPDX-License-Identifier: MIT
import Foundation

/// Cairo names an SVG document's surfaces and embedded images after process-wide counters
/// (`surface6`, `image337`), so the same frame drawn twice in one process — or on another thread
/// while other frames are drawn — gets different ids. This renumbers each kind in order of first
/// appearance, making the document depend only on what was drawn. (Cairo's other ids — patterns,
/// clips, masks, gradients, glyphs — are counted per document already.)
enum SVGIdentifiers {
  /// The id prefixes Cairo numbers process-wide.
  static let globalPrefixes = ["surface", "image"]

  static func normalize(_ data: Data) -> Data {
    let text = globalPrefixes.reduce(String(decoding: data, as: UTF8.self)) {
      renumber($0, prefix: $1)
    }
    return Data(text.utf8)
  }

  /// `text` with every id `prefix<digits>` (where it is defined, `id="`, or referred to, `#`)
  /// numbered from 1 in order of first appearance.
  static func renumber(_ text: String, prefix marker: String) -> String {
    var mapping: [Substring: Int] = [:]
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var rest = text[...]
    while let range = rest.range(of: marker) {
      let before = rest[..<range.lowerBound]
      out += before
      var digitsEnd = range.upperBound
      while digitsEnd < rest.endIndex, rest[digitsEnd].isASCII, rest[digitsEnd].isNumber {
        digitsEnd = rest.index(after: digitsEnd)
      }
      let isReference = before.hasSuffix("id=\"") || before.hasSuffix("#")
      if isReference && digitsEnd > range.upperBound {
        let digits = rest[range.upperBound..<digitsEnd]
        let number = mapping[digits] ?? (mapping.count + 1)
        mapping[digits] = number
        out += marker + String(number)
      } else {
        out += rest[range.lowerBound..<digitsEnd]
      }
      rest = rest[digitsEnd...]
    }
    out += rest
    return out
  }
}
