// SPDX-License-Identifier: MIT
import Foundation

/// A JSON value with ordered object keys, serialised deterministically (stable key order, numbers
/// to nine decimal places — no float noise such as 0.30000000000000004 — in their shortest form,
/// integral values without a fraction).
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized() == b.serialized() }

  /// Compact (`pretty == false`) or two-space indented text.
  public func serialized(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, pretty: pretty, indent: "")
    return out
  }

  private func write(into out: inout String, pretty: Bool, indent: String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): out += Self.quote(s)
    case .array(let values):
      if values.isEmpty {
        out += "[]"
        return
      }
      if pretty, values.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
        out += "[" + values.map { $0.serialized() }.joined(separator: ", ") + "]"
        return
      }
      let inner = indent + "  "
      out += "["
      for (i, v) in values.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + inner }
        v.write(into: &out, pretty: pretty, indent: inner)
      }
      out += pretty ? "\n" + indent + "]" : "]"
    case .object(let pairs):
      if pairs.isEmpty {
        out += "{}"
        return
      }
      let inner = indent + "  "
      out += "{"
      for (i, (k, v)) in pairs.enumerated() {
        if i > 0 { out += "," }
        if pretty { out += "\n" + inner }
        out += Self.quote(k) + (pretty ? ": " : ":")
        v.write(into: &out, pretty: pretty, indent: inner)
      }
      out += pretty ? "\n" + indent + "}" : "}"
    }
  }

  static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    // Nine decimals, where a Double holds them (below 2^53 / 1e9); then the shortest form.
    let n = abs(n) < 9e6 ? (n * 1e9).rounded() / 1e9 : n
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  /// `s` as a JSON string literal, quotes included (also a valid YAML double-quoted scalar).
  public static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
