// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UISlider`: a track with a round white knob at `value`. The part of the track before the knob
/// is the tint colour (`minimumTrackTintColor`), the rest a grey fill; the knob is 28 points
/// across with a shadow (SPEC-VIEWS 6.9–6.11). Its intrinsic height is 31 points [community], its
/// width open.
@preconcurrency @MainActor
open class Slider: Control {
  /// Default 0, kept within `minimumValue…maximumValue`.
  open var value: Float = 0 { didSet { setNeedsLayout() } }
  /// Default 0.
  open var minimumValue: Float = 0 { didSet { setNeedsLayout() } }
  /// Default 1.
  open var maximumValue: Float = 1 { didSet { setNeedsLayout() } }
  /// The track before the knob; nil for the tint colour.
  open var minimumTrackTintColor: Color? { didSet { setNeedsLayout() } }
  /// The track after the knob; nil for systemFill.
  open var maximumTrackTintColor: Color? { didSet { setNeedsLayout() } }
  /// The knob; nil for white.
  open var thumbTintColor: Color? { didSet { setNeedsLayout() } }

  static let thumbSide = SliderMetrics.thumbSide
  static let trackHeight = SliderMetrics.trackHeight

  let minimumTrack = View()
  let maximumTrack = View()
  let thumb = View()

  /// A slider in `frame` (points) from 0 to 1 at 0.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [maximumTrack, minimumTrack, thumb] { addSubview(part) }
    let shadow = SliderMetrics.thumbShadow
    thumb.layer.shadowOpacity = Float(shadow.opacity)
    thumb.layer.shadowRadius = shadow.radius
    thumb.layer.shadowOffset = CGSize(width: 0, height: shadow.offsetY)
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `setValue(_:animated:)`: at its end at once (Reel draws one moment).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// No width of its own; 31 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: SliderMetrics.height)
  }

  /// Where the value sits between the ends, 0…1.
  var fraction: CGFloat {
    let span = maximumValue - minimumValue
    guard span > 0, value.isFinite else { return 0 }
    return CGFloat(min(max((value - minimumValue) / span, 0), 1))
  }

  /// Places the tracks and the thumb at the value.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let side = Self.thumbSide
    let travel = max(bounds.width - side, 0)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let thumbX = rightToLeft ? travel * (1 - fraction) : travel * fraction
    let trackY = (bounds.height - Self.trackHeight) / 2
    let knobCentre = thumbX + side / 2
    let before = CGRect(x: 0, y: trackY, width: knobCentre, height: Self.trackHeight)
    let after = CGRect(
      x: knobCentre, y: trackY, width: bounds.width - knobCentre, height: Self.trackHeight)
    minimumTrack.frame = rightToLeft ? after : before
    maximumTrack.frame = rightToLeft ? before : after
    for track in [minimumTrack, maximumTrack] { track.layer.cornerRadius = Self.trackHeight / 2 }
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
    thumb.frame = CGRect(x: thumbX, y: (bounds.height - side) / 2, width: side, height: side)
    thumb.layer.cornerRadius = side / 2
    thumb.backgroundColor = thumbTintColor ?? .white
    for part in [minimumTrack, maximumTrack, thumb] { part.alpha = stateOpacity }
  }
}
