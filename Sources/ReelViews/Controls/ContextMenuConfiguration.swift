// SPDX-License-Identifier: MIT
import Foundation

/// What a long press on a view or row shows: a preview and a menu. Mirrors
/// `UIKit.UIContextMenuConfiguration`.
///
/// A scene's `longPress:` on a view controller's screen calls `actionProvider` (with no
/// suggested elements) and draws its menu; choosing an action runs its handler.
///
/// ## Differences from UIKit
/// `previewProvider` is not called: the pressed cell is always its own preview.
@preconcurrency @MainActor
open class ContextMenuConfiguration {
  /// Makes the preview's controller; nil shows the view itself.
  public typealias PreviewProvider = () -> ViewController?
  /// Makes the menu from the system's suggested elements.
  public typealias ActionProvider = ([MenuElement]) -> Menu?

  /// What identifies the menu to the delegate; nil for none. Mirrors `identifier`.
  public let identifier: (any NSCopying)?
  /// Mirrors the initializer's `previewProvider`.
  public let previewProvider: PreviewProvider?
  /// Mirrors the initializer's `actionProvider`.
  public let actionProvider: ActionProvider?

  /// A menu configuration. Mirrors `init(identifier:previewProvider:actionProvider:)`.
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
    actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
