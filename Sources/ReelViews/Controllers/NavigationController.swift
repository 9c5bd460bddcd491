// SPDX-License-Identifier: MIT
import Foundation

/// A stack of view controllers with a navigation bar: the top one is shown, pushing adds one,
/// popping removes it. The bar shows the top controller's `navigationItem` and, for a pushed
/// screen, a back button titled after the screen below. Mirrors `UIKit.UINavigationController`.
///
/// ## Differences from UIKit
/// Pushes and pops happen at once in virtual time (a scene's transition engine animates them);
/// the appearance callbacks run in UIKit's order.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The stack, bottom first. Mirrors `viewControllers`.
  public private(set) var viewControllers: [ViewController] = []
  /// The bar, above the top controller's view. Mirrors `navigationBar`.
  public let navigationBar = NavigationBar()
  /// Whether the bar is hidden. Mirrors `isNavigationBarHidden`.
  open var isNavigationBarHidden = false
  /// Whether the toolbar is hidden (default true). Mirrors `isToolbarHidden`.
  open var isToolbarHidden = true { didSet { showTop() } }
  /// The toolbar along the bottom, showing the top controller's `toolbarItems` unless hidden.
  /// Mirrors `toolbar`.
  public let toolbar = Toolbar()

  /// A stack holding `rootViewController`. Mirrors `init(rootViewController:)`.
  public init(rootViewController: ViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty stack. Mirrors `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Reel reads no archives: an empty stack. Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Loads the root view, then shows the top controller's view in it.
  open override func viewDidLoad() {
    super.viewDidLoad()
    showTop()
  }

  /// Places the bars again after a layout (the content may have scrolled).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    placeNavigationBar()
  }

  /// Its own tab bar item when it has one, else its root screen's (a tab shows the title and
  /// image its root screen sets). Mirrors `tabBarItem`.
  open override var tabBarItem: TabBarItem! {
    get { hasTabBarItem ? super.tabBarItem : viewControllers.first?.tabBarItem ?? super.tabBarItem }
    set { super.tabBarItem = newValue }
  }

  /// The controller on top. Mirrors `topViewController`.
  public var topViewController: ViewController? { viewControllers.last }
  /// What is shown: the top controller, or what it presents. Mirrors `visibleViewController`.
  public var visibleViewController: ViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  /// Pushes `controller` on the stack (a controller already in it is ignored, as UIKit warns).
  /// Mirrors `pushViewController(_:animated:)`.
  open func pushViewController(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }) else { return }
    let previous = topViewController
    previous?.beginAppearanceTransition(false, animated: animated)
    addChild(controller)
    viewControllers.append(controller)
    controller.beginAppearanceTransition(true, animated: animated)
    previous?.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.didMove(toParent: self)
    ViewController.lastScreenChangeAnimated = animated
    showTop()
  }

  /// Pops the top controller unless it is the root; returns it. Mirrors
  /// `popViewController(animated:)`.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popTo(index: viewControllers.count - 2, animated: animated).first
  }

  /// Pops every controller above `controller`; returns them, nil when it is not in the stack.
  /// Mirrors `popToViewController(_:animated:)`.
  @discardableResult
  open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    return popTo(index: index, animated: animated)
  }

  /// Pops to the root; returns the controllers popped. Mirrors
  /// `popToRootViewController(animated:)`.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    viewControllers.isEmpty ? nil : popTo(index: 0, animated: animated)
  }

  /// Replaces the stack. Mirrors `setViewControllers(_:animated:)`.
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    ViewController.lastScreenChangeAnimated = animated
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.removeFromParent()
    }
    viewControllers = []
    for controller in controllers where !viewControllers.contains(where: { $0 === controller }) {
      addChild(controller)
      viewControllers.append(controller)
    }
    showTop()
  }

  /// Hides or shows the toolbar. Mirrors `setToolbarHidden(_:animated:)`.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  /// Hides or shows the bar. Mirrors `setNavigationBarHidden(_:animated:)`.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
    showTop()
  }

  private func popTo(index: Int, animated: Bool) -> [ViewController] {
    let popped = Array(viewControllers[(index + 1)...])
    guard let leaving = popped.last else { return [] }
    let revealed = viewControllers[index]
    leaving.beginAppearanceTransition(false, animated: animated)
    revealed.beginAppearanceTransition(true, animated: animated)
    viewControllers.removeLast(popped.count)
    leaving.endAppearanceTransition()
    revealed.endAppearanceTransition()
    for controller in popped { controller.removeFromParent() }
    ViewController.lastScreenChangeAnimated = animated
    showTop()
    return popped.reversed()
  }
}

extension ViewController {
  /// The nearest navigation controller above this one, nil if none. Mirrors
  /// `navigationController`.
  public var navigationController: NavigationController? {
    nearestAncestor(NavigationController.self)
  }

  /// The nearest controller of `type` among its parents, nil if none.
  func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
    var current = parent
    while let controller = current {
      if let found = controller as? T { return found }
      current = controller.parent
    }
    return nil
  }
}
