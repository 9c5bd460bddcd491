// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A slider as a scene draws it: its value in its range and its colours.
public struct SliderLook: Hashable, Sendable {
  /// The value, kept within `minimumValue…maximumValue` (UISlider's `value`).
  public var value: Double {
    didSet { value = Self.clamped(value, minimumValue, maximumValue) }
  }
  /// The value at the leading end (default 0).
  public let minimumValue: Double
  /// The value at the trailing end (default 1; at least `minimumValue`).
  public let maximumValue: Double
  /// The track before the thumb (the tint).
  public var minimumTrack: RGBAColor
  /// The track after the thumb (`systemFill`).
  public var maximumTrack: RGBAColor
  /// The thumb (white).
  public var thumb: RGBAColor

  /// A slider at `value` between `minimumValue` and `maximumValue` in these colours; a value
  /// outside the range (or not finite) is clamped (the minimum).
  public init(
    value: Double, minimumValue: Double = 0, maximumValue: Double = 1,
    minimumTrack: RGBAColor, maximumTrack: RGBAColor, thumb: RGBAColor = .white
  ) {
    self.minimumValue = minimumValue
    self.maximumValue = max(maximumValue, minimumValue)
    self.value = Self.clamped(value, minimumValue, self.maximumValue)
    self.minimumTrack = minimumTrack
    self.maximumTrack = maximumTrack
    self.thumb = thumb
  }

  /// Where the thumb sits between the ends, 0…1.
  public var fraction: CGFloat {
    let span = maximumValue - minimumValue
    return span > 0 ? CGFloat((value - minimumValue) / span) : 0
  }

  private static func clamped(_ value: Double, _ low: Double, _ high: Double) -> Double {
    value.isFinite ? min(max(value, low), high) : low
  }
}
