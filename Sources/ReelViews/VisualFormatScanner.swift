// SPDX-License-Identifier: MIT
import Foundation

/// Reads a Visual Format Language string into a `VisualFormat`, left to right, one character of
/// look-ahead; fails at the first character that does not fit the grammar, with its offset.
struct VisualFormatScanner {
  typealias ParseError = VisualFormat.ParseError
  typealias Predicate = VisualFormat.Predicate

  private let characters: [Character]
  private let metrics: [String: Any]
  private var index = 0

  init(_ format: String, metrics: [String: Any]) {
    characters = Array(format)
    self.metrics = metrics
  }

  private var next: Character? { index < characters.count ? characters[index] : nil }

  private func fail(_ reason: String) -> ParseError {
    ParseError(reason: reason, offset: index)
  }

  private mutating func take(_ character: Character) -> Bool {
    guard next == character else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ character: Character, _ reason: String) throws(ParseError) {
    guard take(character) else { throw fail(reason) }
  }

  mutating func parse() throws(ParseError) -> VisualFormat {
    var format = VisualFormat()
    if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
      format.vertical = characters[0] == "V"
      index = 2
    }
    if take("|") { format.leadingEdge = try connection() }
    format.items.append(try view())
    while let character = next {
      if character == "|" {
        index += 1
        format.trailingEdge = .flush
        break
      }
      let link = try connection()
      if take("|") {
        format.trailingEdge = link
        break
      }
      format.connections.append(link)
      format.items.append(try view())
    }
    guard next == nil else { throw fail("Expected the end of the format string") }
    return format
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func view() throws(ParseError) -> VisualFormat.Item {
    try expect("[", "Expected a view")
    let offset = index
    let name = try identifier("Expected a view name")
    var predicates: [Predicate] = []
    if next == "(" { predicates = try predicateList(inView: true) }
    try expect("]", "Expected ']' to close the view")
    return VisualFormat.Item(name: name, predicates: predicates, offset: offset)
  }

  /// Nothing (flush), `-` (standard) or `-predicates-`; leaves what follows (a view or `|`).
  private mutating func connection() throws(ParseError) -> VisualFormat.Connection {
    guard take("-") else { return .flush }
    if next == "[" || next == "|" { return .standard }
    let predicates: [Predicate]
    if next == "(" {
      predicates = try predicateList(inView: false)
    } else {
      predicates = [Predicate(relation: .equal, object: .constant(try constant()), priority: nil)]
    }
    try expect("-", "Expected a '-' after the spacing")
    return .spaced(predicates)
  }

  /// `(predicate, predicate, …)`.
  private mutating func predicateList(inView: Bool) throws(ParseError) -> [Predicate] {
    try expect("(", "Expected '('")
    var predicates = [try predicate(inView: inView)]
    while take(",") { predicates.append(try predicate(inView: inView)) }
    try expect(")", "Expected ')' to close the predicates")
    return predicates
  }

  /// `(==|<=|>=)? object (@priority)?`: a view names another view's size (in a view's
  /// predicates only); a metric or a number is a constant.
  private mutating func predicate(inView: Bool) throws(ParseError) -> Predicate {
    var relation = VisualFormat.Relation.equal
    for (text, meaning) in [
      ("==", VisualFormat.Relation.equal), ("<=", .lessThanOrEqual),
      (">=", .greaterThanOrEqual),
    ]
    where characters[index...].starts(with: text) {
      relation = meaning
      index += 2
      break
    }
    let object: Predicate.Object
    if let character = next, character.isLetter || character == "_" {
      let start = index
      let name = try identifier("Expected a metric or a view")
      if let value = Self.number(metrics[name]) {
        object = .constant(value)
      } else if inView {
        object = .view(name)
      } else {
        index = start
        throw fail("\(name) is not a key in the metrics dictionary.")
      }
    } else {
      object = .constant(try number())
    }
    var priority: Float?
    if take("@") { priority = Float(try constant()) }
    return Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number or a metric's value.
  private mutating func constant() throws(ParseError) -> CGFloat {
    guard let character = next, character.isLetter || character == "_" else { return try number() }
    let start = index
    let name = try identifier("Expected a number or a metric")
    guard let value = Self.number(metrics[name]) else {
      index = start
      throw fail("\(name) is not a key in the metrics dictionary.")
    }
    return value
  }

  /// An optionally signed decimal number.
  private mutating func number() throws(ParseError) -> CGFloat {
    let start = index
    if next == "-" || next == "+" { index += 1 }
    while let character = next, character.isASCII, character.isNumber || character == "." {
      index += 1
    }
    guard let value = Double(String(characters[start..<index])), value.isFinite else {
      index = start
      throw fail("Expected a number")
    }
    return CGFloat(value)
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`.
  private mutating func identifier(_ reason: String) throws(ParseError) -> String {
    let start = index
    while let character = next, character.isASCII,
      character.isLetter || character == "_" || (index > start && character.isNumber)
    {
      index += 1
    }
    guard index > start else { throw fail(reason) }
    return String(characters[start..<index])
  }

  /// A metric's value as a number (any integer or floating-point type, or NSNumber).
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value.isFinite ? value : nil
    case let value as Double: value.isFinite ? CGFloat(value) : nil
    case let value as Float: value.isFinite ? CGFloat(value) : nil
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
