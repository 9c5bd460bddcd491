// SPDX-License-Identifier: MIT
import Foundation

/// One button a swiped row reveals. Mirrors `UIKit.UIContextualAction`.
///
/// ## Differences from UIKit
/// There is no handler: a scene's full swipe performs the first action as UIKit's handlers
/// usually do (a destructive one deletes the row); there is no image. `backgroundColor` is a
/// colour as scene files write it (a system colour name or `#RRGGBB`), nil for the style's.
public struct ContextualAction: Hashable, Sendable {
  /// Mirrors `UIContextualAction.Style`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A grey button (`systemGray`).
    case normal
    /// A red button (`systemRed`) whose full swipe deletes the row.
    case destructive
  }

  public var style: Style
  public var title: String?
  public var backgroundColor: String?

  /// Mirrors `init(style:title:handler:)`, without the handler.
  public init(style: Style, title: String?) {
    self.style = style
    self.title = title
  }

  /// The button's colour name: its own, or the style's.
  public var resolvedBackgroundColor: String {
    backgroundColor ?? (style == .destructive ? "systemRed" : "systemGray")
  }
}

/// The buttons one edge of a swiped row reveals, outermost first. Mirrors
/// `UIKit.UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Hashable, Sendable {
  /// Outermost (and default) first.
  public var actions: [ContextualAction]
  /// Whether a full swipe performs the first action. Default true.
  public var performsFirstActionWithFullSwipe = true

  /// Mirrors `init(actions:)`.
  public init(actions: [ContextualAction]) { self.actions = actions }
}
