// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The view at the root of a screen: shows its root view controller's view filling it.
/// Mirrors `UIKit.UIWindow`.
///
/// ## Differences from UIKit
/// A scene hosts a view controller itself (`viewController:`), so an app's window is made by
/// its code but not what Reel draws; `makeKeyAndVisible()` only records it.
@preconcurrency @MainActor
open class Window: View {
  /// The controller whose view fills the window; setting it adds that view. Mirrors
  /// `rootViewController`.
  open var rootViewController: ViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(controller.view)
    }
  }
  /// The scene the window belongs to. Mirrors `windowScene`.
  open weak var windowScene: WindowScene?
  /// Whether it is the key window. Mirrors `isKeyWindow`.
  public private(set) var isKeyWindow = false

  /// A window filling `windowScene`'s screen. Mirrors `init(windowScene:)`.
  public init(windowScene: WindowScene) {
    super.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// A window at `frame`. Mirrors `init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Makes it the key window and shows it. Mirrors `makeKeyAndVisible()`.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }
}
