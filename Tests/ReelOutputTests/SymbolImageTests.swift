// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRuntime
import ReelText
import Testing

@testable import ReelCairo
@testable import ReelRender
@testable import ReelScene

/// Symbol images by name from the Material Icons font: SF Symbols names mapped, Material names
/// as they are, tinted and sized by the font, unknown names refused.
@Suite struct SymbolImageTests {
  func frame(_ symbol: String, size: Int = 40, color: String = "systemRed") throws -> Raster {
    let scene = """
      canvas: {width: 80, height: 80, scale: 1}
      collectionView:
        layout: {type: flow, itemSize: [80, 80]}
        style: {fill: white, cornerRadius: 0, label: "",
                views: [{symbol: \(symbol), textColor: \(color), font: {size: \(size)}}]}
        items: 1
      """
    let player = try ScenePlayer(document: SceneLoader.parse(scene, file: "t.yaml"))
    return try CairoRenderer().raster(player.displayList(at: 0))
  }

  /// The bounding box of the pixels that are not white.
  func inkBox(_ r: Raster) -> (minX: Int, maxX: Int, count: Int) {
    var (minX, maxX, count) = (Int.max, Int.min, 0)
    for y in 0..<r.height {
      for x in 0..<r.width where rgb(r, x, y) != [255, 255, 255] {
        (minX, maxX, count) = (min(minX, x), max(maxX, x), count + 1)
      }
    }
    return (minX, maxX, count)
  }

  @Test func everyMappedSFSymbolsNameIsInTheIconFont() {
    #expect(SymbolFont.isInstalled, "fonts-material-design-icons-iconfont is installed")
    let missing = SymbolNames.material.filter { !SymbolFont.hasSymbol(named: $0.value) }
    #expect(missing.isEmpty, "\(missing)")
    #expect(!SymbolFont.hasSymbol(named: "favorit"))
    #expect(!SymbolFont.hasSymbol(named: "favorite favorite"))
  }

  @Test func anSFNameDrawsItsMaterialIconTintedAndSizedByTheFont() throws {
    let heart = try frame("heart.fill")
    #expect(heart.pixels == (try frame("favorite")).pixels, "heart.fill is Material's favorite")
    let ink = inkBox(heart)
    #expect(ink.count > 400, "an icon, not a dot")
    let red = (0..<heart.height).flatMap { y in (0..<heart.width).map { rgb(heart, $0, y) } }
      .filter { $0[0] > 200 && $0[1] < 100 }
    #expect(red.count > 300, "tinted with textColor")
    let small = inkBox(try frame("heart.fill", size: 20))
    let ratio = Double(ink.maxX - ink.minX) / Double(small.maxX - small.minX)
    #expect(abs(ratio - 2) < 0.25, "twice the font size, twice as wide: \(ratio)")
    #expect(heart.pixels != (try frame("star.fill")).pixels)
  }

  @Test func anUnknownSymbolNameIsRefusedAtItsKey() {
    let message = (try? frame("not.a.symbol")).map { _ in "accepted" }
    #expect(message == nil)
    do {
      _ = try frame("not.a.symbol")
    } catch {
      #expect("\(error)".contains("no symbol named 'not.a.symbol'"), "\(error)")
      #expect("\(error)".contains("views[0].symbol"), "\(error)")
    }
  }
}
