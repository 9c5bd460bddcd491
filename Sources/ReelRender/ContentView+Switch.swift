// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// A `UISwitch` among a scene's content views, built as UIKit builds it: a track in the off
/// colour, the on colour over it (its alpha the switch's position, so the colour cross-fades as
/// the knob moves) and the knob, arranged along the track by a stack whose leading spacer is as
/// wide as the knob has travelled — so a right-to-left cell mirrors it, and a switch part way
/// is simply a narrower spacer.
extension ContentView {
  /// The `identifier` of a switch (the accessory's kind name, as `outlineDisclosure`'s).
  public static let switchIdentifier = "switch"

  /// A switch at `value` (0 off … 1 on) in the look of `metrics`, its track `onColor` when on
  /// and `offColor` when off, its knob `knobColor` with UISwitch's soft shadow.
  public static func switchControl(
    value: CGFloat, metrics: SwitchMetrics, onColor: RGBAColor, offColor: RGBAColor,
    knobColor: RGBAColor = .white
  ) -> ContentView {
    let radius = metrics.trackSize.height / 2
    var trackStyle = ItemStyle(fill: offColor, cornerRadius: radius)
    trackStyle.cornerCurve = metrics.cornerCurve
    var onStyle = trackStyle
    onStyle.fill = onColor
    var knobStyle = ItemStyle(fill: knobColor, cornerRadius: metrics.knobSize.height / 2)
    knobStyle.shadow = Shadow(opacity: 0.2, radius: 2, offset: CGSize(width: 0, height: 1))
    let knob = ContentView(
      .view, style: knobStyle, width: metrics.knobSize.width, height: metrics.knobSize.height)
    let margins = EdgeInsets(
      top: 0, left: metrics.inset, bottom: 0, right: metrics.inset)
    var rowStyle = ItemStyle(fill: .clear)
    rowStyle.content = [
      ContentView(.spacer, style: ItemStyle(fill: .clear), width: 0), knob,
      ContentView(.spacer, style: ItemStyle(fill: .clear)),
    ]
    let row = ContentView(
      .stack(
        StackLayout(
          alignment: .center, isLayoutMarginsRelativeArrangement: true, layoutMargins: margins)),
      style: rowStyle)
    trackStyle.content = [ContentView(.view, style: onStyle), row]
    var track = ContentView(
      .view, style: trackStyle, width: metrics.trackSize.width, height: metrics.trackSize.height)
    track.identifier = switchIdentifier
    return track.switchMoved(to: value)
  }

  /// Whether this is a switch built by `switchControl`.
  public var isSwitch: Bool { identifier == Self.switchIdentifier && style.content.count == 2 }

  /// Where this switch's knob is: 0 off … 1 on; nil for a view that is no switch.
  public var switchValue: CGFloat? { isSwitch ? style.content[0].alpha : nil }

  /// This switch with its knob at `value` (clamped to 0…1) and its on colour that opaque; other
  /// views unchanged.
  public func switchMoved(to value: CGFloat) -> ContentView {
    guard isSwitch, case .stack(let stack) = style.content[1].kind,
      style.content[1].style.content.count == 3, let width,
      let knob = style.content[1].style
        .content[1].width
    else { return self }
    let v = min(max(value.isFinite ? value : 0, 0), 1)
    let travel = max(width - knob - stack.layoutMargins.left - stack.layoutMargins.right, 0)
    var moved = self
    moved.style.content[0].alpha = v
    moved.style.content[1].style.content[0].width = travel * v
    return moved
  }
}
