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
  open var isToolbarHidden = true

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

  /// The top controller's view fills this one, its safe area below the bar (44 points, 96 with
  /// a large title: SPEC-VIEWS 7.1, 7.4); the others' views are taken out. The bar shows the
  /// stack's items above it.
  func showTop() {
    guard let root = viewIfLoaded, let top = topViewController else { return }
    for other in viewControllers where other !== top { other.viewIfLoaded?.removeFromSuperview() }
    let shown: View = top.view
    shown.frame = root.bounds
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if shown.superview !== root { root.addSubview(shown) }
    top.containerSafeAreaInsets = EdgeInsets(top: barHeight(for: top), left: 0, bottom: 0, right: 0)
    navigationBar.items = viewControllers.map(\.navigationItem)
    if navigationBar.superview !== root { root.addSubview(navigationBar) }
    root.bringSubviewToFront(navigationBar)
    placeNavigationBar()
  }

  /// Places the bar below the status bar (at the view's safe-area top without the bar), as tall
  /// as the top controller's item asks less what its content has scrolled under it: a large
  /// title collapses 1:1 with the scroll offset (SPEC-VIEWS 7.21).
  func placeNavigationBar() {
    guard let root = viewIfLoaded, let top = topViewController else { return }
    navigationBar.isHidden = isNavigationBarHidden
    let distance = Self.contentDistance(in: top.viewIfLoaded)
    let rest = barHeight(for: top)
    let height =
      rest > NavigationBar.inlineHeight
      ? max(rest - max(distance, 0), NavigationBar.inlineHeight) : rest
    let statusBar = root.safeAreaInsets.top - root.controllerSafeAreaInsets.top
    navigationBar.frame = CGRect(x: 0, y: statusBar, width: root.bounds.width, height: height)
    navigationBar.contentDistance = distance - (rest - height)
  }

  /// Places the bar again after a layout (the content may have scrolled).
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    placeNavigationBar()
  }

  /// How far the first scroll view in `view` (depth first) has scrolled from its top edge,
  /// points: its content offset less where it rests (`-adjustedContentInset.top`); 0 for none.
  static func contentDistance(in view: View?) -> CGFloat {
    guard let view else { return 0 }
    if let host = view as? CollectionHostView, let collectionView = host.collectionView {
      return collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    }
    if let scroll = view as? ScrollView {
      return scroll.contentOffset.y + scroll.adjustedContentInset.top
    }
    for subview in view.subviews where !subview.isHidden {
      if containsScrollView(subview) { return contentDistance(in: subview) }
    }
    return 0
  }

  private static func containsScrollView(_ view: View) -> Bool {
    view is ScrollView || view.subviews.contains { !$0.isHidden && containsScrollView($0) }
  }

  /// The bar's height over `controller`: 0 when hidden, 96 with a large title, else 44.
  func barHeight(for controller: ViewController) -> CGFloat {
    guard !isNavigationBarHidden else { return 0 }
    let large: Bool
    switch controller.navigationItem.largeTitleDisplayMode {
    case .always: large = true
    case .never, .inline: large = false
    case .automatic: large = navigationBar.prefersLargeTitles
    }
    return large ? 96 : 44
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
    showTop()
    return popped.reversed()
  }
}

extension ViewController {
  /// The nearest navigation controller above this one, nil if none. Mirrors
  /// `navigationController`.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
}
