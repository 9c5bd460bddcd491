// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews
import Yams

/// A node of a scene document with its key path and source position, and typed readers that fail
/// with a located `SceneError`.
public struct SceneValue {
  let node: Node
  /// Key path from the document root, e.g. `collectionView.layout.itemSize`.
  public let path: String
  let file: String
  /// Position of the enclosing node, used when this node has none.
  let fallbackMark: Mark?
  /// What the whole document shares: where relative paths start, how images are checked.
  let context: SceneContext

  init(node: Node, path: String, file: String, fallbackMark: Mark? = nil, context: SceneContext) {
    self.node = node
    self.path = path
    self.file = file
    self.fallbackMark = fallbackMark
    self.context = context
  }

  /// An error at this node.
  public func error(_ message: String) -> SceneError { location.error(message) }

  var kindName: String {
    switch node {
    case .scalar(let s): s.string.isEmpty ? "an empty value" : "'\(s.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  // MARK: - Scalars

  public var isNull: Bool {
    if case .scalar(let s) = node {
      return s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string)
    }
    return false
  }

  public func string() throws(SceneError) -> String {
    guard case .scalar(let s) = node, !isNull else {
      throw error("expected a string, found \(kindName)")
    }
    return s.string
  }

  /// Text that is drawn (a label, a title, a font's name): a string of at most
  /// `limits.textLength` characters.
  public func text() throws(SceneError) -> String {
    let value = try string()
    let limit = context.limits.textLength
    if value.utf8.count > limit, value.count > limit {
      throw error(
        SceneLimits.message(
          "the text's length in characters", value.count, limit: limit, flag: "--max-text-length"))
    }
    return value
  }

  /// The largest magnitude any number in a scene may have: far beyond every real size, time or
  /// speed, and small enough that no arithmetic on it overflows.
  public static let maximumMagnitude = 1e9
  /// The smallest value a number that must be > 0 may have (a 1e-300 duration or size is a typo,
  /// and
  /// dividing by it overflows).
  public static let minimumPositive = 1e-6

  /// A finite number within ±`maximumMagnitude`.
  public func double() throws(SceneError) -> Double {
    guard case .scalar(let s) = node,
      let value = Double(s.string.trimmingCharacters(in: .whitespaces)), value.isFinite
    else {
      if case .scalar(let s) = node, let special = Self.nonFinite(s.string) {
        throw error("expected a finite number, found \(s.string) (\(special))")
      }
      throw error("expected a number, found \(kindName)")
    }
    guard abs(value) <= Self.maximumMagnitude else {
      throw error("expected a number from -1e9 to 1e9, found \(value)")
    }
    return value
  }

  /// "not a number" or "infinity" for YAML's and Swift's spellings of them (`.nan`, `-.inf`,
  /// `inf`…).
  static func nonFinite(_ text: String) -> String? {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    let bare = word.drop { $0 == "+" || $0 == "-" }.drop { $0 == "." }
    if bare == "nan" { return "not a number" }
    if bare == "inf" || bare == "infinity" { return "infinity" }
    return nil
  }

  public func cgFloat() throws(SceneError) -> CGFloat { CGFloat(try double()) }

  /// A number ≥ 0.
  public func nonNegative() throws(SceneError) -> Double {
    let value = try double()
    guard value >= 0 else { throw error("expected a number ≥ 0, found \(value)") }
    return value
  }

  /// A number > 0.
  public func positive() throws(SceneError) -> Double {
    let value = try double()
    guard value > 0 else { throw error("expected a number > 0, found \(value)") }
    guard value >= Self.minimumPositive else {
      throw error("expected a number > 0 of at least 0.000001, found \(value)")
    }
    return value
  }

  /// A duration in seconds: > 0 (or ≥ 0 when `allowingZero`) and at most `maximum`.
  public func seconds(atMost maximum: Double, allowingZero: Bool = false) throws(SceneError)
    -> Double
  {
    let value = try allowingZero ? nonNegative() : positive()
    guard value <= maximum else {
      throw error("expected at most \(Int(maximum)) seconds, found \(value)")
    }
    return value
  }

  public func int() throws(SceneError) -> Int {
    guard case .scalar(let s) = node, let value = Int(s.string.trimmingCharacters(in: .whitespaces))
    else {
      throw error("expected a whole number, found \(kindName)")
    }
    return value
  }

  public func bool() throws(SceneError) -> Bool {
    guard case .scalar(let s) = node else {
      throw error("expected true or false, found \(kindName)")
    }
    switch s.string.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw error("expected true or false, found \(kindName)")
    }
  }

  /// One of `choices` (exact spelling), with a suggestion when close.
  public func choice(_ choices: [String]) throws(SceneError) -> String {
    let value = try string()
    guard choices.contains(value) else {
      let listed = choices.joined(separator: ", ")
      let hint = suggestion(for: value, among: choices)
      throw error(
        "expected one of \(listed), found '\(value)'\(hint)"
      )
    }
    return value
  }

  // MARK: - Collections

  public var isSequence: Bool { if case .sequence = node { return true } else { return false } }
  public var isMapping: Bool { if case .mapping = node { return true } else { return false } }
  public var isScalar: Bool { if case .scalar = node { return true } else { return false } }

  /// The elements of a list.
  public func list() throws(SceneError) -> [SceneValue] {
    guard case .sequence(let sequence) = node else {
      throw error("expected a list, found \(kindName)")
    }
    return sequence.enumerated().map {
      SceneValue(
        node: $1, path: "\(path)[\($0)]", file: file, fallbackMark: node.mark, context: context)
    }
  }
}

/// Settings shared by every value of one document.
public struct SceneContext: Sendable {
  /// The folder relative paths (images) start from.
  public var baseDirectory: URL
  /// Decodes an image fully and returns its pixel size, called after the file's structure has
  /// been checked (`assets`); nil (the default) trusts the header's size and decodes nothing.
  /// The CLI passes Cairo's decoder so corrupt pixel data is reported at its place in the scene.
  public var decodeImage: (@Sendable (String) throws -> CGSize)?
  /// What fonts, symbols and image files are checked with: the backends' when they are linked
  /// (`ViewMeasurement.assets`).
  public var assets: any AssetChecking = ViewMeasurement.assets
  /// What the scene may ask for.
  public var limits: SceneLimits
  /// What runs the script of a document read with errors that left every part in it (unknown
  /// keys skipped, styles left out), so that its errors are reported with the others in one run:
  /// the runtime's check (ReelScene cannot run scripts); nil reports the reading errors alone.
  public var checkScript: (@Sendable (SceneDocument) throws(SceneError) -> Void)?
  /// What colour names and `{light, dark}` colours resolve to: the scene's `appearance` and
  /// `systemVersion` (or the command line's).
  public var traits = TraitCollection.standard
  /// The command line's appearance and `--set` values.
  public var variant: SceneVariant
  /// The distinct images read so far and their pixels, for `limits.totalImagePixels`.
  let images = ImageTally()
  /// The warnings found so far.
  let warningTally = WarningTally()
  /// The errors found so far, for the parts read on after one failed.
  var errorTally = ErrorTally()

  public init(
    baseDirectory: URL, decodeImage: (@Sendable (String) throws -> CGSize)? = nil,
    limits: SceneLimits = .standard, variant: SceneVariant = SceneVariant()
  ) {
    self.variant = variant
    self.baseDirectory = baseDirectory
    self.limits = limits
    self.decodeImage = decodeImage
  }
}

/// A mapping node's entries, looked up by key.
public struct SceneMapping {
  public let value: SceneValue
  let entries: [(String, SceneValue)]
  /// The key nodes, for errors about a key itself rather than its value.
  let keyNodes: [String: SceneValue]

  /// An error at `key` itself (where it is written, not its value).
  func error(atKey key: String, _ message: String) -> SceneError {
    (keyNodes[key] ?? self[key] ?? value).error(message)
  }

  public subscript(key: String) -> SceneValue? { entries.first { $0.0 == key }?.1 }

  /// The value for `key`, or an error at the mapping saying it is missing.
  public func required(_ key: String, _ expected: String) throws(SceneError) -> SceneValue {
    guard let value = self[key] else {
      let path = value.path.isEmpty ? key : "\(value.path).\(key)"
      let mark = value.node.mark
      throw SceneError(
        file: value.file, line: mark?.line ?? 0, column: mark?.column ?? 0, keyPath: path,
        message: "missing; expected \(expected)")
    }
    return value
  }

  public var keys: [String] { entries.map(\.0) }
}
