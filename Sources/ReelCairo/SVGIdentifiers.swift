// SPDX-License-Identifier: MIT
import Foundation

/// Cairo names SVG surfaces after a process-wide counter (`surface6`), so the same frame drawn
/// twice
/// in one process gets different ids. This renumbers them in order of first appearance, making the
/// document depend only on what was drawn.
enum SVGIdentifiers {
  static func normalize(_ data: Data) -> Data {
    let text = String(decoding: data, as: UTF8.self)
    let marker = "surface"
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
    return Data(out.utf8)
  }
}
