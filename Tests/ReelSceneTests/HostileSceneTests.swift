// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// Findings of the hostile-input audit that the scene loader answers: names that are paths,
/// limits counted while parsing, messages that name the problem.
@Suite struct HostileSceneTests {
  static let body =
    "canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: 3\n"

  func parseError(_ text: String, limits: SceneLimits = .standard) -> String? {
    do {
      let context = SceneContext(baseDirectory: URL(fileURLWithPath: "/tmp"), limits: limits)
      _ = try ScenePlayer(document: SceneLoader.parse(text, file: "t.yaml", context: context))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func pathLikeNamesAreRefusedAtNameAndSafeNamesPass() {
    let refused = [
      "../victim", "/abs", "a/b", "a\\\\b", ".", "..", ".hidden", "\"a\\0b\"", "\"a\\tb\"", "''",
    ]
    for name in refused {
      let message = parseError("name: \(name)\n" + Self.body)
      #expect(
        message?.hasPrefix("t.yaml:1:7: error: name: a scene name") == true,
        "\(name): \(message ?? "accepted")")
    }
    #expect(
      parseError("name: \(String(repeating: "é", count: 101))\n" + Self.body)?.contains(
        "at most 200 bytes") == true)
    for name in ["photos", "Photos – grid @2x", "a.b", "x..y", "-dash"] {
      #expect(parseError("name: \"\(name)\"\n" + Self.body) == nil, "\(name)")
    }
  }

  @Test func fileNamesAreReducedToSafeNames() {
    #expect(OutputName.reduced(".hidden") == "hidden")
    #expect(OutputName.reduced("..") == "scene")
    #expect(OutputName.reduced("a\tb\u{0}c") == "a-b-c")
    #expect(
      OutputName.reduced(String(repeating: "€", count: 100)).utf8.count <= OutputName.maximumBytes)
    for name in [".x", "..", "a\nb", String(repeating: "ü", count: 300)] {
      #expect(OutputName.problem(OutputName.reduced(name)) == nil, "\(name)")
    }
  }

  @Test func aDuplicateKeyIsReportedAtTheSecondKeyWithoutEchoingTheFile() {
    // A large file: the old message quoted all of it as "Context".
    let filler = (0..<20_000).map { "    - {fill: \"#FF9500\", label: item number \($0)}" }.joined(
      separator: "\n")
    let text =
      Self.body.replacingOccurrences(of: "  items: 3\n", with: "  items:\n\(filler)\n")
      + "canvas: {width: 1}\n"
    let message = parseError(text)
    #expect(message == "t.yaml:20005:1: error: duplicate key 'canvas'")
    let nested =
      """
      canvas: {width: 100, height: 100, width: 5}\ncollectionView: {layout: {type: flow}, \
      items: 1}\n
      """
    #expect(parseError(nested) == "t.yaml:1:35: error: canvas: duplicate key 'width'")
  }

  @Test func tabsEncodingsAndNonFiniteNumbersAreNamed() throws {
    #expect(
      parseError("canvas:\n\twidth: 100\n")?.contains(
        "a tab indents line 2; YAML indents with spaces only") == true)
    let dir = Scratch.root.appendingPathComponent(
      "reel-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let encodings: [(String.Encoding, String)] = [
      (.utf16, "UTF-16 text"), (.utf16LittleEndian, "looks like UTF-16"),
      (.utf16BigEndian, "looks like UTF-16"),
      (.utf32, "UTF-32 text"),
    ]
    for (encoding, expected) in encodings {
      let url = dir.appendingPathComponent("s.yaml")
      try #require(Self.body.data(using: encoding)).write(to: url)
      #expect(throws: SceneError.self) { try SceneLoader.load(path: url.path) }
      do { _ = try SceneLoader.load(path: url.path) } catch {
        #expect(
          "\(error)".contains(expected) && "\(error)".contains("save it as UTF-8"),
          "\(encoding): \(error)")
      }
    }
    let nul = dir.appendingPathComponent("nul.yaml")
    try Data("canvas: {width: 100}\nname: a\u{0}b\n".utf8).write(to: nul)
    #expect(throws: SceneError.self) { try SceneLoader.load(path: nul.path) }
    do { _ = try SceneLoader.load(path: nul.path) } catch {
      #expect(
        "\(error)".hasSuffix(
          ":2:8: error: the file holds a NUL byte, which YAML text cannot (write \\0 inside quotes)"
        ), "\(error)")
    }
    // A Latin-1 "é" on line 5, after "name: caf": column 10.
    let latin1 = dir.appendingPathComponent("latin1.yaml")
    try (Data("canvas:\n  width: 100\n  height: 80\n# ü ok\nname: caf".utf8) + Data([0xE9, 0x0A]))
      .write(to: latin1)
    do {
      _ = try SceneLoader.load(path: latin1.path)
      Issue.record("accepted")
    } catch {
      #expect(
        "\(error)".hasSuffix(
          ":5:10: error: the file is not UTF-8 text: byte 0xE9 here is not part of a character; "
            + "save it as UTF-8"), "\(error)")
    }
    for (word, meaning) in [
      (".nan", "not a number"), (".inf", "infinity"), ("-.inf", "infinity"), ("+.Inf", "infinity"),
    ] {
      let message = parseError(
        Self.body.replacingOccurrences(of: "width: 100", with: "width: \(word)"))
      #expect(
        message
          == "t.yaml:1:17: error: canvas.width: expected a finite number, "
          + "found \(word) (\(meaning))"
      )
    }
  }

  @Test func valuesAndNestingAreCountedWhileParsing() {
    let flat = Self.body + "script:\n" + String(repeating: "- 1\n", count: 2_000)
    let message = parseError(flat, limits: SceneLimits(values: 1_000))
    // 9 values before the list's elements (mappings, keys' values, the list itself): element 991 is
    // the 1001st, on line 6 + 991.
    #expect(
      message
        == """
        t.yaml:997:3: error: script[991]: the scene holds more than 1000 values, over the limit \
        (raise it with --max-values)
        """
    )
    let deep =
      "canvas: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"
    #expect(
      parseError(deep)?.contains(
        """
        the nesting depth of mappings and lists is 65, over the limit of 64 (raise it with \
        --max-nesting, up to 1000)
        """
      ) == true)
  }

  @Test func theScriptsWorkIsBoundedBeforeItRuns() {
    let steps = (0..<300).map { "  - {at: 0, reload: [\($0 % 50)]}" }.joined(separator: "\n")
    let text =
      Self.body.replacingOccurrences(of: "items: 3", with: "items: 2000") + "script:\n" + steps
      + "\n"
    let message = parseError(text)
    #expect(
      message
        == """
        t.yaml:256:5: error: script[250]: the script's work (251 steps × 2000 items, counting \
        inserted ones) is 502000, over the limit of 500000 (raise it with --max-step-items)
        """
    )
    #expect(parseError(text, limits: SceneLimits(stepItems: 600_000)) == nil)
    // Inserted items count too.
    let inserts = (0..<10).map { _ in "  - {at: 0, insert: [0, 1, 2, 3, 4]}" }.joined(
      separator: "\n")
    let growing = Self.body + "script:\n" + inserts + "\n"
    #expect(
      parseError(growing, limits: SceneLimits(stepItems: 500))?.contains(
        "(10 steps × 53 items, counting inserted ones) is 530") == true)
  }

  @Test func drawnTextIsBounded() {
    let long = String(repeating: "x", count: 5_000)
    let message = parseError(Self.body + "  style: {label: \"\(long)\"}\n")
    #expect(
      message?.contains(
        """
        collectionView.style.label: the text's length in characters is 5000, over the limit of \
        4096 (raise it with --max-text-length)
        """
      ) == true)
    #expect(
      parseError(
        Self.body + "  style: {label: \"\(long)\"}\n", limits: SceneLimits(textLength: 5_000))
        == nil)
    #expect(
      parseError(Self.body + "  style: {font: {family: \"\(long)\"}}\n")?.contains(
        "over the limit of 4096") == true)
  }

  /// A deep view tree is read once per level: each level read its subviews twice (its style and
  /// its view), 2^30 readings for these 30 levels.
  @Test func deepViewTreesAreReadOncePerLevel() {
    var tree = "{label: deep}"
    for level in 0..<30 {
      tree =
        "{stack: {axis: \(level % 2 == 0 ? "vertical" : "horizontal")}, views: [\(tree), "
        + "{label: x}]}"
    }
    let scene = Self.body + "  style: {views: [\(tree)]}\n"
    #expect(parseError(scene, limits: SceneLimits(nesting: 200)) == nil)
  }

  /// A stack arranges at most 64 views (Auto Layout's work on one grows with the cube of its
  /// views); more is an error that says so, before anything is laid out.
  @Test func aStackArrangesAtMost64Views() {
    func stack(_ count: Int) -> String {
      let labels = (0..<count).map { "{label: \"L\($0)\"}" }.joined(separator: ", ")
      return Self.body
        + "  style: {views: [{stack: {distribution: fillEqually}, views: [\(labels)]}]}\n"
    }
    #expect(parseError(stack(64)) == nil)
    #expect(
      parseError(stack(65))?.contains("expected at most 64 views in one stack, found 65") == true)
  }
}
