// SPDX-License-Identifier: MIT
import Foundation

/// The errors found while a scene loads, so that one run reports every independent problem (each
/// step, item and section is read even when an earlier one failed), at most `limit` of them.
final class ErrorTally: @unchecked Sendable {
  /// The most errors one file reports; past it, reading stops at the next error.
  static let limit = 50
  private let lock = NSLock()
  private var list: [SceneError] = []
  private var dropped = false

  /// Records `error`; false when the tally is full (the caller stops reading). `drops`: the part
  /// that failed is left out of the document (an item, a section, a step), so what the script does
  /// cannot be checked; an unknown key skipped or a style left out keeps every part.
  func add(_ error: SceneError, drops: Bool = true) -> Bool {
    lock.withLock {
      guard list.count < Self.limit else { return false }
      if !list.contains(error) { list.append(error) }
      dropped = dropped || drops
      return true
    }
  }

  var errors: [SceneError] { lock.withLock { list } }

  /// Whether a failed part was left out of the document (see `add(_:drops:)`).
  var droppedPart: Bool { lock.withLock { dropped } }

  /// Throws the errors recorded so far, the first in the file with the others after it.
  func throwIfAny() throws(SceneError) {
    if let error = SceneError.combined(errors) { throw error }
  }
}

extension SceneValue {
  /// `body` applied to this value; when it fails, its error is recorded and nil returned, so the
  /// value's siblings are still read (the errors are thrown together when the file is read).
  /// `drops`: see `ErrorTally.add(_:drops:)`.
  func recovering<T>(
    drops: Bool = true, _ body: (SceneValue) throws(SceneError) -> T
  ) throws(SceneError) -> T? {
    do {
      return try body(self)
    } catch {
      guard context.errorTally.add(error, drops: drops) else { throw error }
      return nil
    }
  }
}

extension SceneError {
  /// The first of `errors` in file order carrying the others (nil when there are none).
  static func combined(_ errors: [SceneError]) -> SceneError? {
    var sorted: [SceneError] = []
    for error in errors.flatMap({ [$0.withoutOthers] + $0.others }) where !sorted.contains(error) {
      sorted.append(error)
    }
    sorted.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    let suggested = Set(sorted.compactMap(\.suggestedKeyPath))
    // A misspelt key also leaves the key it was meant to be missing: say it once.
    sorted.removeAll { $0.message.hasPrefix("missing;") && suggested.contains($0.keyPath) }
    guard var first = sorted.first else { return nil }
    first.others = Array(sorted.dropFirst())
    return first
  }

  /// For an unknown key with a suggestion (`did you mean 'height'?`), the key path it suggests
  /// (`canvas.height`); nil otherwise.
  var suggestedKeyPath: String? {
    guard message.hasPrefix("unknown key"), let start = message.range(of: "did you mean '"),
      let end = message[start.upperBound...].firstIndex(of: "'")
    else { return nil }
    let key = message[start.upperBound..<end]
    let parent = keyPath.split(separator: ".").dropLast().joined(separator: ".")
    return parent.isEmpty ? String(key) : "\(parent).\(key)"
  }

  var withoutOthers: SceneError {
    var copy = self
    copy.others = []
    return copy
  }
}
