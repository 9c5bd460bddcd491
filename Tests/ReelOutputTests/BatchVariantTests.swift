// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene
import ReelTestSupport
import Testing

@testable import ReelExport

/// `reel batch --appearance`/`--set`: every scene in every variant, each variant cached apart.
@Suite struct BatchVariantTests {
  @Test func everySceneIsRenderedInEveryVariantAndCachedApart() throws {
    let batch = BatchTests()
    let dir = try batch.folder()
    let paths = try SceneDiscovery.scenes(in: [dir.appendingPathComponent("scenes").path])
    let out = dir.appendingPathComponent("out")
    let options = RenderOptions(format: .png, outputDirectory: out, parallelism: 2)
    let both = [
      SceneVariant(appearance: .light, nameSuffix: ".light"),
      SceneVariant(appearance: .dark, nameSuffix: ".dark"),
    ]
    func run(_ variants: [SceneVariant]) -> [BatchRenderer.Item] {
      BatchRenderer(options: options, jobs: 2, variants: variants).run(paths, now: { 0 })
    }
    let first = run(both)
    #expect(first.count == 6 && first.allSatisfy { $0.status == .rendered })
    #expect(
      Set(first.compactMap(\.scene)) == [
        "a.light", "a.dark", "b.light", "b.dark", "c.light", "c.dark",
      ])
    #expect(run(both).allSatisfy { $0.status == .cached })
    // A --set changes what is drawn, so the same names are rendered again.
    let scaled = both.map {
      var v = $0
      v.settings = [try! SceneSetting(parsing: "canvas.scale=1")]
      return v
    }
    #expect(run(scaled).allSatisfy { $0.status == .rendered })
    let light = try Data(contentsOf: out.appendingPathComponent("a.light/frame-0000.png"))
    let dark = try Data(contentsOf: out.appendingPathComponent("a.dark/frame-0000.png"))
    #expect(light != dark, "the dark variant draws the dark system background")
  }
}
