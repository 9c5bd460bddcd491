// SPDX-License-Identifier: MIT
import Foundation

/// Something code did that UIKit answers with an exception (a registration used for the wrong
/// kind, a cell dequeued with an identifier never registered, an invalid snapshot): Reel keeps
/// going with a neutral result and records the problem here, with the caller's file and line
/// where Swift can know them, so the host reports it instead of the process stopping.
public struct CodeProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The caller's file (`#fileID`), or empty when unknown.
  public let file: String
  /// The caller's line, 1-based; 0 when unknown.
  public let line: Int
  /// UIKit's words for the problem where it has them.
  public let message: String

  /// A problem at `file`:`line`.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: error: message`, or the message alone when the place is unknown.
  public var description: String {
    file.isEmpty ? "error: \(message)" : "\(file):\(line): error: \(message)"
  }
}
