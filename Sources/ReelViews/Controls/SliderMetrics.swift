// SPDX-License-Identifier: MIT
import Foundation

/// `UISlider`'s geometry, declared once for the view layer's `Slider` and a scene's slider view
/// (SPEC-VIEWS 6.10, community measurements): a 28-point white thumb with a soft shadow on a
/// 4-point track, 31 points tall; the track before the thumb in the tint, after it in
/// `systemFill`.
public enum SliderMetrics {
  /// The thumb's diameter, points.
  public static let thumbSide: CGFloat = 28
  /// The track's thickness, points.
  public static let trackHeight: CGFloat = 4
  /// The slider's own height, points.
  public static let height: CGFloat = 31
  /// The thumb's shadow: opacity, blur radius and offset (points).
  public static let thumbShadow = (opacity: CGFloat(0.25), radius: CGFloat(3), offsetY: CGFloat(2))
}
