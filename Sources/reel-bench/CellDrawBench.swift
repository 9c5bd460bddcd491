// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene
import ReelSnapshot
import ReelViews

/// The same list row — a subtitle cell with a symbol image — drawn 200 times at @2x, described
/// in a scene file (`content:`, laid out by the scene's content layout as each frame is drawn)
/// and built from views (`UIListContentView`, laid out by Auto Layout, then drawn).
@MainActor
func measureCellDrawing() {
  let frames = 200
  let yaml = """
    canvas: {width: 358, height: 70, scale: 2}
    collectionView:
      layout: {type: list, appearance: plain, showsSeparators: false}
      style: {fill: white}
      items:
        - {content: {type: subtitleCell, text: "Notifications", secondaryText: "Banners, Sounds, \
    Badges", image: {symbol: gearshape}}}
    """
  guard
    let document = try? SceneLoader.parse(yaml, file: "bench.yaml", defaultName: "cell"),
    let player = try? ScenePlayer(document: document)
  else {
    print("autolayout.cellDraw.scene ? ms (the scene did not load)")
    return
  }
  let renderer = CairoRenderer()
  let scene = median(3) {
    for _ in 0..<frames { _ = try? renderer.raster(player.displayList(at: 0)) }
  }
  let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 358, height: 70))
  cell.backgroundColor = .white
  var content = ListContentConfiguration.subtitleCell()
  content.text = "Notifications"
  content.secondaryText = "Banners, Sounds, Badges"
  content.image = Image(systemName: "gearshape")
  cell.contentConfiguration = content
  let views = ViewRenderer(scale: 2)
  let built = median(3) {
    for step in 0..<frames {
      cell.frame.size.height = 70 + CGFloat(step % 2)  // laid out again every frame
      _ = try? views.raster(cell)
    }
  }
  let drawnOnly = median(3) {
    for _ in 0..<frames { _ = try? views.raster(cell) }
  }
  print("autolayout.cellDraw.scene \(String(format: "%.1f", scene * 1000)) ms")
  print("autolayout.cellDraw.views \(String(format: "%.1f", built * 1000)) ms")
  print("autolayout.cellDraw.viewsDrawnOnly \(String(format: "%.1f", drawnOnly * 1000)) ms")
}
