// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelCairo
@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// Documentation overlays drawn above the screen, attached to what they point at, and the
/// camera: checked on the frame model and on pixels.
@Suite struct OverlayTests {
  /// A column of 60-point cells, blue on white, a few of them told apart.
  static let grid = """
    canvas: {width: 300, height: 400, scale: 1, background: white}
    collectionView:
      layout: {type: flow, itemSize: [300, 60], minimumLineSpacing: 20}
      style: {fill: "#2060C0", text: ""}
      sections: [{items: 30}]
    """

  func scene(_ rest: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.grid + "\n" + rest, file: "o.yaml"))
  }

  /// Where cell `id` is drawn at `time`, canvas points.
  func cell(_ id: String, in player: ScenePlayer, at time: Double) throws -> CGRect {
    try #require(player.displayList(at: time).canvasFrameOfItem { $0.hasPrefix("main/\(id)#") })
  }

  func annotation(_ identity: String, in list: DisplayList) throws -> DisplayItem {
    try #require(list.annotations.first { $0.identity == identity })
  }

  @Test func aRingStaysOnItsCellWhileTheListScrolls() throws {
    let player = try scene(
      """
      overlays: {ring: {highlight: [0, 4], padding: 5}}
      script:
        - show: ring
        - scroll: {to: [0, 150]}
          animation: {duration: 0.5}
      """)
    var centers: [CGFloat] = []
    for time in [0.25, 0.4, 0.5, 0.75, 1.0] {
      let list = player.displayList(at: time)
      let ring = try annotation("overlay:ring/ring", in: list)
      let cell = try self.cell("4", in: player, at: time)
      #expect(ring.center == CGPoint(x: cell.midX, y: cell.midY), "at \(time)")
      #expect(ring.size == CGSize(width: cell.width + 10, height: cell.height + 10))
      centers.append(ring.center.y)
    }
    #expect(centers.first == 4 * 80 + 30 && centers.last == 4 * 80 + 30 - 150)
    // Drawn: the ring's orange on the cell's top edge, 5 points above it, away from corners.
    let image = try CairoRenderer().raster(player.displayList(at: 1.0))
    let ringTop = Int(centers.last! - 30 - 5)
    let p = image.pixel(x: 150, y: ringTop)
    #expect(p.r > 200 && p.g > 120 && p.b < 80, "\(p)")
  }

  @Test func anOverlayFadesInAndOutWithItsSteps() throws {
    let player = try scene(
      """
      overlays: {one: {badge: 1, anchor: [0, 1]}}
      script:
        - show: one
          animation: {duration: 0.4, curve: linear}
        - wait: 0.2
        - hide: all
          animation: {duration: 0.4, curve: linear}
      """)
    func alpha(_ t: Double) -> CGFloat? {
      player.displayList(at: t).annotations.first?.alpha
    }
    #expect(alpha(0) == nil)
    #expect(abs((alpha(0.2) ?? 0) - 0.5) < 0.001)
    #expect(alpha(0.5) == 1)
    #expect(abs((alpha(0.8) ?? 0) - 0.5) < 0.001)
    #expect(alpha(1.0) == nil)
    // The badge sits on the cell's top-leading corner.
    let badge = try annotation("overlay:one/badge", in: player.displayList(at: 0.5))
    #expect(badge.center == CGPoint(x: 0, y: 80))
  }

  @Test func theCameraKeepsItsFocusAtTheSameCanvasPoint() throws {
    let player = try scene(
      """
      script:
        - camera: {focus: [0, 2], zoom: 2}
      """)
    let still = try scene("script: [{wait: 1}]")
    let list = player.displayList(at: 1)
    let cell = try self.cell("2", in: player, at: 1)
    let focus = CGPoint(x: cell.midX, y: cell.midY)
    #expect(list.camera.zoom == 2 && list.camera.apply(focus) == focus)
    // Pixels: the focus shows what it showed; 40 points below it shows what was 20 below.
    let zoomed = try CairoRenderer().raster(list)
    let plain = try CairoRenderer().raster(still.displayList(at: 1))
    let (x, y) = (Int(focus.x), Int(focus.y))
    #expect(zoomed.pixel(x: x, y: y) == plain.pixel(x: x, y: y))
    // 35 below the cell's centre is the gap under it (white); 70 below, zoomed, is that gap,
    // and 40 below, zoomed, is still the cell.
    #expect(plain.pixel(x: x, y: y + 35) == (255, 255, 255, 255))
    #expect(zoomed.pixel(x: x, y: y + 70) == plain.pixel(x: x, y: y + 35))
    #expect(zoomed.pixel(x: x, y: y + 40) != plain.pixel(x: x, y: y + 40))
  }

  @Test func theCameraMovesEasedAndComesBack() throws {
    let player = try scene(
      """
      script:
        - camera: {focus: {rect: [100, 100, 100, 100]}, zoom: 3}
          animation: {duration: 1, curve: linear}
        - camera: reset
          animation: {duration: 1, curve: linear}
      """)
    #expect(player.displayList(at: 0).camera.isIdentity)
    #expect(abs(player.displayList(at: 0.5).camera.zoom - 2) < 1e-9)
    #expect(player.displayList(at: 1).camera.zoom == 3)
    #expect(abs(player.displayList(at: 1.5).camera.zoom - 2) < 1e-9)
    #expect(player.displayList(at: 2).camera.isIdentity)
  }

  @Test func aSpotlightDimsAllButItsTarget() throws {
    let player = try scene(
      """
      overlays: {look: {spotlight: [0, 1], padding: 0}}
      script: [{show: look, animation: {duration: 0}}]
      """)
    let image = try CairoRenderer().raster(player.displayList(at: 0.1))
    let plain = try CairoRenderer().raster(scene("").displayList(at: 0))
    // Inside the cell (y 80…140): as it was. Another cell (y 0…60) and the white gap: darker.
    #expect(image.pixel(x: 150, y: 110) == plain.pixel(x: 150, y: 110))
    for y in [30, 70, 200] {
      let dimmed = image.pixel(x: 150, y: y)
      let before = plain.pixel(x: 150, y: y)
      #expect(abs(Double(dimmed.g) - Double(before.g) * 0.45) < 3, "y \(y): \(dimmed)")
    }
  }

  @Test func captionsKeepToTheSafeAreaAndCalloutsPointAtTheirTarget() throws {
    let text = """
      canvas: {device: iPhone 16, scale: 1}
      collectionView:
        layout: {type: flow, itemSize: [393, 60]}
        sections: [{items: 8}]
      overlays:
        top: {caption: Top, placement: top}
        bottom: {caption: Bottom, body: A body long enough to wrap onto a second line of text.}
        tip: {callout: Tap here, anchor: [0, 3], padding: 6}
      script: [{show: [top, bottom, tip], animation: none}]
      """
    let player = try ScenePlayer(document: SceneLoader.parse(text, file: "c.yaml"))
    let list = player.displayList(at: 0.1)
    let safe = try #require(player.canvas.device).safeAreaInsets
    let top = try annotation("overlay:top/backing", in: list)
    #expect(top.center.y - top.size.height / 2 == safe.top + 16)
    let bottom = try annotation("overlay:bottom/backing", in: list)
    #expect(bottom.center.y + bottom.size.height / 2 == list.size.height - safe.bottom - 16)
    let lines = list.annotations.filter { $0.identity?.hasPrefix("overlay:bottom/text") == true }
    #expect(lines.count == 2 && lines[1].size.height > lines[0].size.height)
    // The callout's bubble ends 6 + 9 points above the cell; its box reaches down to the tip.
    let cell = try #require(list.canvasFrameOfItem { $0.hasPrefix("main/3#") })
    let bubble = try annotation("overlay:tip/bubble", in: list)
    #expect(bubble.center.y + bubble.size.height / 2 == cell.minY - 6)
    #expect(abs(bubble.center.x - cell.midX) < 0.001)
    // inspect --json lists what is shown and where.
    guard case .object(let top0) = player.inspect(at: 0.1),
      case .array(let shown)? = top0.first(where: { $0.0 == "overlays" })?.1
    else {
      Issue.record("no overlays in inspect")
      return
    }
    #expect(shown.count == 3)
  }

  @Test func anOverlayCanPointAtAViewInsideACell() throws {
    let text = """
      canvas: {width: 300, height: 200, scale: 1}
      collectionView:
        layout: {type: flow, itemSize: [300, 60]}
        sections:
          - items:
              - id: row
                views:
                  - stack: {axis: horizontal}
                    views: [{label: Inbox}, {spacer: {}}, {id: count, label: "12", width: 40}]
      overlays: {ring: {highlight: count, padding: 0}}
      script: [{show: ring, animation: none}]
      """
    let player = try ScenePlayer(document: SceneLoader.parse(text, file: "v.yaml"))
    let list = player.displayList(at: 0.1)
    let ring = try annotation("overlay:ring/ring", in: list)
    // The 40-point label at the row's trailing end.
    #expect(ring.size.width == 40 && ring.center.x == 280)
    #expect(ring.center.y == 30)
  }

  /// On a device, a spotlight dims the device, not the transparent corners around its frame.
  @Test func aSpotlightLeavesTheDevicesCornersClear() throws {
    let text = """
      canvas: {device: {model: iPhone 16, frame: true}, scale: 1}
      collectionView: {layout: {type: flow, itemSize: [100, 100]}, items: 3}
      overlays: {look: {spotlight: [0, 1]}}
      script: [{show: look, animation: none}]
      """
    let player = try ScenePlayer(document: SceneLoader.parse(text, file: "d.yaml"))
    let image = try CairoRenderer().raster(player.displayList(at: 0.1))
    #expect(image.pixel(x: 1, y: 1).a == 0)
    #expect(image.pixel(x: image.width / 2, y: image.height / 2).a == 255)
  }
}
