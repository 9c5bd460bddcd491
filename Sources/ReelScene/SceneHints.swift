// SPDX-License-Identifier: MIT
import Foundation

/// Hints for the slips scene authors make most, added to the error they cause: an unquoted
/// `#RRGGBB` (YAML reads the rest of the line as a comment), a CSS `rgb(…)` colour, a top-level key
/// indented under another, a spring given as a `curve`.
enum SceneHints {
  /// Keys that only stand at the top of a scene.
  static let topLevelOnly: Set<String> = [
    "canvas", "collectionView", "collectionViews", "screens", "sync", "script", "appearance",
    "systemVersion", "overlays", "theme",
  ]

  /// `error` with a hint when its line (or, for a YAML error, a line above it) holds an unquoted
  /// colour that YAML took for a comment.
  static func hinted(_ error: SceneError, in text: String) -> SceneError {
    var first = hintedOne(error.withoutOthers, in: text)
    first.others = error.others.map { hintedOne($0, in: text) }
    return first
  }

  private static func hintedOne(_ error: SceneError, in text: String) -> SceneError {
    guard error.line > 0, !error.message.contains("starts a YAML comment") else { return error }
    let yaml = error.message.hasPrefix("invalid YAML")
    let span = lines(
      of: text, from: max(yaml ? error.line - 20 : error.line, 1), through: error.line)
    for (number, line) in span.reversed() {
      guard let colour = commentedColour(in: line) else { continue }
      return SceneError(
        file: error.file, line: error.line, column: error.column, keyPath: error.keyPath,
        message: error.message
          + " (`#` starts a YAML comment, so line \(number) ends before \(colour): "
          + "quote the colour, \"\(colour)\")")
    }
    return error
  }

  /// Lines `first` through `last` of `text` (1-based, at most 300 characters each), read without
  /// splitting the rest of a file that may be large.
  static func lines(of text: String, from first: Int, through last: Int) -> [(Int, Substring)] {
    var result: [(Int, Substring)] = []
    var (number, start) = (1, text.startIndex)
    while number <= last {
      let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      if number >= first { result.append((number, text[start..<end].prefix(300))) }
      guard end < text.endIndex else { break }
      (number, start) = (number + 1, text.index(after: end))
    }
    return result
  }

  /// The `#RGB`/`#RRGGBB`/`#RRGGBBAA` that starts a comment in `line` (after a space, outside
  /// quotes), if any.
  static func commentedColour(in line: Substring) -> String? {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let c = line[index]
      if let open = quote {
        if c == open { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "#", previous == " " || previous == "\t" {
        let digits = line[line.index(after: index)...].prefix { $0.isHexDigit }
        return [3, 6, 8].contains(digits.count) ? "#\(digits)" : nil
      }
      previous = c
    }
    return nil
  }

  /// For a CSS colour function (`rgb(255, 149, 0)`, `rgba(…, 0.5)`): the same colour as Reel
  /// writes it, nil for anything else.
  static func hexForCSS(_ text: String) -> String? {
    let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
    guard lower.hasPrefix("rgb(") || lower.hasPrefix("rgba("), lower.hasSuffix(")") else {
      return nil
    }
    let inner = lower.drop { $0 != "(" }.dropFirst().dropLast()
    let parts = inner.split(separator: ",").compactMap { Double($0) }.filter(\.isFinite)
    guard parts.count == inner.split(separator: ",").count, [3, 4].contains(parts.count) else {
      return nil
    }
    // Clamped before conversion: channels 0…255, alpha 0…1.
    let rgb = parts.prefix(3).map { Int(min(max($0, 0), 255).rounded()) }
    var hex = rgb.map { String(format: "%02X", $0) }.joined()
    if parts.count == 4 { hex += String(format: "%02X", Int(min(max(parts[3], 0), 1) * 255)) }
    return "#\(hex)"
  }
}
