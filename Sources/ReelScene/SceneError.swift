// SPDX-License-Identifier: MIT
import Foundation

/// A problem in a scene file, located like a compiler error:
/// `file:line:column: error: key.path: what was expected`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  public let file: String
  /// 1-based; 0 when the problem has no position (an unreadable file).
  public let line: Int
  public let column: Int
  /// Where in the document, e.g. `script[2].insert[0]`; empty for the whole file.
  public let keyPath: String
  public let message: String
  /// Further errors found in the same file, in file order (`reel validate` reports them all).
  public var others: [SceneError] = []

  public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
  }

  public var description: String {
    let path = keyPath.isEmpty ? "" : "\(keyPath): "
    // Line 0: about the file as a whole (a `--set` that does not fit it), no position in it.
    let position = line > 0 ? ":\(line):\(column)" : ""
    let more = others.map { "\n\($0)" }.joined()
    return "\(file)\(position): error: \(path)\(message)\(more)"
  }
}

/// Why a scene could not be read at all (before any YAML was parsed).
public enum SceneFileError: Error, Equatable, Sendable, CustomStringConvertible {
  case notFound(path: String)
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let path): return "\(path): error: no such scene file"
    case .unreadable(let path, let reason):
      return "\(path): error: cannot read the scene file: \(reason)"
    }
  }
}

/// Edit distance, for "did you mean …?" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a.lowercased())
  let b = Array(b.lowercased())
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}

/// " (did you mean 'x'?)" for the closest candidate within a small distance, else "".
/// "unknown <what> '<name>'; expected one of a, b, c (did you mean 'b'?)".
package func unknownName(_ what: String, _ name: String, among names: [String]) -> String {
  let hint = suggestion(for: name, among: names)
  return "unknown \(what) '\(name)'; expected one of \(names.joined(separator: ", "))\(hint)"
}

package func suggestion(for word: String, among candidates: [String]) -> String {
  let best = candidates.map { ($0, editDistance(word, $0)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
  guard let best, best.1 <= max(2, word.count / 3) else { return "" }
  return " (did you mean '\(best.0)'?)"
}
