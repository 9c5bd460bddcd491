// SPDX-License-Identifier: MIT
import Foundation
import Yams

extension SceneLoader {
  /// The parser's error as a located `SceneError`, in words a scene's author can act on: a tab
  /// where
  /// indentation goes is named as such, a duplicate key is reported without echoing the file.
  static func yamlError(
    _ error: YamlError, text: String, file: String, limits: SceneLimits = .standard
  ) -> SceneError {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      if let ceiling = nestingCeilingError(
        problem, line: mark.line, column: mark.column, file: file, limits: limits)
      {
        return ceiling
      }
      let message = tabProblem(in: text, line: mark.line) ?? "invalid YAML: \(problem)"
      return SceneError(
        file: file, line: max(mark.line, 1), column: max(mark.column, 1), keyPath: "",
        message: message)
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0.prefix(80))'" }.joined(separator: ", ")
      return SceneError(
        file: file, line: max(context.mark.line, 1), column: max(context.mark.column, 1),
        keyPath: "",
        message: "duplicate key \(keys)")
    default:
      let text = "\(error)".prefix(200)
      return SceneError(
        file: file, line: 1, column: 1, keyPath: "", message: "invalid YAML: \(text)")
    }
  }

  /// "a tab indents line N …" when the line the parser stopped at (or the one before, where a
  /// block began) starts with a tab: YAML indents with spaces only.
  static func tabProblem(in text: String, line: Int) -> String? {
    guard line >= 1 else { return nil }
    var number = 0
    for candidate in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      if number > line { break }
      if number >= line - 1,
        candidate.first == "\t" || candidate.drop(while: { $0 == " " }).first == "\t"
      {
        return
          "a tab indents line \(number); YAML indents with spaces only "
          + "(replace the tabs with spaces)"
      }
    }
    return nil
  }

  /// Where a UTF-8 file (not UTF-16 or 32, whose ASCII has NULs everywhere) holds a NUL byte.
  static func nulPosition(_ data: Data) -> (line: Int, column: Int)? {
    let head = [UInt8](data.prefix(2))
    guard let index = data.firstIndex(of: 0), head.count == 2, head[0] != 0, head[1] != 0,
      String(data: data, encoding: .utf8) != nil
    else { return nil }
    let before = data[data.startIndex..<index]
    let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
    return (line, String(decoding: data[lineStart..<index], as: UTF8.self).count + 1)
  }

  /// Where the first byte that is not part of UTF-8 text sits, and its value; nil when every
  /// byte is (or the file is UTF-16 or 32, whose errors have no useful place).
  static func invalidUTF8Position(_ data: Data) -> (line: Int, column: Int, byte: UInt8)? {
    let bytes = [UInt8](data)
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var lineStart = 0
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == 0x0A {
          line += 1
          lineStart = offset + 1
        }
        offset += scalar.count
      case .emptyInput:
        return nil
      case .error:
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column, bytes[offset])
      }
    }
  }

  /// Why bytes that are not UTF-8 cannot be read, naming UTF-16 and UTF-32 when a byte-order mark
  /// or
  /// the NUL bytes of ASCII text say the file is in one of them.
  static func encodingProblem(_ data: Data) -> String {
    let head = [UInt8](data.prefix(4))
    let resave = "; save it as UTF-8"
    if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
      return "the file is UTF-32 text\(resave)"
    }
    if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
      return "the file is UTF-16 text\(resave)"
    }
    if head.count >= 2, head[0] == 0 || head[1] == 0 {
      return "the file looks like UTF-16 text (NUL bytes between characters)\(resave)"
    }
    return "the file is not UTF-8 text\(resave)"
  }
}
