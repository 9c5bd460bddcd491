// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// Every scene in `InvalidScenes/` is refused by both the loader and the published JSON Schema, so
/// an editor flags what `reel validate` flags.
@Suite struct InvalidSceneCorpusTests {
  static let corpus = Corpus("Tests/ReelSceneTests/InvalidScenes", endings: [".yaml"])

  static var files: [URL] { corpus.paths.map { URL(fileURLWithPath: $0) } }

  @Test func theCorpusIsThere() {
    #expect(Self.files.count >= 20, "no invalid scenes in \(Self.corpus.url.path)")
  }

  @Test func theLoaderRefusesEach() throws {
    for file in Self.files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(sceneError(text) != nil, "the loader accepts \(file.lastPathComponent)")
    }
  }

  /// Validated with python3-jsonschema (Draft 2020-12), installed by `scripts/install-deps --test`.
  @Test func theSchemaRefusesEach() throws {
    let script = """
      import json, sys, yaml, jsonschema
      v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
      for f in sys.argv[2:]:
          print(f.rsplit("/", 1)[-1], "refused" if list(v.iter_errors(yaml.safe_load(open(f)))) el\
      se "accepted")
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    let schema = repositoryRoot.appendingPathComponent("scenes/scene.schema.json").path
    process.arguments = ["-c", script, schema] + Self.files.map(\.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 with jsonschema and yaml is needed")
    let lines = output.split(separator: "\n")
    #expect(lines.count == Self.files.count)
    for line in lines { #expect(line.hasSuffix(" refused"), "the schema accepts \(line)") }
  }

  /// The shipped scenes pass the schema (so strictness has not refused valid scenes).
  @Test func theSchemaAcceptsTheShippedScenes() throws {
    let scenes = repositoryRoot.appendingPathComponent("scenes")
    let names = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
    let seeds = try FileManager.default.contentsOfDirectory(
      atPath: scenes.appendingPathComponent("seeds").path)
    let files =
      names.filter { $0.hasSuffix(".yaml") }.map { scenes.appendingPathComponent($0).path }
      + seeds.filter { $0.hasSuffix(".yaml") }.map { "\(scenes.path)/seeds/\($0)" }
    let script = """
      import json, sys, yaml, jsonschema
      v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
      for f in sys.argv[2:]:
          for e in v.iter_errors(yaml.safe_load(open(f))): print(f, list(e.absolute_path), e.messa\
      ge[:200])
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments =
      ["-c", script, scenes.appendingPathComponent("scene.schema.json").path] + files
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0 && files.count > 30)
    #expect(output.isEmpty, "\(output)")
  }
}
