// SPDX-License-Identifier: MIT
import Foundation

/// `UIControl`: a view with a state (enabled, selected, highlighted) that its look follows.
/// Reel's controls draw themselves from views (a track, a knob, a label); their events are part
/// 15's.
@preconcurrency @MainActor
open class Control: View {
  /// `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// UIKit's bits: highlighted 1, disabled 2, selected 4.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No other state.
    public static let normal: State = []
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Drawn dimmed; ignores touches.
    public static let disabled = State(rawValue: 1 << 1)
    /// Chosen (a toggled button).
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Default true; a disabled control is drawn at half opacity, as UIKit's are.
  open var isEnabled = true { didSet { stateDidChange() } }
  /// Default false.
  open var isSelected = false { didSet { stateDidChange() } }
  /// Default false.
  open var isHighlighted = false { didSet { stateDidChange() } }

  /// The state the flags describe.
  public var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// The targets and actions added, in order.
  var actionTargets: [ControlTarget] = []

  /// An enabled, unselected control in `frame` (points).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Called when a state flag changes; subclasses update their look (call `super`).
  open func stateDidChange() {
    setNeedsLayout()
  }

  /// A finger tapped the control at `point` (its coordinates, points), as a scene's `tap` does:
  /// an enabled control does what it does on iOS and sends its actions; a disabled one ignores
  /// it.
  package func tap(at point: CGPoint) {
    guard isEnabled else { return }
    performTap(at: point)
  }

  /// What a tap does: a button (and this base) sends `.touchUpInside` and
  /// `.primaryActionTriggered`; a switch toggles, a segmented control selects the segment under
  /// the finger, a page control turns a page, first.
  func performTap(at point: CGPoint) {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// How much of the control's look shows: 1, or 0.5 when disabled.
  var stateOpacity: CGFloat { isEnabled ? 1 : 0.5 }
}
