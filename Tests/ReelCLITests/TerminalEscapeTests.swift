// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// A scene's text never reaches the terminal raw: an OSC 52 sequence in a key (which writes the
/// clipboard in many terminals), an escape in an item id or in a file name is printed as
/// `\u{1B}`.
@Suite struct TerminalEscapeTests {
  let osc = "\u{1B}]52;c;aGVsbG8=\u{7}"

  func assertNoControls(_ text: String, _ what: String) {
    let controls = text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value)
    }
    #expect(controls.isEmpty, "\(what): \(text.debugDescription)")
  }

  @Test func validateInspectAndBatchEscapeTheScenesText() throws {
    let body = "  layout: {type: flow}\n  items: [{id: \"a\\e[31mred\\u202Ex\"}]\n"
    let folder = try scratch([
      "key.yaml": "canvas: {width: 100, height: 100}\n\"\\e]52;c;aGVsbG8=\\a\": 1\n",
      "ids.yaml": "canvas: {width: 100, height: 100, fps: 10, hold: 0}\ncollectionView:\n" + body,
      "e\u{1B}[2Jvil.yaml": "canvas: {width: 100, height: 100}\nnope: 1\n",
    ])
    let validate = try runReel(["validate", "key.yaml"], in: folder)
    #expect(validate.status == 65)
    assertNoControls(validate.stderr, "validate")
    #expect(validate.stderr.contains("\\u{1B}]52;c;aGVsbG8=\\u{7}"))
    let inspect = try runReel(["inspect", "ids.yaml", "--at", "0"], in: folder)
    #expect(inspect.status == 0)
    assertNoControls(inspect.stdout, "inspect")
    #expect(inspect.stdout.contains("a\\u{1B}[31mred"))
    let batch = try runReel(["batch", "e\u{1B}[2Jvil.yaml", "--out", "out"], in: folder)
    #expect(batch.status != 0)
    assertNoControls(batch.stderr + batch.stdout, "batch")
    #expect((batch.stderr + batch.stdout).contains("e\\u{1B}[2Jvil"))
  }
}
