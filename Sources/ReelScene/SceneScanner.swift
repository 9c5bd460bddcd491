// SPDX-License-Identifier: MIT
internal import CYaml
import Foundation

/// A first pass over a scene file's YAML events, before any tree is built: it counts values and
/// nesting as the parser reads them, so a file over `SceneLimits.values` or `nesting` is refused in
/// memory that does not grow with the file, and it finds a key given twice in one mapping at the
/// second occurrence.
///
/// Aliases count as one value here; what they expand to is counted after composing
/// (`SceneLoader.checkShape`), where an alias bomb is still small. A syntax error ends the pass
/// quietly: the composer reports it with its own position.
struct SceneScanner {
  let file: String
  let limits: SceneLimits

  /// One open mapping or list, for the key path and the duplicate-key check.
  private struct Level {
    var isMapping: Bool
    var index = 0
    var expectsKey = true
    var key: String?
    var keys: Set<String> = []
  }

  /// Reads every event of `text`.
  /// - Throws: `SceneError` at the first value over a limit or the first duplicate key.
  func scan(_ text: String) throws(SceneError) {
    // libyaml's parser and event live on the heap, as in Yams: the parser is large and libyaml
    // keeps
    // pointers to it while it runs.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    event.initialize(to: yaml_event_t())
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) == 1 else { return }
    defer { yaml_parser_delete(parser) }
    var copy = text
    let failure: SceneError? = copy.withUTF8 { bytes in
      yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
      return walk(parser, event)
    }
    if let failure { throw failure }
  }

  private func walk(
    _ parser: UnsafeMutablePointer<yaml_parser_t>, _ event: UnsafeMutablePointer<yaml_event_t>
  ) -> SceneError? {
    var levels: [Level] = []
    var count = 0
    while yaml_parser_parse(parser, event) == 1 {
      defer { yaml_event_delete(event) }
      let line = Int(event.pointee.start_mark.line) + 1
      let column = Int(event.pointee.start_mark.column) + 1
      let type = event.pointee.type
      switch type {
      case YAML_STREAM_END_EVENT:
        return nil
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        levels.removeLast()
        advance(&levels)
      case YAML_SCALAR_EVENT
      where levels.last?.isMapping == true && levels.last?.expectsKey == true:
        let scalar = event.pointee.data.scalar
        let key = Self.text(scalar.value, length: scalar.length)
        if levels[levels.count - 1].keys.contains(key) {
          return error(line, column, levels, "duplicate key '\(key.prefix(80))'")
        }
        levels[levels.count - 1].keys.insert(key)
        levels[levels.count - 1].key = String(key.prefix(80))
        levels[levels.count - 1].expectsKey = false
      case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
        count += 1
        if let problem = overLimit(depth: levels.count, count: count) {
          return error(line, column, levels, problem)
        }
        if type == YAML_MAPPING_START_EVENT || type == YAML_SEQUENCE_START_EVENT {
          levels.append(Level(isMapping: type == YAML_MAPPING_START_EVENT))
        } else {
          advance(&levels)
        }
      default:
        break
      }
    }
    return nil
  }

  /// After a value: a mapping expects its next key, a list counts on.
  private func advance(_ levels: inout [Level]) {
    guard !levels.isEmpty else { return }
    if levels[levels.count - 1].isMapping {
      levels[levels.count - 1].expectsKey = true
    } else {
      levels[levels.count - 1].index += 1
    }
  }

  private func overLimit(depth: Int, count: Int) -> String? {
    if depth > limits.nesting {
      return SceneLimits.message(
        "the nesting depth of mappings and lists", depth, limit: limits.nesting,
        flag: "--max-nesting",
        ceiling: SceneLimits.parserNestingCeiling)
    }
    if count > limits.values {
      return "the scene holds more than \(limits.values) values, over the limit "
        + "(raise it with --max-values)"
    }
    return nil
  }

  private func error(_ line: Int, _ column: Int, _ levels: [Level], _ message: String) -> SceneError
  {
    var path = ""
    for level in levels {
      if level.isMapping {
        guard let key = level.key, !level.expectsKey else { break }
        path += (path.isEmpty ? "" : ".") + key
      } else {
        path += "[\(level.index)]"
      }
    }
    return SceneError(file: file, line: line, column: column, keyPath: path, message: message)
  }

  private static func text(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int) -> String {
    guard let pointer else { return "" }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }
}
