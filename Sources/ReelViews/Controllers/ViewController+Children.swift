// SPDX-License-Identifier: MIT
import Foundation

extension ViewController {
  /// Whether the last push, pop, presentation or dismissal asked to be animated: a scene draws
  /// the change with its transition when it did, at once when it did not.
  package static var lastScreenChangeAnimated = true

  /// Adds `child` as a child (its view is yours to add). Mirrors `addChild(_:)`.
  public func addChild(_ child: ViewController) {
    guard child !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent. Mirrors `removeFromParent()`.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Presents `controller` over this one (a scene's transition engine animates it); `completion`
  /// runs when it is shown. Presenting while something is presented does nothing, as UIKit
  /// warns. Mirrors `present(_:animated:completion:)`.
  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil, controller !== self else { return }
    presentedViewController = controller
    controller.presentingViewController = self
    ViewController.lastScreenChangeAnimated = animated
    controller.beginAppearanceTransition(true, animated: animated)
    controller.endAppearanceTransition()
    completion?()
  }

  /// Shows `controller` as the context wants: pushed on the navigation controller this one is
  /// in, else presented. Mirrors `show(_:sender:)`.
  public func show(_ controller: ViewController, sender: Any?) {
    if let navigation = self as? NavigationController ?? navigationController {
      navigation.pushViewController(controller, animated: true)
    } else {
      present(controller, animated: true)
    }
  }

  /// Dismisses what this controller presents, or this controller if it was presented.
  /// Mirrors `dismiss(animated:completion:)`.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let presenter = presentedViewController == nil ? presentingViewController : self
    guard let presenter, let shown = presenter.presentedViewController else {
      completion?()
      return
    }
    shown.beginAppearanceTransition(false, animated: animated)
    shown.endAppearanceTransition()
    presenter.presentedViewController = nil
    shown.presentingViewController = nil
    ViewController.lastScreenChangeAnimated = animated
    completion?()
  }
}
