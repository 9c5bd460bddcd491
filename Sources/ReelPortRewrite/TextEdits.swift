// SPDX-License-Identifier: MIT
import SwiftSyntax

/// Replacements in a file's UTF-8 text by byte range, applied together. Every rewrite keeps the
/// file's line count up to each edit, so the compiler's errors name the original lines.
struct TextEdits {
  private struct Edit {
    var start: Int
    var end: Int
    var text: String
  }

  private var edits: [Edit] = []

  /// Replaces bytes `start..<end` with `text`.
  mutating func replace(_ start: Int, _ end: Int, with text: String) {
    edits.append(Edit(start: start, end: end, text: text))
  }

  /// Replaces `node` (without its leading trivia; with its trailing trivia when `trailing`) by
  /// `text`, followed by as many line breaks as the replaced text held, so lines stay put.
  mutating func replace(_ node: some SyntaxProtocol, with text: String, trailing: Bool = false) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end =
      trailing ? node.endPosition.utf8Offset : node.endPositionBeforeTrailingTrivia.utf8Offset
    let old =
      trailing
      ? node.trimmedDescription + node.trailingTrivia.description
      : node.trimmedDescription
    let breaks = old.filter { $0 == "\n" || $0 == "\r\n" }.count - text.filter { $0 == "\n" }.count
    replace(start, end, with: text + String(repeating: "\n", count: max(0, breaks)))
  }

  /// Removes `node` and the spaces after it on its line.
  mutating func remove(_ node: some SyntaxProtocol) { replace(node, with: "", trailing: true) }

  /// Inserts `text` at byte `offset`.
  mutating func insert(_ text: String, at offset: Int) { replace(offset, offset, with: text) }

  /// `source` with every edit applied; overlapping edits keep the one that starts first (and,
  /// among those, the one made first).
  func applied(to source: String) -> String {
    var bytes = Array(source.utf8)
    var sorted = edits.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
    var kept: [Edit] = []
    var reach = 0
    for edit in sorted where edit.start >= reach || edit.start == edit.end && edit.start == reach {
      kept.append(edit)
      reach = max(reach, edit.end)
    }
    sorted = kept
    for edit in sorted.reversed() {
      bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
