// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// `UISwitch`: a track and a knob, on or off. Its size is fixed by the iOS look: 63 × 28 points
/// on iOS 26 (a capsule knob 37 × 24), 51 × 31 on iOS 13–18 (a round 27-point knob); the track is
/// `onTintColor` (systemGreen) when on and a grey fill when off (SPEC-VIEWS 6.1–6.4).
@preconcurrency @MainActor
open class Switch: Control {
  /// Default false.
  open var isOn = false { didSet { setNeedsLayout() } }
  /// The track's colour when on; nil for systemGreen.
  open var onTintColor: Color? { didSet { setNeedsLayout() } }
  /// The knob's colour; nil for white.
  open var thumbTintColor: Color? { didSet { setNeedsLayout() } }

  let track = View()
  let knob = View()

  /// A switch, off, at `frame`'s origin (its size is always its own).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [track, knob] {
      part.translatesAutoresizingMaskIntoConstraints = true
      addSubview(part)
    }
    knob.layer.shadowOpacity = 0.2
    knob.layer.shadowRadius = 2
    knob.layer.shadowOffset = CGSize(width: 0, height: 1)
    self.frame.size = intrinsicContentSize
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `setOn(_:animated:)`: animated, the knob slides to the other end on UIKit's spring while
  /// the track's colour cross-fades (a block animation on the scene's timeline); else at once.
  open func setOn(_ on: Bool, animated: Bool) {
    guard animated, on != isOn else {
      isOn = on
      return
    }
    View.animate(
      SwitchMetrics.knobDuration, delay: 0, curve: .spring(SwitchMetrics.knobSpring)
    ) {
      self.isOn = on
      self.layoutIfNeeded()
    }
  }

  /// A tap flips the switch, then sends `.valueChanged`, `.touchUpInside` and
  /// `.primaryActionTriggered`, as UIKit's does.
  override func performTap(at point: CGPoint) {
    setOn(!isOn, animated: true)
    sendActions(for: [.valueChanged, .touchUpInside, .primaryActionTriggered])
  }

  private var metrics: SwitchMetrics { SwitchMetrics(traitCollection.systemVersion) }

  /// 63 × 28 points on iOS 26, 51 × 31 before.
  open override var intrinsicContentSize: CGSize { metrics.trackSize }

  /// Its own size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the track and the knob at the leading (off) or trailing (on) end.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let metrics = self.metrics
    let size = metrics.trackSize
    let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
    track.frame = CGRect(origin: origin, size: size)
    track.layer.cornerRadius = size.height / 2
    track.layer.cornerCurve = metrics.cornerCurve
    let off = Color(systemName: metrics.offTrackColorName) ?? .tertiaryLabel
    track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : off
    let knobSize = metrics.knobSize
    let centerX = metrics.knobCenterX(value: isOn ? 1 : 0)
    knob.frame = CGRect(
      x: origin.x + centerX - knobSize.width / 2, y: origin.y + (size.height - knobSize.height) / 2,
      width: knobSize.width, height: knobSize.height)
    knob.layer.cornerRadius = knobSize.height / 2
    knob.backgroundColor = thumbTintColor ?? .white
    for part in [track, knob] { part.alpha = stateOpacity }
  }
}
