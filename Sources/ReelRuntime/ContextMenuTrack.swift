// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelTiming
import ReelViews

/// The context menus a scene opens over time: which cell, when the finger went down, when the
/// menu closed and which action was tapped first. Written by `longPress:` and `dismissMenu:`.
package struct ContextMenuTrack: Sendable {
  /// One menu from its press to its close.
  package struct Menu: Sendable {
    /// The cell's display identity prefix (`collectionView/id#`).
    package var cell: String
    /// Where the cell was drawn when it was pressed, canvas points.
    package var cellFrame: CGRect
    /// The menu's actions.
    package var actions: [MenuActionSpec]
    /// When the finger went down, seconds.
    package var pressed: Double
    /// When the menu starts to close; nil while it stays open.
    package var closed: Double?
    /// The action tapped before it closed, by index.
    package var chosen: Int?
    /// On a view controller's scene, the code's action behind each row (nil for a submenu's
    /// row); empty for a scene's own menu.
    package var code: [Action?] = []
  }

  /// `UILongPressGestureRecognizer.minimumPressDuration`'s default: the finger is held this
  /// long before the menu opens, seconds.
  package static let pressDuration = 0.5
  /// How long the menu takes to open (a spring that settles without overshoot), seconds.
  package static let openDuration = 0.45
  /// How long a tapped action stays highlighted before the menu closes, seconds.
  package static let chooseDuration = 0.15
  /// How long the menu takes to close, seconds.
  package static let closeDuration = 0.3

  static let opening = AnimationTiming(
    duration: openDuration,
    curve: .spring(SpringTimingParameters(dampingRatio: 0.9, response: 0.35)))
  static let closing = AnimationTiming(duration: closeDuration, curve: .easeOut)

  /// Every menu, in the order opened.
  package private(set) var menus: [Menu] = []

  /// Whether no menu ever opens.
  package var isEmpty: Bool { menus.isEmpty }

  /// The menu open (or opening, or closing) at `time`.
  package func menu(at time: Double) -> Menu? {
    menus.last { $0.pressed <= time && time < ($0.closed ?? .infinity) + Self.closeDuration }
  }

  /// Whether a menu is open or opening at `time` and not closing.
  func isOpen(at time: Double) -> Bool {
    guard let menu = menu(at: time) else { return false }
    return menu.closed.map { time < $0 } ?? true
  }

  mutating func open(_ menu: Menu) { menus.append(menu) }

  /// Closes the last menu at `time`, `chosen` tapped first.
  mutating func close(at time: Double, chosen: Int?) {
    guard !menus.isEmpty else { return }
    menus[menus.count - 1].closed = time
    menus[menus.count - 1].chosen = chosen
  }

  /// How far `menu`'s finger has pressed at `time`: 0 … 1 over the press.
  package static func press(of menu: Menu, at time: Double) -> CGFloat {
    CGFloat(min(max((time - menu.pressed) / pressDuration, 0), 1))
  }

  /// How open `menu` is at `time`: 0 closed … 1 open (opening after the press, closing after
  /// its close).
  package static func openness(of menu: Menu, at time: Double) -> CGFloat {
    let opened = menu.pressed + pressDuration
    guard time >= opened else { return 0 }
    let open = CGFloat(opening.progress(at: time - opened))
    guard let closed = menu.closed, time >= closed else { return open }
    return (1 - CGFloat(closing.progress(at: time - closed))) * min(open, 1)
  }

  /// The index of the action shown pressed at `time`, if any.
  package static func highlighted(of menu: Menu, at time: Double) -> Int? {
    guard let chosen = menu.chosen, let closed = menu.closed else { return nil }
    return time >= closed - chooseDuration && time < closed ? chosen : nil
  }
}
