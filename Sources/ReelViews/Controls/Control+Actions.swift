// SPDX-License-Identifier: MIT
import Foundation

/// One target–action pair or action added to a control, and the events it is for.
@preconcurrency @MainActor
struct ControlTarget {
  /// The object sent the action, weakly; nil with `hasTarget` false for the responder chain.
  weak var target: AnyObject?
  let hasTarget: Bool
  let action: Selector?
  let handler: Action?
  let events: Control.Event
}

/// Target–action: what a control sends when its events happen. Linux has no Objective-C
/// runtime, so a target performs the action's method through `SelectorPerforming` (which
/// `reel port` generates for every class with `@objc` methods).
extension Control {
  /// What happens to a control. Mirrors `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Sends `action` to `target` (nil: the first object up the responder chain that has the
  /// method) when one of `controlEvents` happens. Mirrors `addTarget(_:action:for:)`.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    actionTargets.append(
      ControlTarget(
        target: object, hasTarget: object != nil, action: action, handler: nil,
        events: controlEvents))
  }

  /// Stops sending `action` (nil: every action) to `target` (nil: every target) for
  /// `controlEvents`. Mirrors `removeTarget(_:action:for:)`.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    actionTargets.removeAll { entry in
      entry.handler == nil && (object == nil || entry.target === object)
        && (action == nil || entry.action == action)
        && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// Runs `action`'s handler when one of `controlEvents` happens. Mirrors `addAction(_:for:)`.
  public func addAction(_ action: Action, for controlEvents: Event) {
    actionTargets.append(
      ControlTarget(
        target: nil, hasTarget: false, action: nil, handler: action, events: controlEvents))
  }

  /// Stops running `action` for `controlEvents`. Mirrors `removeAction(_:for:)`.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    actionTargets.removeAll { $0.handler === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  /// The events `target`'s actions are sent for. Mirrors `allControlEvents`.
  public var allControlEvents: Event {
    actionTargets.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The objects actions are sent to. Mirrors `allTargets`.
  public var allTargets: [AnyObject] { actionTargets.compactMap(\.target) }

  /// Sends the actions added for `controlEvents`, in the order they were added. Mirrors
  /// `sendActions(for:)`.
  public func sendActions(for controlEvents: Event) {
    for entry in actionTargets where !entry.events.isDisjoint(with: controlEvents) {
      if let handler = entry.handler {
        handler.sender = self
        handler.handler(handler)
        handler.sender = nil
      } else if let action = entry.action {
        guard !entry.hasTarget || entry.target != nil else { continue }
        sendAction(action, to: entry.target)
      }
    }
  }

  /// Sends `action` to `target`, or up the responder chain from this control when `target` is
  /// nil; false when nothing performed it. Mirrors `sendAction(_:to:for:)`.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?) -> Bool {
    if let target { return (target as? SelectorPerforming)?.perform(action, with: self) ?? false }
    var responder: Responder? = self
    while let current = responder {
      if (current as? SelectorPerforming)?.perform(action, with: self) == true { return true }
      responder = current.next
    }
    return false
  }
}
