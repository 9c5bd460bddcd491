// SPDX-License-Identifier: MIT
import Foundation
@_exported import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

func scenePath(_ name: String) -> String {
  repositoryRoot.appendingPathComponent("scenes/\(name)").path
}

/// Parses scene text, returning the error message it produces (or nil when it is valid).
func sceneError(_ text: String) -> String? {
  do {
    _ = try ScenePlayer(document: SceneLoader.parse(text, file: "test.yaml"))
    return nil
  } catch {
    return error.description
  }
}

func player(_ text: String) throws -> ScenePlayer {
  try ScenePlayer(document: SceneLoader.parse(text, file: "test.yaml"))
}

/// The `elements` of an inspect snapshot as (id, frame) pairs, drawing order.
func frames(_ snapshot: JSONValue) -> [(id: String, frame: CGRect, alpha: Double, hidden: Bool)] {
  guard case .object(let top) = snapshot,
    case .array(let elements)? = top.first(where: { $0.0 == "elements" })?.1
  else { return [] }
  return elements.compactMap { element in
    guard case .object(let e) = element else { return nil }
    func field(_ k: String) -> JSONValue? { e.first { $0.0 == k }?.1 }
    guard case .string(let id)? = field("id"), case .object(let f)? = field("frame"),
      case .number(let alpha)? = field("alpha"),
      case .bool(let hidden)? = field("hidden")
    else { return nil }
    func n(_ k: String) -> Double {
      if case .number(let v)? = f.first(where: { $0.0 == k })?.1 { return v } else { return .nan }
    }
    return (id, CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height")), alpha, hidden)
  }
}

/// Expects each case's input to be refused by `load` with an error whose text contains the
/// case's expected fragment.
func expectRefusals(_ cases: [(String, String)], _ load: (String) throws -> Any) {
  for (input, expected) in cases {
    do {
      _ = try load(input)
      Issue.record("\(input) was accepted")
    } catch {
      #expect("\(error)".contains(expected), "\(input): \(error)")
    }
  }
}
