// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// Runs the built `reel` executable (SwiftPM builds it next to the test bundle).
func runReel(
  _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
  executable: String? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
  let binary = try reelBinary()
  let process = Process()
  process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  if let directory { process.currentDirectoryURL = directory }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outData, as: UTF8.self),
    String(decoding: errData, as: UTF8.self)
  )
}

func scratch(_ files: [String: String]) throws -> URL {
  let url = Scratch.root.appendingPathComponent(
    "reel-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
  return url
}

let goodScene = """
  canvas: {width: 100, height: 100, fps: 10, hold: 0}
  collectionView:
    layout: {type: flow, itemSize: [40, 40], sectionInset: 5}
    items: 3
  script:
    - at: 0
      delete: [0]
  """

@Suite struct CLITests {
  @Test func validateAcceptsGoodScenes() throws {
    let dir = try scratch(["good.yaml": goodScene])
    let r = try runReel(["validate", "good.yaml"], in: dir)
    #expect(r.status == 0)
    #expect(r.stdout == "good.yaml: ok (0.30 s)\n")
  }

  @Test func invalidScenesExit65WithTheLocatedMessageAndWriteNothing() throws {
    let dir = try scratch([
      "bad.yaml": goodScene.replacingOccurrences(of: "delete: [0]", with: "delete: [7]"),
      "good.yaml": goodScene,
    ])
    let r = try runReel(["render", "good.yaml", "bad.yaml"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr
        == """
        bad.yaml:7:13: error: script[0].delete: attempt to delete item 7 from section 0 which \
        only contains 3 items before the update\n
        """
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
  }

  @Test func missingInputExits66() throws {
    let r = try runReel(["validate", "/nonexistent/x.yaml"])
    #expect(r.status == 66)
    #expect(r.stderr.contains("no such scene file"))
  }

  @Test func aDeviceOrFolderIsNotReadAsAScene() throws {
    // /dev/zero never ends: reading it would never finish; a folder cannot be read at all; a
    // FIFO would be waited on for ever.
    let fifo = Scratch.folder("fifo").appendingPathComponent("scene.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [
      ("/dev/zero", "a character device"), ("/tmp", "a folder"), (fifo, "a FIFO (named pipe)"),
    ] {
      let r = try runReel(["validate", path])
      #expect(r.status == 66)
      #expect(
        r.stderr.contains(
          "\(path): error: cannot read the scene file: not a regular file but \(kind)"),
        "\(r.stderr)")
    }
    let frames = try runReel([
      "assemble", "/dev/zero", "-o", "/tmp/reel-never-\(UUID().uuidString).gif",
    ])
    #expect(frames.status == 65)
    #expect(
      frames.stderr.contains("/dev/zero: error: not a readable PNG frame: not a regular file"),
      "\(frames.stderr)")
  }

  @Test func assembleWritesOnlyWhatItsOutputIsNamed() throws {
    // It writes GIFs: a GIF under a .png name was written before.
    let output = Scratch.folder("assemble").appendingPathComponent("x.png")
    let r = try runReel(["assemble", "a.png", "-o", output.path])
    #expect(r.status == 64)
    #expect(
      r.stderr.contains("assemble writes a GIF: name the output something.gif"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func limitFlagsAreCheckedAsUsage() throws {
    #expect(try runReel(["validate", "x.yaml", "--max-nesting", "1001"]).status == 64)
    #expect(try runReel(["validate", "x.yaml", "--max-values", "0"]).status == 64)
  }

  @Test func usageErrorsExit64() throws {
    #expect(try runReel(["render", "x.yaml", "--format", "bmp"]).status == 64)
    #expect(try runReel(["render", "x.yaml", "--fps", "0"]).status == 64)
    #expect(try runReel(["frobnicate"]).status == 64)
  }

  @Test func unwritableOutputExits73() throws {
    let dir = try scratch(["good.yaml": goodScene, "out": "a file, not a folder"])
    let r = try runReel(["render", "good.yaml"], in: dir)
    #expect(r.status == 73)
    #expect(r.stderr.contains("cannot create the output"))
  }

  @Test func renderWritesAGIFByDefaultAndFramesOnRequest() throws {
    let dir = try scratch(["good.yaml": goodScene])
    #expect(try runReel(["render", "good.yaml"], in: dir).status == 0)
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/good.gif").path))
    #expect(
      try runReel(["render", "good.yaml", "--format", "png", "--out", "frames"], in: dir).status
        == 0)
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("frames/good").path)
    #expect(frames.sorted() == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    let one = try runReel(["render", "good.yaml", "--format", "svg", "--at", "0.15"], in: dir)
    #expect(one.status == 0 && one.stdout.contains(" 1 frame, "), "\(one.stdout)")
    #expect(
      FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/good@0.15s.svg").path))
  }

  @Test func inspectPrintsTheDocumentedJSON() throws {
    let dir = try scratch(["good.yaml": goodScene])
    let r = try runReel(["inspect", "good.yaml", "--at", "0.15", "--json"], in: dir)
    #expect(r.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
    #expect(json["time"] as? Double == 0.15)
    #expect((json["bounds"] as? [String: Double]) == ["x": 0, "y": 0, "width": 100, "height": 100])
    let elements = json["elements"] as! [[String: Any]]
    #expect(elements.count == 3)  // two survivors and the cell fading out
    let first = elements[0]
    for key in [
      "category", "kind", "section", "item", "id", "center", "size", "frame", "alpha", "zIndex",
      "hidden", "transform",
    ] {
      #expect(first[key] != nil, "missing \(key)")
    }
    #expect(first["category"] as? String == "cell")
    #expect(first["kind"] is NSNull)
    #expect((first["transform"] as? [Double])?.count == 16)
    let fading = elements.first { ($0["id"] as? String) == "0" }!
    #expect(abs((fading["alpha"] as! Double) - 0.5) < 1e-9)
  }

  @Test func helpListsTheExitCodes() throws {
    let r = try runReel(["--help"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("65 invalid scene or batch update"))
    // One paragraph, wrapped by the terminal's width, not broken where the source's lines end.
    #expect(!r.stdout.contains("missing input,\n") && !r.stdout.contains("signal n;\n"))
    #expect(
      r.stdout.contains("render") && r.stdout.contains("validate") && r.stdout.contains("inspect"))
  }
}

@Suite struct PartCommandTests {
  @Test func framesAreCheckedBeforeAnythingIsDrawn() throws {
    let dir = try scratch(["good.yaml": goodScene])
    for bad in ["5..2", "abc", "1-2", "..4", "-1..3", "1..2..3", "٣..4", "0/3", "4/3"] {
      let r = try runReel(["render", "good.yaml", "--frames=\(bad)"], in: dir)
      #expect(r.status == 64, "\(bad): \(r.stderr)")
      #expect(r.stderr.contains("--frames must be A..B"), "\(bad): \(r.stderr)")
    }
    let both = try runReel(["render", "good.yaml", "--frames", "0..1", "--at", "0"], in: dir)
    #expect(both.status == 64 && both.stderr.contains("cannot be used together"))
    let png = try runReel(["render", "good.yaml", "--frames", "0..1", "--format", "png"], in: dir)
    #expect(png.status == 64 && png.stderr.contains("png is not one file"), "\(png.stderr)")
    let far = try runReel(["render", "good.yaml", "--frames", "100..", "--out", "o"], in: dir)
    #expect(far.status == 65 && far.stderr.contains("--frames 100.. is outside them"))
    let written = try? FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("o").path)
    #expect(written?.isEmpty ?? true)
  }

  @Test func partsRenderedApartJoinToTheWholeRender() throws {
    let dir = try scratch(["good.yaml": goodScene])
    #expect(try runReel(["render", "good.yaml", "--out", "whole"], in: dir).status == 0)
    let a = try runReel(["render", "good.yaml", "--frames", "0..4", "--out", "p1"], in: dir)
    let b = try runReel(
      ["render", "good.yaml", "--frames", "5..", "--out", "p2", "-j", "1"], in: dir)
    #expect(a.status == 0 && a.stdout.contains("good.frames-0-4.gif.part"), "\(a.stderr)")
    #expect(b.status == 0, "\(b.stderr)")
    let parts = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("p2").path
    ).filter { $0.hasSuffix(".part") }
    let joined = try runReel(
      ["join", "p2/\(parts[0])", "p1/good.frames-0-4.gif.part", "-o", "joined.gif"], in: dir)
    #expect(joined.status == 0, "\(joined.stderr)")
    let whole = try Data(contentsOf: dir.appendingPathComponent("whole/good.gif"))
    #expect(try Data(contentsOf: dir.appendingPathComponent("joined.gif")) == whole)
    let missing = try runReel(["join", "nowhere.part"], in: dir)
    #expect(missing.status == 66 && missing.stderr == "nowhere.part: error: no such part\n")
    let folder = try runReel(["join", "p1"], in: dir)
    #expect(folder.status == 65 && folder.stderr.contains("expected a regular file"))
  }
}
