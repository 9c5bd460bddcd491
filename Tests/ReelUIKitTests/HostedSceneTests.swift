// SPDX-License-Identifier: MIT
import Reel
import ReelCairo
import ReelUIKit
import Testing

/// Scene files that name a view controller of the program's code (`viewController:`), as a
/// package `reel port` wrote registers them.
@MainActor
@Suite struct HostedSceneTests {
  init() {
    ViewControllerRegistry.shared.register("TwoColumns") { DocumentedGridController(.twoColumns) }
  }

  func player(_ yaml: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(yaml, file: "hosted.yaml"))
  }

  @Test func aSceneNamesAControllerAndItsScriptDrivesTheCollectionView() throws {
    let player = try player(
      """
      canvas: {width: 390, height: 844, scale: 1}
      viewController: TwoColumns
      script:
        - scroll: {to: [0, 100]}
      """)
    let collectionView = try #require(player.stages.first?.collectionView)
    let first = collectionView.collectionViewLayout.layoutAttributesForItem(at: [0, 0])?.frame
    #expect(first == CGRect(x: 10, y: 10, width: 180, height: 44))
    // The controller's cells on its background (systemBackground: white).
    let raster = try CairoRenderer().raster(player.displayList(at: 0, scale: 1))
    let cell = raster.pixel(x: 20, y: 20)
    #expect(cell.b > 150 && cell.r < 120, "\(cell)")
    #expect(raster.pixel(x: 5, y: 5).r > 240)
    // The script scrolled the controller's own collection view.
    let end = player.stages[0].timeline.contentOffset(at: player.duration)
    #expect(end == CGPoint(x: 0, y: 100))
  }

  @Test func onADeviceTheControllerSitsInTheSafeArea() throws {
    let player = try player(
      """
      canvas: {device: {model: iPhone 16 Pro}, scale: 1}
      viewController: {type: TwoColumns, navigation: true}
      """)
    let collectionView = try #require(player.stages.first?.collectionView)
    let top = try #require(player.canvas.device?.safeAreaInsets.top)
    #expect(top > 40)
    // Below the status bar and the navigation bar (SPEC-VIEWS 9.11), at rest at the top.
    #expect(collectionView.adjustedContentInset.top == top + 44)
    #expect(collectionView.contentOffset.y == -(top + 44))
  }

  @Test func unknownControllersAndMixedScenesAreErrors() {
    #expect {
      try player("canvas: {width: 100, height: 100}\nviewController: Nope\n")
    } throws: { error in
      "\(error)".contains("viewController: unknown view controller 'Nope'")
    }
    #expect {
      try player(
        """
        canvas: {width: 100, height: 100}
        viewController: TwoColumns
        collectionView: {layout: {type: flow}}
        """)
    } throws: { error in
      "\(error)".contains("a scene of a view controller shows the controller's own collection view")
    }
  }
}

/// UIKit's app and responder classes, as app and scene delegates use them.
@MainActor
@Suite struct ApplicationTypesTests {
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
  }

  @Test func delegatesCompileAndWindowsShowTheirRootController() {
    let delegate = AppDelegate()
    #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
    let session = UISceneSession()
    let configuration = delegate.application(
      .shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    #expect(configuration.name == "Default Configuration" && configuration.role == session.role)
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    let window = UIWindow(windowScene: scene)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow && controller.view.superview === window)
    #expect(controller.view.next === controller && controller.next === window)
  }

  @Test func firstResponderMovesOnlyToThoseThatCanTakeIt() {
    final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
    let plain = UIView()
    let field = Field()
    #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
    #expect(field.becomeFirstResponder() && field.isFirstResponder)
    #expect(field.resignFirstResponder() && !field.isFirstResponder)
  }

  @Test func displayP3ColoursAreConvertedToSRGB() {
    // Display P3's pure red lies outside sRGB: clamped to sRGB red; its white is sRGB's white.
    let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).rgba(in: .standard)
    #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0, "\(red)")
    let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5).rgba(in: .standard)
    #expect(abs(white.red - 1) < 1e-6 && abs(white.blue - 1) < 1e-6 && white.alpha == 0.5)
    // Apple's sample's cornflower blue, (100, 149, 237) in P3, is about (84, 151, 244) in sRGB.
    let blue = UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
      .rgba(in: .standard)
    #expect(abs(blue.red * 255 - 84) < 1 && abs(blue.green * 255 - 151) < 1, "\(blue)")
    #expect(abs(blue.blue * 255 - 244) < 1, "\(blue)")
  }

  @Test func blockAnimationsAndTransitionsEndAtOnce() {
    let view = UIView()
    var finished: Bool?
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }) { finished = $0 }
    #expect(view.alpha == 0.5 && finished == true)
    let controller = UIViewController()
    #expect(controller.transitionCoordinator == nil)
    var ran = false
    ImmediateTransitionCoordinator().animate(
      alongsideTransition: { _ in ran = true }, completion: nil)
    #expect(ran)
  }
}

/// A collection view made at a zero frame and sized later (Auto Layout anchors, as Apple's
/// conference screens do) lays out again at its new width.
@Suite struct CollectionViewResizeTests {
  @Test func aNewWidthInvalidatesAFlowOrCompositionalLayout() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: layout, itemCounts: [3])
    #expect(collectionView.layoutAttributesForItem(at: [0, 0])?.frame.width == 0)
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(collectionView.layoutAttributesForItem(at: [0, 0])?.frame.width == 390)
  }
}
