// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelScene
import Testing

@testable import ReelCairo
@testable import ReelRender

/// Dark mode as drawn: the system backgrounds, labels, bars and scroll indicators change with it.
@Suite struct AppearanceRenderingTests {
  static let scene = """
    canvas: {width: 120, height: 80, scale: 1}
    collectionView:
      layout: {type: flow, itemSize: [60, 40], sectionInset: [20, 0, 0, 0]}
      style: {fill: secondarySystemGroupedBackground, cornerRadius: 0, label: ""}
      sections: [{items: [{}]}]
    """

  func frame(_ appearance: UserInterfaceStyle) throws -> Raster {
    let context = SceneContext(
      baseDirectory: URL(fileURLWithPath: "/tmp"), variant: SceneVariant(appearance: appearance))
    let player = try ScenePlayer(
      document: SceneLoader.parse(Self.scene, file: "t.yaml", context: context))
    return try CairoRenderer().raster(player.displayList(at: 0))
  }

  @Test func darkModeDrawsTheDarkSystemBackgrounds() throws {
    let dark = try frame(.dark)
    #expect(rgb(dark, 100, 5) == [0, 0, 0], "systemBackground")
    #expect(rgb(dark, 30, 40) == [0x1C, 0x1C, 0x1E], "secondarySystemGroupedBackground")
    let light = try frame(.light)
    #expect(rgb(light, 100, 5) == [255, 255, 255])
    #expect(rgb(light, 30, 40) == [255, 255, 255])
  }
}
