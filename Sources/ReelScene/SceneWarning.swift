// SPDX-License-Identifier: MIT
import Foundation

/// Something in a scene that renders, but not as written (a font family that is not installed, a
/// character no font has), located like an error: `file:line:column: warning: key.path: …`.
public struct SceneWarning: Equatable, Sendable, CustomStringConvertible {
  public let location: SourceLocation
  public let message: String

  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  public var description: String {
    let path = location.keyPath.isEmpty ? "" : "\(location.keyPath): "
    return "\(location.file):\(location.line):\(location.column): warning: \(path)\(message)"
  }
}

/// The warnings found while a scene loads, in the order found (each once).
final class WarningTally: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [SceneWarning] = []

  func add(_ warning: SceneWarning) {
    lock.withLock { if !list.contains(warning) { list.append(warning) } }
  }

  var warnings: [SceneWarning] { lock.withLock { list } }
}

extension SceneValue {
  /// Records a warning at this value.
  func warn(_ message: String) {
    context.warningTally.add(SceneWarning(location: location, message: message))
  }
}
