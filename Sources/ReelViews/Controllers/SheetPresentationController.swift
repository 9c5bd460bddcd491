// SPDX-License-Identifier: MIT
import Foundation

/// How a presented controller's sheet sits: its detents, grabber and corners. Mirrors
/// `UIKit.UISheetPresentationController`.
///
/// ## Differences from UIKit
/// Kept, not drawn: Reel presents every controller as a full-screen cover sliding up (see the
/// README's porting notes), so a sheet's detents and grabber do not show.
@preconcurrency @MainActor
open class SheetPresentationController {
  /// A height a sheet rests at. Mirrors `UISheetPresentationController.Detent`.
  public final class Detent: Sendable {
    /// Mirrors `UISheetPresentationController.Detent.Identifier`'s raw values.
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    /// About half the screen. Mirrors `medium()`.
    public static func medium() -> Detent { Detent(identifier: "com.apple.UIKit.medium") }
    /// The full height. Mirrors `large()`.
    public static func large() -> Detent { Detent(identifier: "com.apple.UIKit.large") }
  }

  /// The controller the sheet presents. Mirrors `presentedViewController`.
  public unowned let presentedViewController: ViewController
  /// Default `[.large()]`. Mirrors `detents`.
  open var detents: [Detent] = [.large()]
  /// Default nil (the first detent). Mirrors `selectedDetentIdentifier`'s raw value.
  open var selectedDetentIdentifier: String?
  /// Default false. Mirrors `prefersGrabberVisible`.
  open var prefersGrabberVisible = false
  /// Default nil (the system's). Mirrors `preferredCornerRadius`.
  open var preferredCornerRadius: CGFloat?
  /// Default false. Mirrors `prefersEdgeAttachedInCompactHeight`.
  open var prefersEdgeAttachedInCompactHeight = false

  init(presentedViewController: ViewController) {
    self.presentedViewController = presentedViewController
  }
}

extension ViewController {
  /// How the controller is presented. Mirrors `UIModalPresentationStyle`.
  public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
      overCurrentContext, popover, none
    case automatic = -2
  }

  /// How the presentation moves in. Mirrors `UIModalTransitionStyle`.
  public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
  }

  /// The status bar's text colour. Mirrors `UIStatusBarStyle`.
  public enum StatusBarStyle: Int, Sendable, CaseIterable {
    case `default`, lightContent
    case darkContent = 3
  }
}
