// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The app code runs in: what iOS code asks `UIApplication.shared` about its surroundings. The
/// host (a scene, a snapshot) sets it from the scene's traits before the code runs.
/// Mirrors `UIKit.UIApplication`.
///
/// ## Differences from UIKit
/// There is no run loop, event dispatch, URL opening or background task: Reel plays code in the
/// scene's virtual time. `UIApplication.shared` is this object; an app delegate is not called.
@preconcurrency @MainActor
public final class Application {
  /// The app. Mirrors `UIApplication.shared`.
  public static let shared = Application()

  /// Which way the app's language writes: right to left for Arabic and Hebrew scenes. Default
  /// left to right. Mirrors `userInterfaceLayoutDirection`.
  public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// The text size the user chose. Default `large`. Mirrors `preferredContentSizeCategory`.
  public var preferredContentSizeCategory: ContentSizeCategory = .large
  /// Whether the app runs in the foreground: always `active` while code runs. Mirrors
  /// `applicationState`.
  public var applicationState: State { .active }
  /// The badge on the app's icon (not drawn). Mirrors `applicationIconBadgeNumber`.
  public var applicationIconBadgeNumber = 0
  /// Whether the app ignores the idle timer (no effect). Mirrors `isIdleTimerDisabled`.
  public var isIdleTimerDisabled = false

  /// Mirrors `UIApplication.State`.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  /// Sets both from traits, as the host does: direction and text size.
  public func adopt(_ traits: TraitCollection) {
    userInterfaceLayoutDirection = traits.layoutDirection
    preferredContentSizeCategory = traits.preferredContentSizeCategory
  }

  init() {}
}
