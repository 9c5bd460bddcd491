// SPDX-License-Identifier: MIT
import Foundation
import ReelUIKit
import Testing

/// A navigation controller's toolbar, as iOS lays it out: along the bottom over the home
/// indicator's strip, the top screen's `toolbarItems` from the margins, flexible spaces sharing
/// the rest (in the look before iOS 26, and on glass platters in iOS 26's).
@MainActor
@Suite struct ToolbarTests {
  static let beforeGlass = UITraitCollection(userInterfaceStyle: .light, systemVersion: .iOS18)

  final class Screen: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      toolbarItems = [
        UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil),
        .flexibleSpace(),
        UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
      ]
    }
  }

  func navigation(toolbar: Bool) -> (UINavigationController, Screen) {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen)
    navigation.hostSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    navigation.view.hostTraitCollection = Self.beforeGlass
    navigation.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    navigation.setToolbarHidden(!toolbar, animated: false)
    navigation.view.layoutIfNeeded()
    return (navigation, screen)
  }

  @Test func aShownToolbarSitsAboveTheHomeIndicatorWithTheTopScreensItems() throws {
    let (navigation, screen) = navigation(toolbar: true)
    let bar = navigation.toolbar
    #expect(!bar.isHidden)
    #expect(bar.frame == CGRect(x: 0, y: 852 - 78, width: 393, height: 78))
    #expect(screen.view.safeAreaInsets.bottom == 78)
    #expect(bar.items?.count == 3)
    // "Select" at the leading margin, the trash symbol against the trailing one.
    let views = Array(bar.subviews.dropFirst(2))  // after the background and the hairline
    #expect(views.count == 2)
    #expect(views.first?.frame.minX == 16)
    #expect(abs((views.last?.frame.maxX ?? 0) - (393 - 16)) < 0.01)
  }

  @Test func aHiddenToolbarTakesNoRoom() {
    let (navigation, screen) = navigation(toolbar: false)
    #expect(navigation.toolbar.isHidden)
    #expect(screen.view.safeAreaInsets.bottom == 34)
  }

  @Test func aFixedSpaceKeepsItsWidth() {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.hostTraitCollection = Self.beforeGlass
    bar.items = [
      UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil), .fixedSpace(40),
      UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil),
    ]
    bar.layoutIfNeeded()
    let items = Array(bar.subviews.dropFirst(2))
    #expect(items.count == 2)
    let end: CGFloat = items[0].frame.maxX + 8 + 40 + 8
    #expect(abs(items[1].frame.minX - end) < 0.01)
  }

  @Test func underGlassEachRunOfItemsSharesAPlatter() {
    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.items = [
      UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
      UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil),
    ]
    bar.layoutIfNeeded()
    // Two platters (A and the trash together, then B) from the margins; the items on them.
    let platters = bar.subviews.filter { $0.layer.shadowOpacity > 0 }
    #expect(platters.count == 2)
    #expect(platters.first?.frame.minX == 16)
    #expect(abs((platters.last?.frame.maxX ?? 0) - (320 - 16)) < 0.01)
    #expect(platters.first.map { $0.frame.width >= 44 + 28 } == true)
    let labels = bar.subviews.compactMap { $0 as? UILabel }
    #expect(labels.allSatisfy { $0.textColor == .label })
  }
}
