// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// `--appearance` and `--set`: variants of one scene file from the command line.
@Suite struct VariantCLITests {
  @Test func bothAppearancesWriteOneFileEach() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let r = try runReel(
      ["render", "s.yaml", "--format", "png", "--at", "0", "--appearance", "both"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("out").path
    ).sorted()
    #expect(files == ["s.dark@0s.png", "s.light@0s.png"])
    let light = try Data(contentsOf: dir.appendingPathComponent("out/s.light@0s.png"))
    let dark = try Data(contentsOf: dir.appendingPathComponent("out/s.dark@0s.png"))
    #expect(light != dark)
  }

  @Test func setChangesAValueAndABadSetIsAnError() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let r = try runReel(["inspect", "s.yaml", "--at", "0", "--set", "canvas.width=300"], in: dir)
    #expect(r.status == 0 && r.stdout.contains("300"), "\(r.stdout)\(r.stderr)")
    let bad = try runReel(["validate", "s.yaml", "--set", "canvas.nothing.x=1"], in: dir)
    #expect(bad.status == 65)
    #expect(
      bad.stderr.contains("s.yaml: error: --set canvas.nothing.x=1: the scene has no 'nothing'"),
      "the file, with no line and column: \(bad.stderr)")
    let malformed = try runReel(["validate", "s.yaml", "--set", "nothing"], in: dir)
    #expect(malformed.status == 64 && malformed.stderr.contains("expected key.path=value"))
  }
}
