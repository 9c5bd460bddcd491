// SPDX-License-Identifier: MIT
import Foundation

/// `UIMenuElement`: what a menu holds — an action or a submenu — with its title, subtitle and
/// image. Reel draws menus' triggers (a pop-up menu accessory) and keeps their contents.
@preconcurrency @MainActor
open class MenuElement {
  /// `UIMenuElement.State`: whether an element shows a checkmark.
  public enum State: Int, Hashable, Sendable { case off, on, mixed }

  /// `UIMenuElement.Attributes`: how an action looks and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// UIKit's bits: disabled 1, destructive 2, hidden 4.
    public let rawValue: UInt
    /// An attribute set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Dimmed, not choosable.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after it is chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The title shown; may be empty.
  public var title: String
  /// A second line under the title; nil for none.
  public var subtitle: String?
  /// The image beside the title; nil for none.
  public var image: Image?

  /// An element with a title, subtitle and image.
  public init(title: String, subtitle: String? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}

/// `UIAction`: a menu element that runs a handler when chosen (Reel keeps the handler and never
/// chooses).
@preconcurrency @MainActor
open class Action: MenuElement {
  /// `UIActionHandler`: what runs when the action is chosen.
  public typealias Handler = (Action) -> Void

  /// How the action looks and behaves.
  public var attributes: Attributes
  /// Whether it shows a checkmark (in a single-selection menu: whether it is the selection).
  public var state: State
  /// What runs when it is chosen.
  public let handler: Handler
  /// What sent the action while its handler runs (a control or bar button item); nil
  /// otherwise. Mirrors `sender`.
  public package(set) var sender: Any?

  /// A name that tells actions apart. Mirrors `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier; nil for none. Mirrors `identifier`.
  public let identifier: Identifier?
  /// A title for the keyboard shortcut list (kept). Mirrors `discoverabilityTitle`.
  public var discoverabilityTitle: String?

  /// An action; every parameter but the handler is optional, as UIKit's.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping Handler = { _ in }
  ) {
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }
}

/// `UIMenu`: a titled group of actions and submenus.
@preconcurrency @MainActor
open class Menu: MenuElement {
  /// `UIMenu.Options`: how the menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    /// UIKit's bits.
    public let rawValue: UInt
    /// An option set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its children shown in the parent menu rather than as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Drawn red.
    public static let destructive = Options(rawValue: 1 << 1)
    /// One child at most is `on`: choosing one turns the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// Its children shown in a row.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// How it shows its children.
  public let options: Options
  /// Its actions and submenus, in order.
  public let children: [MenuElement]

  /// A name that tells menus apart. Mirrors `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier; nil for none. Mirrors `identifier`.
  public let identifier: Identifier?

  /// A menu; every parameter is optional, as UIKit's.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// `selectedElements`: the actions that are `on`, at every depth, in order.
  public var selectedElements: [MenuElement] {
    children.flatMap { child -> [MenuElement] in
      if let menu = child as? Menu { return menu.selectedElements }
      return (child as? Action)?.state == .on ? [child] : []
    }
  }
}
