// SPDX-License-Identifier: MIT
import Foundation

/// A button in a navigation bar or toolbar: a title, an image or a system item, and what it
/// does (a target and action, or a primary action). Mirrors `UIKit.UIBarButtonItem`.
@preconcurrency @MainActor
open class BarButtonItem {
  /// Mirrors `UIBarButtonItem.Style`.
  public enum Style: Int, Sendable {
    /// A plain button. Mirrors `.plain`.
    case plain
    /// A bordered button (drawn plain since iOS 7). Mirrors `.bordered`.
    case bordered
    /// The emphasised button of a bar (bold; iOS 26 fills it). Mirrors `.done`.
    case done
  }

  /// Mirrors `UIBarButtonItem.SystemItem`; each draws as iOS draws it (a title or a symbol).
  public enum SystemItem: Int, Sendable, CaseIterable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  /// The title; nil for an image or system item. Mirrors `title`.
  open var title: String?
  /// The image; nil for none. Mirrors `image`.
  open var image: Image?
  /// Mirrors `style`.
  open var style: Style = .plain
  /// The system item it was made as; nil for a custom item.
  public let systemItem: SystemItem?
  /// Who the action is sent to (weakly). Mirrors `target`.
  open weak var target: AnyObject?
  /// The method sent to `target` on a tap. Mirrors `action`.
  open var action: Selector?
  /// The action run on a tap (instead of target and action). Mirrors `primaryAction`.
  open var primaryAction: Action?
  /// The menu shown on a tap or long press. Mirrors `menu`.
  open var menu: Menu?
  /// Whether it can be tapped (a disabled item is dimmed). Mirrors `isEnabled`.
  open var isEnabled = true
  /// The colour of its title or image; nil for the bar's tint. Mirrors `tintColor`.
  open var tintColor: Color?
  /// A view shown instead of the item's own. Mirrors `customView`.
  open var customView: View?
  /// The width of a `fixedSpace` item, points. Mirrors `width`.
  open var width: CGFloat = 0
  /// Mirrors `accessibilityIdentifier` (how a scene points at the item).
  open var accessibilityIdentifier: String?

  /// An empty plain item. Mirrors `init()`.
  public init() { systemItem = nil }

  /// A titled item sending `action` to `target`. Mirrors `init(title:style:target:action:)`.
  public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    systemItem = nil
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  /// An image item sending `action` to `target`. Mirrors `init(image:style:target:action:)`.
  public init(image: Image?, style: Style, target: AnyObject?, action: Selector?) {
    systemItem = nil
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  /// A system item sending `action` to `target`. Mirrors
  /// `init(barButtonSystemItem:target:action:)`.
  public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    self.systemItem = systemItem
    self.target = target
    self.action = action
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// A system item running `primaryAction` or showing `menu`. Mirrors
  /// `init(systemItem:primaryAction:menu:)`.
  public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    style = systemItem == .done || systemItem == .save ? .done : .plain
  }

  /// An item with a title or image running `primaryAction` or showing `menu`. Mirrors
  /// `init(title:image:primaryAction:menu:)`.
  public init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    systemItem = nil
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A space that shares a toolbar's free width with the other flexible ones. Mirrors
  /// `flexibleSpace()`.
  public static func flexibleSpace() -> BarButtonItem {
    BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space `width` points wide (0 for the system's 8). Mirrors `fixedSpace(_:)`.
  public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width > 0 ? width : 8
    return item
  }

  /// An item showing `customView`. Mirrors `init(customView:)`.
  public init(customView: View) {
    systemItem = nil
    self.customView = customView
  }

  /// What a tap does: the primary action's handler, else `action` sent to `target` (through
  /// `SelectorPerforming`). Returns whether something ran; a disabled item does nothing.
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
      primaryAction.sender = nil
      return true
    }
    guard let action, let target = target as? SelectorPerforming else { return false }
    return target.perform(action, with: self)
  }
}
