// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// A titled grid, as an iOS screen sets up its navigation item.
final class TitledGridController: UIViewController {
  let large: Bool
  var grid: DocumentedGridController!

  init(large: Bool) {
    self.large = large
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Albums"
    navigationItem.title = "Albums"
    navigationItem.largeTitleDisplayMode = large ? .always : .never
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: nil, action: nil)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    grid = embedGrid()
  }
}

extension UIViewController {
  /// A two-column grid as a child filling the view, as a container screen embeds one.
  @discardableResult
  func embedGrid() -> DocumentedGridController {
    let grid = DocumentedGridController(.twoColumns)
    addChild(grid)
    grid.view.frame = view.bounds
    grid.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(grid.view)
    grid.didMove(toParent: self)
    return grid
  }
}

/// A hosted navigation controller draws its bar as iOS does: below the status bar on a device,
/// its background reaching up behind it, a large title collapsing as the content scrolls.
@MainActor
@Suite struct HostedNavigationBarTests {
  init() {
    ViewControllerRegistry.shared.register("InlineAlbums") { TitledGridController(large: false) }
    ViewControllerRegistry.shared.register("LargeAlbums") { TitledGridController(large: true) }
  }

  /// The screen at the end of its script: at rest, or scrolled to the content offset `to`; in
  /// the look of iOS `version` (the bars before Liquid Glass by default).
  func raster(_ type: String, scrollTo to: Int? = nil, version: Int = 18) throws
    -> (Raster, ScenePlayer)
  {
    let script = to.map { "script:\n  - scroll: {to: [0, \($0)]}\n" } ?? ""
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        systemVersion: \(version)
        canvas: {device: {model: iPhone 16 Pro}, scale: 1}
        viewController: {type: \(type), navigation: true}
        \(script)
        """, file: "bar.yaml"))
    let list = player.displayList(at: player.duration, scale: 1)
    return (try CairoRenderer().raster(list), player)
  }

  /// Whether a row of pixels has ink darker than the bar (text), between `x` bounds.
  func hasInk(_ raster: Raster, y: Int, x: Range<Int>) -> Bool {
    x.contains { raster.pixel(x: $0, y: y).r < 120 && raster.pixel(x: $0, y: y).g < 120 }
  }

  @Test func theTitleSitsBelowTheStatusBarWithItsItems() throws {
    let (image, _) = try raster("InlineAlbums")
    // iPhone 16 Pro: safe area 62; the bar from 62 to 106, the title centred at 84.
    #expect(hasInk(image, y: 84, x: 170..<232))
    #expect(!hasInk(image, y: 40, x: 150..<250))  // nothing of the title under the status bar
    // "Edit" at the leading margin and the add symbol at the trailing one, in the tint (blue).
    let edit = (16..<60).map { image.pixel(x: $0, y: 84) }
    #expect(edit.contains { $0.b > 200 && $0.r < 100 })
    let add = (360..<390).map { image.pixel(x: $0, y: 84) }
    #expect(add.contains { $0.b > 200 && $0.r < 100 })
  }

  @Test func aLargeTitleSitsUnderTheBarAndCollapsesAsTheContentScrolls() throws {
    let (rest, player) = try raster("LargeAlbums")
    let collectionView = try #require(player.stages.first?.collectionView)
    #expect(abs(collectionView.adjustedContentInset.top - (62 + 96)) < 0.001)
    // The large title at the leading margin, in the 52 points below the inline bar.
    #expect(hasInk(rest, y: 106 + 26, x: 16..<80))
    #expect(!hasInk(rest, y: 84, x: 170..<232))  // no inline title yet
    // Scrolled by more than 52 points: the inline title, over the bar's material.
    let (scrolled, _) = try raster("LargeAlbums", scrollTo: -158 + 120)
    #expect(hasInk(scrolled, y: 84, x: 170..<232))
    #expect(!hasInk(scrolled, y: 106 + 26, x: 16..<80))
    // Pulled 40 points down past the top: the bar grows with the content and the title with it
    // (about its leading edge, 1 + 40 / (0.66 × 874 px) at scale 1).
    let (pulled, _) = try raster("LargeAlbums", scrollTo: -158 - 40)
    #expect(hasInk(pulled, y: 106 + 26 + 40, x: 16..<80))
    #expect(!hasInk(pulled, y: 106 + 26 - 12, x: 16..<200))
    func inkEnd(_ image: Raster, y: Int) -> Int {
      (16..<300).last { image.pixel(x: $0, y: y).r < 120 } ?? 0
    }
    let restEnd = (106..<150).map { inkEnd(rest, y: $0) }.max() ?? 0
    let pulledEnd = (146..<190).map { inkEnd(pulled, y: $0) }.max() ?? 0
    #expect(pulledEnd > restEnd + 3, "\(restEnd) → \(pulledEnd)")
    // The cells under the bar are blurred by its material: the first cell's number is gone.
    let underBar = (90..<116).map { scrolled.pixel(x: $0, y: 70) }
    #expect(underBar.allSatisfy { $0 == underBar[0] } && underBar[0].b > 200)
  }
}
