// SPDX-License-Identifier: MIT

/// Where something was written in a scene file: what the typed scene model keeps of the YAML, so
/// problems found later (while the script runs) are reported at their place in the file.
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The file as given on the command line.
  public var file: String
  /// 1-based; 0 for something with no position (a document built in code).
  public var line: Int
  public var column: Int
  /// Key path from the document root, e.g. `script[2].insert`.
  public var keyPath: String

  public init(file: String, line: Int = 0, column: Int = 0, keyPath: String = "") {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
  }

  /// `file:line:column` as error messages and editors write it (`file` alone without a
  /// position).
  public var description: String {
    line > 0 ? "\(file):\(line):\(column)" : file
  }

  /// A location for values built in Swift rather than read from a file.
  public static let code = SourceLocation(file: "<code>")

  /// An error here.
  public func error(_ message: String) -> SceneError {
    SceneError(file: file, line: line, column: column, keyPath: keyPath, message: message)
  }
}

extension SceneValue {
  /// Where this node was written.
  public var location: SourceLocation {
    let mark = node.mark ?? fallbackMark
    return SourceLocation(
      file: file, line: mark?.line ?? 0, column: mark?.column ?? 0, keyPath: path)
  }
}
