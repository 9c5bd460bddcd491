// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelExport
import ReelRender
import ReelRuntime
import ReelScene
import ReelTestSupport
import Testing

@testable import ReelSnapshot

/// The animated SVG, played in headless Chromium and stopped at chosen times, must look like Reel's
/// own frames at those times (labels are rasterised by another engine, so a small share may
/// differ).
@Suite(.serialized) struct AnimatedSVGBrowserTests {
  let root = repositoryRoot

  @Test(arguments: ["flow-updates", "circle"])
  func theBrowserShowsWhatTheFramesShow(_ scene: String) throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: root.appendingPathComponent("scenes/\(scene).yaml").path))
    let dir = Scratch.root.appendingPathComponent(
      "reel-asvg-\(UUID().uuidString)")
    let result = try SceneRenderer().render(
      player, options: RenderOptions(format: .animatedSVG, outputDirectory: dir, parallelism: 1))
    let svg = try String(contentsOf: result.files[0], encoding: .utf8)
    let canvas = player.canvas
    let fps = canvas.fps
    let frames = player.frameTimes(fps: fps)
    for index in [0, frames.count / 3, frames.count / 2, frames.count * 2 / 3] {
      let time = frames[index]
      let page = dir.appendingPathComponent("at-\(index).html")
      let html = """
        <!DOCTYPE html><html><head><style>body{margin:0}.e{animation-play-state:paused!important;a\
        nimation-delay:-\(time)s!important}</style></head>
        <body>\(svg)</body></html>
        """
      try Data(html.utf8).write(to: page)
      let shot = dir.appendingPathComponent("at-\(index).png")
      let reel = try CairoRenderer().raster(player.displayList(at: time, scale: 1))
      // A loaded machine's Chromium now and then captures before it has painted the paused
      // animations: a second screenshot decides.
      var comparison: ImageComparison?
      for _ in 0..<2 where comparison?.passed != true {
        _ = try runChromium([
          "--force-device-scale-factor=1", "--screenshot=\(shot.path)",
          "--window-size=\(Int(canvas.width)),\(Int(canvas.height))", page.absoluteString,
        ])
        let browser = try PNGCodec.decode(Data(contentsOf: shot), maximumPixels: .max)
        comparison = ImageComparator(threshold: 0.1, maximumDifferingShare: 0.01).compare(
          reference: reel, actual: browser)
      }
      let passed = comparison?.passed == true
      #expect(passed, "\(scene) at \(time) s: \(comparison?.summary ?? "")")
    }
  }
}
