// SPDX-License-Identifier: MIT
import Foundation
import ReelRuntime

/// A human-readable, aligned text form of `ScenePlayer.inspect(at:)`, one element a line.
public enum InspectTable {
  public static func render(_ snapshot: JSONValue) -> String {
    guard case .object(let top) = snapshot else { return snapshot.serialized(pretty: true) }
    func field(_ pairs: [(String, JSONValue)], _ key: String) -> JSONValue? {
      pairs.first { $0.0 == key }?.1
    }
    func text(_ v: JSONValue?) -> String {
      switch v {
      case .number(let n)?: return JSONValue.format((n * 100).rounded() / 100)
      case .string(let s)?: return s
      case .bool(let b)?: return b ? "yes" : "no"
      case .object(let pairs)?: return pairs.map { text($0.1) }.joined(separator: " ")
      default: return "-"
      }
    }
    var lines = [
      "time \(text(field(top, "time"))) s   bounds \(text(field(top, "bounds")))   content "
        + text(field(top, "contentSize"))
    ]
    if case .array(let screens)? = field(top, "screens") {
      lines.append("screen         frame (x y w h)               alpha  translation (x y)")
      for case .object(let s) in screens {
        var translation = "-"
        if case .array(let m)? = field(s, "transform"), m.count == 16 {
          translation = "\(text(m[12])) \(text(m[13]))"
        }
        let name =
          field(s, "screen").flatMap { if case .string(let n) = $0 { n } else { nil } }
          ?? "(dimming)"
        lines.append(
          [
            name.padding(toLength: 14, withPad: " ", startingAt: 0),
            text(field(s, "frame")).padding(toLength: 29, withPad: " ", startingAt: 0),
            text(field(s, "alpha")).padding(toLength: 6, withPad: " ", startingAt: 0), translation,
          ].joined(separator: " "))
      }
      guard field(top, "elements") != nil else { return lines.joined(separator: "\n") }
    }
    lines.append(
      "category       path      id        frame (x y w h)               alpha  z   hidden")
    if case .array(let elements)? = field(top, "elements") {
      for case .object(let e) in elements {
        let path = "[\(text(field(e, "section"))), \(text(field(e, "item")))]"
        let columns = [
          text(field(e, "category")).padding(toLength: 14, withPad: " ", startingAt: 0),
          path.padding(toLength: 9, withPad: " ", startingAt: 0),
          text(field(e, "id")).padding(toLength: 9, withPad: " ", startingAt: 0),
          text(field(e, "frame")).padding(toLength: 29, withPad: " ", startingAt: 0),
          text(field(e, "alpha")).padding(toLength: 6, withPad: " ", startingAt: 0),
          text(field(e, "zIndex")).padding(toLength: 3, withPad: " ", startingAt: 0),
          text(field(e, "hidden")),
        ]
        lines.append(columns.joined(separator: " "))
      }
    }
    return lines.joined(separator: "\n")
  }
}
