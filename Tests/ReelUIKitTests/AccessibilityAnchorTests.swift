// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// A screen whose views a UI test would find by their `accessibilityIdentifier`.
final class IdentifiedController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Status"
    view.backgroundColor = .systemBackground
    embedGrid()
    let status = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
    status.text = "All devices online"
    status.accessibilityIdentifier = "status"
    view.addSubview(status)
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    add.accessibilityIdentifier = "add"
    navigationItem.rightBarButtonItem = add
  }
}

/// Overlays and the camera find the views of the program's own code by their
/// `accessibilityIdentifier`, as a UI test does: a label among the screen's views and a bar
/// button item (through the view the bar draws for it).
@MainActor
@Suite struct AccessibilityAnchorTests {
  @Test func overlaysAttachToViewsAndBarItemsByTheirIdentifiers() throws {
    ViewControllerRegistry.shared.register("Identified") { IdentifiedController() }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        """
        canvas: {width: 390, height: 844}
        viewController: {type: Identified, navigation: true}
        overlays: {ring: {highlight: status, padding: 0}, plus: {highlight: add, padding: 0}}
        script: [{show: [ring, plus]}]
        """, file: "a.yaml"))
    let list = player.displayList(at: 1)
    let ring = try #require(list.annotations.first { $0.identity == "overlay:ring/ring" })
    #expect(abs(ring.center.x - 120) < 0.01 && ring.size.width == 200)
    let plus = try #require(list.annotations.first { $0.identity == "overlay:plus/ring" })
    // The add button sits at the trailing end of the navigation bar, in its top 100 points.
    #expect(plus.center.x > 330 && plus.center.y < 100 && plus.size.width < 40)
  }
}
