// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelExport
import ReelGIF
import ReelGeometry
import ReelRender
import ReelTestSupport
import ReelViews
import Testing

/// What `DisplayList.damage(since:ink:)` finds: the old and new places of what changed, nothing
/// for what did not, the whole frame where a region cannot be drawn on its own.
@Suite struct DamageTrackingTests {
  static func cell(_ x: CGFloat, _ y: CGFloat, fill: RGBAColor = .palette(1)) -> DisplayItem {
    DisplayItem(
      center: CGPoint(x: x, y: y), size: CGSize(width: 40, height: 40),
      style: ItemStyle(fill: fill, cornerRadius: 8))
  }

  static func frame(_ items: [DisplayItem], background: RGBAColor = .white) -> DisplayList {
    DisplayList(
      size: CGSize(width: 200, height: 200), scale: 2, background: background,
      layers: [
        DisplayLayer(
          frame: CGRect(x: 0, y: 0, width: 200, height: 200), contentOffset: .zero, items: items)
      ])
  }

  /// The element's own box as its ink (no shadow, no text past it).
  static func box(_ style: ItemStyle, _ size: CGSize, _ scale: CGFloat) -> CGRect {
    CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
  }

  @Test func aMovedCellDamagesWhereItWasAndWhereItIs() {
    let before = Self.frame([Self.cell(30, 30), Self.cell(150, 150)])
    let after = Self.frame([Self.cell(30, 60), Self.cell(150, 150)])
    let damage = after.damage(since: before, ink: Self.box)
    // Points 10…80 down, 10…50 across, at 2 px a point, grown by 2 px.
    #expect(damage == [PixelRect(x: 18, y: 18, width: 84, height: 144)])
  }

  @Test func anUnchangedFrameHasNoDamageAndAChangedCanvasIsWhole() {
    let list = Self.frame([Self.cell(30, 30)])
    #expect(list.damage(since: list, ink: Self.box) == [])
    let dark = Self.frame([Self.cell(30, 30)], background: .black)
    #expect(dark.damage(since: list, ink: Self.box) == nil)
  }

  @Test func cellsThatSwapPlacesInTheOrderAreDamaged() {
    let a = Self.cell(50, 50, fill: .palette(1))
    let b = Self.cell(70, 50, fill: .palette(2))
    let far = Self.cell(170, 170, fill: .palette(3))
    let damage = Self.frame([b, a, far]).damage(since: Self.frame([a, b, far]), ink: Self.box)
    // One of the two overlapping cells changed places: its box, nothing of the far one.
    #expect(damage?.count == 1)
    #expect(damage.map { $0.allSatisfy { $0.maxX <= 184 && $0.maxY <= 144 } } == true)
  }

  @Test func changesEverywhereDrawTheWholeFrame() {
    func grid(_ dx: CGFloat) -> DisplayList {
      Self.frame((0..<16).map { Self.cell(CGFloat($0 % 4) * 50 + dx, CGFloat($0 / 4) * 50 + 25) })
    }
    let (before, after) = (grid(25), grid(30))
    #expect(after.damage(since: before, ink: Self.box) == nil)
  }

  @Test func aScrolledLayerOverMostOfTheFrameIsDrawnWholeASmallOneIsNot() {
    func scrolled(_ frame: CGRect, by offset: CGFloat) -> DisplayList {
      DisplayList(
        size: CGSize(width: 200, height: 200), scale: 2, background: .white,
        layers: [
          DisplayLayer(
            frame: frame, contentOffset: CGPoint(x: 0, y: offset), items: [Self.cell(20, 20)])
        ])
    }
    let large = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(scrolled(large, by: 4).damage(since: scrolled(large, by: 0), ink: Self.box) == nil)
    let small = CGRect(x: 0, y: 0, width: 200, height: 90)
    let damage = scrolled(small, by: 4).damage(since: scrolled(small, by: 0), ink: Self.box)
    // The cell's old and new places, 0…40 and −4…36 points down, 0…40 across (clipped to none).
    #expect(damage == [PixelRect(x: 0, y: 0, width: 82, height: 82)])
  }

  @Test func rastersCompareEveryByteWithoutAHint() {
    let a = Raster(width: 3, height: 2, color: .white)
    var b = Raster(width: 3, height: 2, color: .white)
    #expect(a.isEqual(to: b))
    b.pixels[b.pixels.count - 1] = 254
    #expect(!a.isEqual(to: b))
    #expect(a.isEqual(to: b, within: [PixelRect(x: 0, y: 0, width: 2, height: 2)]))
    #expect(!a.isEqual(to: Raster(width: 2, height: 3, color: .white)))
  }

  @Test func longestIncreasingRun() {
    let values = [3, 1, 4, 5, 2, 6, 0]
    let run = PaintRecordProbe.longestIncreasingRun(values)
    #expect(run.map { values[$0] } == [1, 4, 5, 6])
  }

  /// A GIF told where frames changed is byte-identical to one that compares every pixel.
  @Test func gifWithDamageHintsIsTheSameFile() throws {
    let player = try SceneFiles.player(
      path: repositoryRoot.appendingPathComponent("scenes/flow-updates.yaml").path)
    let times = player.frameTimes(fps: 10)
    let lists = times.map { player.displayList(at: $0, scale: 1) }
    let pool = FrameCanvasPool()
    let first = lists[0]
    let hinted = try GIFEncoder(
      width: first.pixelWidth, height: first.pixelHeight, frameRate: FrameRate(10))
    let plain = try GIFEncoder(
      width: first.pixelWidth, height: first.pixelHeight, frameRate: FrameRate(10))
    for (i, list) in lists.enumerated() {
      let raster = try pool.raster(list)
      try plain.addFrame(raster)
      try hinted.addFrame(
        raster, changed: i == 0 ? nil : FrameCanvas.changes(from: lists[i - 1], to: list))
    }
    #expect(try hinted.finish() == plain.finish())
    #expect(pool.drawnShare < 0.6)
  }
}
