// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// Wrong verdicts and misleading messages (findings 3–5 of the hostile-input audit).
@Suite struct VerdictCLITests {
  @Test func aTimeFarBeyondTheSceneIsAFrameNotATrap() throws {
    let dir = try scratch(["s.yaml": goodScene])
    let render = try runReel(["render", "s.yaml", "--format", "png", "--at", "1e20"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/s@1e+20s.png").path))
    #expect(try runReel(["inspect", "s.yaml", "--at", "1e20"], in: dir).status == 0)
    let snapshot = try runReel(
      ["snapshot", "s.yaml", "--references", "refs", "--record", "all", "--at", "1e300"], in: dir)
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
  }

  @Test func validateRefusesWhatRenderWouldRefuse() throws {
    let scene =
      """
      canvas: {width: 100, height: 100, fps: 120, duration: 600}\ncollectionView: {layout: \
      {type: flow}, items: 3}\n
      """
    let dir = try scratch(["long.yaml": scene])
    let validate = try runReel(["validate", "long.yaml"], in: dir)
    #expect(validate.status == 65)
    #expect(
      validate.stderr
        == """
        long.yaml:1:40: error: canvas.fps: the number of frames (600.00 s at 120 fps) is 72000, \
        over the limit of 20000 (raise it with --max-frames)\n
        """
    )
    let render = try runReel(["render", "long.yaml", "--format", "png"], in: dir)
    #expect(render.status == 65 && render.stderr == validate.stderr)
    #expect(try runReel(["validate", "long.yaml", "--max-frames", "72000"], in: dir).status == 0)
  }

  @Test func twoScenesWithOneNameInOneRenderAreRefusedBeforeAnythingIsWritten() throws {
    let dir = try scratch(["a.yaml": scene(named: "same"), "b.yaml": scene(named: "same")])
    let r = try runReel(["render", "a.yaml", "b.yaml"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr.contains(
        """
        a.yaml: error: its scene name is also the name of b.yaml; their outputs would overwrite \
        each other
        """
      ))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }

  @Test func outputErrorsNameTheOutputInWords() throws {
    let dir = try scratch(["s.yaml": goodScene, "out": ""])
    // `out` is a file: the folder cannot be made.
    let blocked = try runReel(["render", "s.yaml"], in: dir)
    #expect(blocked.status == 73)
    #expect(
      blocked.stderr.hasSuffix(
        "/out: error: cannot create the output: a file of that name is in the way (not a folder)\n")
    )
    // A file where the frame folder goes: named as the folder, not as its temporary.
    try FileManager.default.removeItem(at: dir.appendingPathComponent("out"))
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: dir.appendingPathComponent("out/s"))
    let frames = try runReel(["render", "s.yaml", "--format", "png"], in: dir)
    #expect(frames.status == 73, "\(frames.stderr)")
    #expect(
      frames.stderr.contains("/out/s: error: cannot create the output: a file is in the way"),
      "\(frames.stderr)")
    #expect(
      !frames.stderr.contains(".tmp-") && !frames.stderr.contains("NSCocoaErrorDomain"),
      "\(frames.stderr)")
    #expect(SignalTests.leftovers(in: dir) == [])
    // A folder to be made under a file.
    let under = try runReel(["render", "s.yaml", "--out", "out/s/deeper"], in: dir)
    #expect(
      under.stderr.contains(
        "/out/s/deeper: error: cannot create the output: a file of that name is in the way"),
      "\(under.stderr)")
  }

  @Test func theBatchCacheNoticesAnOutputChangedSinceItWasWritten() throws {
    let dir = try scratch(["s.yaml": goodScene])
    func batch(_ format: String) throws -> String {
      let r = try runReel(["batch", "s.yaml", "--format", format, "--json"], in: dir)
      let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
      let scenes = json?["scenes"] as? [[String: Any]]
      return scenes?.first?["status"] as? String ?? "?"
    }
    #expect(try batch("png") == "rendered")
    #expect(try batch("png") == "cached")
    // SVG frames replace the PNG frames in out/s/: the PNG output is gone, whatever its stamp says.
    #expect(try batch("svg") == "rendered")
    #expect(try batch("png") == "rendered")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/s").path)
        .allSatisfy { $0.hasSuffix(".png") })
    // A truncated output is rendered again.
    #expect(try batch("gif") == "rendered")
    let gif = dir.appendingPathComponent("out/s.gif")
    try Data(try Data(contentsOf: gif).prefix(100)).write(to: gif)
    #expect(try batch("gif") == "rendered")
    #expect(try batch("gif") == "cached")
  }
}
