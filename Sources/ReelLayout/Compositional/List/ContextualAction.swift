// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// One button a swiped row reveals. A class, as UIKit's: make it, then set its colour or image.
/// Mirrors `UIKit.UIContextualAction`.
///
/// ## Differences from UIKit
/// The handler's second argument is the row's view as `AnyObject` (the layout layer knows no
/// views; cast it to `UIView`). `image` is `ReelUIKit`'s extension over `imageObject`.
open class ContextualAction: Hashable, @unchecked Sendable {
  /// Mirrors `UIContextualAction.Style`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A grey button (`systemGray`).
    case normal
    /// A red button (`systemRed`) whose full swipe deletes the row.
    case destructive
  }

  /// What a tap on the button (or a full swipe) runs: the action, the view of the row and a
  /// completion to call with whether it was performed. Mirrors `UIContextualAction.Handler`.
  public typealias Handler = (ContextualAction, AnyObject, @escaping (Bool) -> Void) -> Void

  /// The button's style. Mirrors `style`.
  public let style: Style
  /// The button's title; nil or empty shows only the image. Mirrors `title`.
  open var title: String?
  /// The button's fill; the style's colour (`systemRed` or `systemGray`) until set. Mirrors
  /// `backgroundColor`.
  open var backgroundColor: Color!
  /// The button's image, a `UIImage` (see `image` in `ReelUIKit`); nil for none.
  open var imageObject: (AnyObject & Sendable)? {
    didSet { if imageObject == nil { symbolName = nil } }
  }
  /// The SF Symbols name of the button's image when it is a symbol (what is drawn, above the
  /// title); nil for none.
  open var symbolName: String?
  /// What the button runs. Mirrors `handler`.
  public let handler: Handler

  /// Mirrors `init(style:title:handler:)`.
  public init(
    style: Style, title: String?, handler: @escaping Handler = { _, _, done in done(true) }
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = Color(systemName: style == .destructive ? "systemRed" : "systemGray")
  }

  /// Whether both have the same style, title, colour and image (a handler cannot be compared).
  public static func == (a: ContextualAction, b: ContextualAction) -> Bool {
    a.style == b.style && a.title == b.title && a.backgroundColor == b.backgroundColor
      && a.imageObject === b.imageObject
  }

  /// Hashes the style and title.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(title)
  }
}

/// The buttons one edge of a swiped row reveals, outermost first. A class, as UIKit's. Mirrors
/// `UIKit.UISwipeActionsConfiguration`.
open class SwipeActionsConfiguration: Hashable, @unchecked Sendable {
  /// Outermost (and default) first. Mirrors `actions`.
  public let actions: [ContextualAction]
  /// Whether a full swipe performs the first action. Default true. Mirrors
  /// `performsFirstActionWithFullSwipe`.
  open var performsFirstActionWithFullSwipe = true

  /// Mirrors `init(actions:)`.
  public init(actions: [ContextualAction]) { self.actions = actions }

  /// Whether both have equal actions and the same full-swipe behaviour.
  public static func == (a: SwipeActionsConfiguration, b: SwipeActionsConfiguration) -> Bool {
    a.actions == b.actions
      && a.performsFirstActionWithFullSwipe == b.performsFirstActionWithFullSwipe
  }

  /// Hashes the actions.
  public func hash(into hasher: inout Hasher) { hasher.combine(actions) }
}
