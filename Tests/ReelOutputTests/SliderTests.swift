// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A scene's slider is drawn as UISlider draws one — the track tinted up to the thumb — and a
/// `change: {id, value}` slides its thumb there on the step's timing instead of dissolving.
@Suite struct SliderTests {
  static let scene = """
    canvas: {width: 300, height: 60, scale: 1, background: "#FFFFFF"}
    collectionView:
      layout: {type: flow, itemSize: [300, 60]}
      sections:
        - items:
            - id: row
              fill: "#FFFFFF"
              views:
                - stack: {isLayoutMarginsRelativeArrangement: true, alignment: center,
                    layoutMargins: [0, 20, 0, 20]}
                  views: [{slider: {value: 30, maximumValue: 100}, id: level}]
    script:
      - {at: 0.2, change: {id: level, value: 90}, animation: {duration: 0.6}}

    """

  func player() throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.scene, file: "t.yaml"))
  }

  func level(_ player: ScenePlayer, at time: Double) throws -> (Double, Int) {
    let items = player.displayList(at: time).layers.flatMap(\.items).filter {
      $0.identity?.contains("/row#") == true
    }
    let item = try #require(items.first)
    return (
      try #require(ContentChange.sliderValue(of: "level", in: item.style.content)), items.count
    )
  }

  @Test func theTrackIsTintedUpToTheThumb() throws {
    let image = try CairoRenderer().raster(player().displayList(at: 0))
    // 20 … 280 wide: the thumb's centre at 20 + 14 + 0.3 × 232 ≈ 103.6.
    let tinted = image.pixel(x: 60, y: 30)
    let plain = image.pixel(x: 200, y: 30)
    let thumb = image.pixel(x: 104, y: 30)
    #expect(tinted.b > 200 && tinted.r < 80, "systemBlue before the thumb: \(tinted)")
    #expect(plain.r > 200 && plain.r < 245 && plain.b < 245, "systemFill after it: \(plain)")
    #expect(thumb.r > 245 && thumb.g > 245 && thumb.b > 245, "the white thumb: \(thumb)")
  }

  @Test func aChangeSlidesTheThumbWithoutADissolve() throws {
    let player = try player()
    #expect(try level(player, at: 0.1) == (30, 1))
    let (moving, layers) = try level(player, at: 0.5)
    #expect(moving > 30 && moving < 90 && layers == 1, "\(moving) in one look")
    #expect(try level(player, at: 0.9).0 == 90)
  }

  @Test func badSlidersAreErrors() {
    for (bad, expected) in [
      ("{slider: 2}", "expected a number from 0"),
      ("{slider: {value: 1, minimumValue: 5, maximumValue: 2}}", "at least minimumValue"),
      ("{slider: 0.5, views: [{spacer: {}}]}", "a slider holds no views"),
    ] {
      let text = Self.scene.replacingOccurrences(
        of: "{slider: {value: 30, maximumValue: 100}, id: level}", with: bad)
      var message: String?
      do { _ = try SceneLoader.parse(text, file: "t.yaml") } catch { message = "\(error)" }
      #expect(message?.contains(expected) == true, "\(bad): \(message ?? "accepted")")
    }
  }
}
