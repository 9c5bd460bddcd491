// SPDX-License-Identifier: MIT
import SwiftParser
import SwiftSyntax

/// An iOS source file: where it is and what it says.
public struct PortSource: Sendable {
  /// Its path as the compiler should report it (absolute, so errors lead back to it).
  public var path: String
  /// Its text.
  public var text: String

  /// A file at `path` holding `text`.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// `reel port`'s rewriting: a set of iOS files in, the same files compilable against
/// `ReelUIKit` out (each starting with `#sourceLocation` so errors and `#file` name the
/// original), and the registry that makes their layouts and view controllers known to scenes.
public enum PortRewrite {
  /// What the files declare, read from all of them (a file's rewrite depends on the others:
  /// a protocol in one, its conformer in another).
  public static func index(_ sources: [PortSource]) -> PortIndex {
    var index = PortIndex()
    for source in sources {
      let tree = Parser.parse(source: source.text)
      let indexer = PortIndexer(index: index, file: source.path, tree: tree)
      indexer.walk(tree)
      index = indexer.index
    }
    // A class's first inherited name is its superclass only when it is not a protocol.
    for (name, decl) in index.classes {
      if let first = decl.superclass, index.protocols[first] != nil || first == "NSObject" {
        index.classes[name]?.superclass = nil
      }
    }
    return index
  }

  /// `source` rewritten, knowing `index` (from every file of the set).
  public static func rewrite(_ source: PortSource, index: PortIndex) -> String {
    let tree = Parser.parse(source: source.text)
    let rewriter = PortRewriter(index: index, file: source.path, tree: tree)
    rewriter.walk(tree)
    let location = sourceLocation(source.path, line: 1)
    return location + rewriter.rewritten(source.text)
  }

  /// A declaration moved out of `file` rewritten on its own (imports, attributes, selectors,
  /// optional calls; nothing is appended).
  static func rewriteFragment(_ text: String, file: String, index: PortIndex) -> String {
    let tree = Parser.parse(source: text)
    let rewriter = PortRewriter(index: index, file: file, tree: tree)
    rewriter.walk(tree)
    return rewriter.edits.applied(to: text)
  }

  /// A line that makes the compiler count from `line` of `file`.
  static func sourceLocation(_ file: String, line: Int) -> String {
    "#sourceLocation(file: \(stringLiteral(file)), line: \(line))\n"
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default:
        if scalar.value < 0x20 {
          escaped += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return "\"" + escaped + "\""
  }
}
