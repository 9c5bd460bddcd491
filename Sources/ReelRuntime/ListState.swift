// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming
import ReelViews

/// What a collection view's list rows do over time besides moving: rows swiped open, outline
/// sections (their section snapshots) and the turning of their disclosure chevrons.
package final class ListState: @unchecked Sendable {
  let swipes = SwipeTrack()
  /// Rows highlighted by a finger, or selected by a tap.
  let presses = RowPresses()
  /// The outline sections' snapshots, by section id, as last applied.
  var outlines: [String: NSDiffableDataSourceSectionSnapshot<String>] = [:]
  /// Each outline item's expand and collapse changes: when, how, and to which state.
  private var disclosures: [String: [(start: Double, timing: AnimationTiming, expanded: Bool)]] =
    [:]

  /// Each item's switch flips: when, and to which state (the knob moves on UISwitch's spring).
  private var switchFlips: [String: [(start: Double, isOn: Bool)]] = [:]

  /// Records that item `id`'s switch is flipped at `time`, from `isOn` (as the scene or the last
  /// flip left it) to the other state; returns the new state.
  func flipSwitch(of id: String, from isOn: Bool, at time: Double) -> Bool {
    let now = switchFlips[id]?.last(where: { $0.start <= time })?.isOn ?? isOn
    switchFlips[id, default: []].append((time, !now))
    return !now
  }

  /// Where item `id`'s switch knob is at `time`: 0 off … 1 on; nil when no tap flipped it.
  func switchValue(of id: String, at time: Double) -> CGFloat? {
    guard let flips = switchFlips[id], let index = flips.lastIndex(where: { $0.start <= time })
    else { return nil }
    let flip = flips[index]
    let before: CGFloat = index > 0 ? (flips[index - 1].isOn ? 1 : 0) : (flip.isOn ? 0 : 1)
    let timing = AnimationTiming(
      duration: SwitchMetrics.knobDuration, curve: .spring(SwitchMetrics.knobSpring))
    let progress = CGFloat(timing.progress(at: time - flip.start))
    return before + ((flip.isOn ? 1 : 0) - before) * progress
  }

  /// Each item's checkmark shown or hidden from a time, by taps that checked a row of its section.
  private var checks: [String: [(start: Double, shown: Bool)]] = [:]

  /// Records that item `id` is checked at `time`: its checkmark shows, and those of the other
  /// items of `section` (ids, `id` among them or not) hide, as a single-choice list does.
  func check(_ id: String, among section: [String], at time: Double) {
    for other in Set(section + [id]) { checks[other, default: []].append((time, other == id)) }
  }

  /// Whether item `id`'s checkmark shows at `time`; nil when no check changed it (the scene's own
  /// `{checkmark: isShown}` stands).
  func isChecked(_ id: String, at time: Double) -> Bool? {
    checks[id]?.last(where: { $0.start <= time })?.shown
  }

  /// Records that item `id` expands (or collapses) from `time` with `timing`.
  func setExpanded(_ expanded: Bool, id: String, at time: Double, timing: AnimationTiming) {
    disclosures[id, default: []].append((time, timing, expanded))
  }

  /// How far item `id`'s chevron has turned toward pointing down at `time`: 0 collapsed, 1
  /// expanded; nil when no step changed it (the scene's own state stands).
  func disclosureTurn(of id: String, at time: Double) -> CGFloat? {
    guard let changes = disclosures[id], let index = changes.lastIndex(where: { $0.start <= time })
    else { return nil }
    let change = changes[index]
    let before: CGFloat
    if index > 0 {
      before = changes[index - 1].expanded ? 1 : 0
    } else {
      before = change.expanded ? 0 : 1
    }
    let progress = CGFloat(change.timing.progress(at: time - change.start))
    return before + ((change.expanded ? 1 : 0) - before) * progress
  }

  /// `style` as item `id`, of `size` points, shows it at `time`: swiped open, its disclosure
  /// chevron turned; a list row (`isRow`) pressed or selected in the highlighted background
  /// (systemGray4, as a tapped row's; SPEC-VISUAL §5).
  package func styled(
    _ style: ItemStyle, id: String, size: CGSize, at time: Double, traits: TraitCollection,
    isRow: Bool = false
  ) -> ItemStyle {
    var style = style
    if isRow, let amount = presses.amount(of: id, at: time),
      let pressed = SystemColors.named("systemGray4", traits: traits)
    {
      style.fill = style.fill.mixed(with: pressed, fraction: Double(amount))
    }
    let rightToLeft = style.textProperties.layoutDirection == .rightToLeft
    let turn = disclosureTurn(of: id, at: time)
    let knob = switchValue(of: id, at: time)
    let pressed = { (half: String) in self.presses.amount(of: "\(id)/\(half)", at: time) }
    let checked = isChecked(id, at: time)
    style.content = style.content.map {
      Self.turning(
        $0, turn: turn, switchValue: knob, checked: checked, pressed: pressed,
        rightToLeft: rightToLeft)
    }
    if let (offset, reveal) = swipes.state(of: id, at: time) {
      style = SwipedRow.styled(
        style, offset: offset, rowSize: size, edge: reveal.edge, actions: reveal.actions,
        traits: traits)
    }
    return style
  }

  /// `view` with its outline disclosure chevrons turned by `turn` (a quarter at 1; the other way
  /// when the chevron points left, right to left), its switch's knob at `switchValue` and its
  /// stepper halves highlighted as `pressed` says, its checkmark shown as `checked` says, or as
  /// the scene left them when nil.
  private static func turning(
    _ view: ContentView, turn: CGFloat?, switchValue: CGFloat?, checked: Bool?,
    pressed: (String) -> CGFloat?, rightToLeft: Bool
  ) -> ContentView {
    if let switchValue, view.isSwitch { return view.switchMoved(to: switchValue) }
    if view.isStepperHalf, let half = view.identifier, let amount = pressed(half) {
      return view.pressed(amount)
    }
    var view = view
    if let checked, view.identifier == CellAccessory.Kind.checkmark.rawValue {
      view.alpha = checked ? 1 : 0
    }
    if view.identifier == CellAccessory.Kind.outlineDisclosure.rawValue {
      let expanded = turn ?? (view.transform.isIdentity ? 0 : 1)
      let angle = expanded * .pi / 2 * (rightToLeft ? -1 : 1)
      view.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    }
    view.style.content = view.style.content.map {
      turning(
        $0, turn: turn, switchValue: switchValue, checked: checked, pressed: pressed,
        rightToLeft: rightToLeft)
    }
    return view
  }
}
