// SPDX-License-Identifier: MIT
import Foundation

/// Hears a tab bar controller's selection. Mirrors `UIKit.UITabBarControllerDelegate` (its
/// methods optional).
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether `viewController` may be selected. Mirrors
  /// `tabBarController(_:shouldSelect:)`.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// `viewController` was selected. Mirrors `tabBarController(_:didSelect:)`.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// True: the method is optional, as in UIKit.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing: the method is optional, as in UIKit.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}

/// Screens side by side behind a tab bar: the selected one is shown above the bar, whose items
/// are the screens' `tabBarItem`s. Mirrors `UIKit.UITabBarController`.
///
/// ## Differences from UIKit
/// Tab switches happen at once in virtual time (a scene's transition engine animates them); with
/// more than five screens on a compact width the fifth item is "More", as on iOS, but its list
/// screen is not drawn.
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
  /// The screens, in tab order; nil for none. Mirrors `viewControllers`.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [ViewController] = []
  /// The bar, at the bottom of the view. Mirrors `tabBar`.
  public let tabBar = TabBar()
  /// Hears selections. Mirrors `delegate`.
  open weak var delegate: (any TabBarControllerDelegate)?
  /// The index of the selected screen. Mirrors `selectedIndex`.
  open var selectedIndex: Int {
    get { selected }
    set {
      guard tabs.indices.contains(newValue), newValue != selected else { return }
      let leaving = selectedViewController
      selected = newValue
      ViewController.lastScreenChangeAnimated = false
      switchScreens(from: leaving)
    }
  }
  private var selected = 0
  /// The item that stands for the screens past the fourth on a compact width.
  let moreItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
  /// The selected screen. Mirrors `selectedViewController`.
  open var selectedViewController: ViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  /// A controller without screens. Mirrors `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.delegate = self
  }

  /// Reel reads no archives: a controller without screens. Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.delegate = self
  }

  /// Replaces the screens; the selection stays where it was if it still can. Mirrors
  /// `setViewControllers(_:animated:)`.
  open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
    for old in tabs where !(controllers ?? []).contains(where: { $0 === old }) {
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    tabs = []
    for controller in controllers ?? [] where !tabs.contains(where: { $0 === controller }) {
      if controller.parent !== self { addChild(controller) }
      tabs.append(controller)
    }
    selected = min(selected, max(tabs.count - 1, 0))
    showSelected()
  }

  /// Loads the root view, then shows the selected screen and the bar.
  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }

  /// Places the bar again after a layout (the selected screen's content may have moved).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    placeTabBar()
  }

  /// The tab bar selected `item`: selects its screen if the delegate agrees.
  open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    guard let index = tabBar.items?.firstIndex(where: { $0 === item }), tabs.indices.contains(index)
    else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func switchScreens(from leaving: ViewController?) {
    guard let appearing = selectedViewController, isViewLoaded else { return showSelected() }
    leaving?.beginAppearanceTransition(false, animated: false)
    appearing.beginAppearanceTransition(true, animated: false)
    showSelected()
    leaving?.endAppearanceTransition()
    appearing.endAppearanceTransition()
  }
}

extension ViewController {
  /// The nearest tab bar controller above this one, nil if none. Mirrors `tabBarController`.
  public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
}
