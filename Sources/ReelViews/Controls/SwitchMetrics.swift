// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// `UISwitch`'s geometry and motion in each look, declared once for the view layer's `Switch`
/// and the scene format's switch accessory (SPEC-VIEWS 6.1–6.4, 6.7): on iOS 26 a 63 × 28-point
/// track with a 37 × 24 capsule knob, on iOS 13–18 a 51 × 31 track with a round 27-point knob;
/// either knob sits 2 points in from the track's end.
public struct SwitchMetrics: Sendable, Hashable {
  /// The track's size, points.
  public let trackSize: CGSize
  /// The knob's size, points.
  public let knobSize: CGSize
  /// The gap between the knob and the end of the track it rests at, points.
  public let inset: CGFloat
  /// The system colour of the track when off (the on track is `onTintColor`, systemGreen).
  public let offTrackColorName: String
  /// The track's corner curve: continuous on iOS 26, circular before.
  public let cornerCurve: CornerCurve

  /// The metrics of `version`'s look.
  public init(_ version: SystemVersion) {
    switch version {
    case .iOS26:
      trackSize = CGSize(width: 63, height: 28)
      knobSize = CGSize(width: 37, height: 24)
      offTrackColorName = "tertiaryLabel"
      cornerCurve = .continuous
    case .iOS18:
      trackSize = CGSize(width: 51, height: 31)
      knobSize = CGSize(width: 27, height: 27)
      offTrackColorName = "secondarySystemFill"
      cornerCurve = .circular
    }
    inset = 2
  }

  /// How far the knob travels from off to on, points.
  public var travel: CGFloat { trackSize.width - knobSize.width - 2 * inset }

  /// The knob's centre from the track's leading edge, points, at `value` (0 off, 1 on; values
  /// past either end are clamped).
  public func knobCenterX(value: CGFloat) -> CGFloat {
    inset + knobSize.width / 2 + travel * min(max(value, 0), 1)
  }

  /// The knob's spring (SPEC-VIEWS 6.7, `_UISwitchSettings`): mass 1, stiffness 438.649,
  /// damping 31.416 — a 0.3 s response at damping ratio 0.75.
  public static let knobSpring = SpringTimingParameters(
    mass: 1, stiffness: 438.649, damping: 31.416)
  /// How long the knob's spring is drawn, seconds.
  public static let knobDuration = 0.488
}
