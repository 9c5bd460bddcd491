// SPDX-License-Identifier: MIT
import Foundation
import ReelFuzzing
import ReelTestSupport
import Testing

/// The shipped scenes (every `.yaml` under `scenes/`), as (path, text).
let shippedScenes: [(path: URL, text: String)] = {
  let root = repositoryRoot.appendingPathComponent("scenes")
  let files =
    FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap {
      $0 as? URL
    } ?? []
  return files.filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }.compactMap {
    url in
    (try? String(contentsOf: url, encoding: .utf8)).map { (url, $0) }
  }
}()

/// Mutants per shipped scene; `REEL_FUZZ_MUTANTS=5000 swift test --filter SceneMutationTests` is
/// the
/// long run (scenes/README.md, "Fuzzing").
let mutantsPerScene =
  ProcessInfo.processInfo.environment["REEL_FUZZ_MUTANTS"].flatMap(Int.init) ?? 6

/// Property-based fuzzing of the scene path: every shipped scene, and mutants of each, must end in
/// a
/// result or a located error, with sound geometry in every frame.
@Suite struct SceneMutationTests {
  let mutator = SceneMutator(scenes: shippedScenes.map(\.text))

  @Test func everyShippedSceneParsesAsAMutationSeed() {
    #expect(shippedScenes.count >= 30)
    #expect(mutator.count == shippedScenes.count)
  }

  @Test(arguments: shippedScenes.indices)
  func shippedSceneAndItsMutantsEndInAResultOrALocatedError(_ index: Int) throws {
    let (url, text) = shippedScenes[index]
    let probe = SceneProbe(baseDirectory: url.deletingLastPathComponent())
    let original = try probe.run(text, file: url.lastPathComponent)
    #expect(original.isRendered, "\(url.lastPathComponent): \(original)")
    var outcomes: [SceneProbe.Outcome] = []
    for i in 0..<mutantsPerScene {
      let mutant = mutator.mutant(of: index, index: i)
      do {
        outcomes.append(try probe.run(mutant, file: "mutant.yaml"))
      } catch {
        Issue.record("\(url.lastPathComponent), mutant \(i): \(error)\n\(mutant)")
      }
    }
    #expect(outcomes.count == mutantsPerScene)
  }

  @Test func mutantsAreDeterministicAndDiffer() {
    let a = (0..<20).map { mutator.mutant(of: 3, index: $0) }
    let b = (0..<20).map { mutator.mutant(of: 3, index: $0) }
    #expect(a == b)
    #expect(Set(a).count > 15)
  }

  @Test func mutationsProduceBothRefusedAndRenderedScenes() throws {
    // A mutator whose every mutant is refused (or accepted) would fuzz only one side of the loader.
    var rendered = 0
    var rejected = 0
    for index in shippedScenes.indices.prefix(8) {
      let probe = SceneProbe(baseDirectory: shippedScenes[index].path.deletingLastPathComponent())
      for i in 0..<8 {
        if try probe.run(mutator.mutant(of: index, index: i), file: "m.yaml").isRendered {
          rendered += 1
        } else {
          rejected += 1
        }
      }
    }
    #expect(rendered >= 4, "\(rendered) rendered")
    #expect(rejected >= 4, "\(rejected) rejected")
  }

  @Test func theRegressionCorpusIsThere() {
    #expect(regressionFiles("yaml").count >= 8 && regressionFiles("png").count >= 1)
  }

  /// Inputs that once broke the contract (found by libFuzzer or the mutator), kept forever.
  @Test(arguments: regressionFiles("yaml"))
  func sceneRegression(_ name: String) throws {
    let url = repositoryRoot.appendingPathComponent("Tests/ReelFuzzingTests/Regressions/\(name)")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    _ = try SceneProbe(baseDirectory: repositoryRoot.appendingPathComponent("scenes")).run(
      text, file: name)
  }
}

func regressionFiles(_ ext: String) -> [String] {
  Corpus("Tests/ReelFuzzingTests/Regressions", endings: [".\(ext)"]).names
}

extension SceneProbe.Outcome {
  var isRendered: Bool { if case .rendered = self { true } else { false } }
}
