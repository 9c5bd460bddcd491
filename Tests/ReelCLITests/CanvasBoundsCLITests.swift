// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import Testing

/// The canvas scale's bounds are one declaration: a scene's `canvas.scale`, `render --scale` and
/// `snapshot --scale` accept and refuse the same values, in the same words.
@Suite struct CanvasBoundsCLITests {
  @Test(arguments: [0.005, 4.5]) func aScaleOutsideTheBoundsIsRefusedEverywhere(scale: Double)
    throws
  {
    #expect(!CanvasBounds.scale.contains(CGFloat(scale)))
    let scene = goodScene.replacingOccurrences(of: "canvas: {", with: "canvas: {scale: \(scale), ")
    let dir = try scratch(["good.yaml": goodScene, "scaled.yaml": scene])
    let inScene = try runReel(["validate", "scaled.yaml"], in: dir)
    #expect(inScene.status == 65 && inScene.stderr.contains(CanvasBounds.scaleText), "\(inScene)")
    for command in [["render"], ["snapshot", "--references", "refs"]] {
      let r = try runReel(command + ["good.yaml", "--scale", "\(scale)"], in: dir)
      #expect(r.status == 64, "\(command): \(r.stderr)")
      #expect(r.stderr.contains("--scale must be \(CanvasBounds.scaleText)"), "\(r.stderr)")
    }
  }

  @Test func theSmallestScaleRenders() throws {
    let dir = try scratch(["good.yaml": goodScene])
    let r = try runReel(["render", "good.yaml", "--scale", "0.01", "--at", "0"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }
}
