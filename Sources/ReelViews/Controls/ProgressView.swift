// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIProgressView`: a track filled from the leading edge to `progress`. Its intrinsic height is
/// 4 points (iOS 14 on, SPEC-VIEWS 6.19), its width open; the fill is the tint colour, the track
/// a grey fill, both with round ends.
@preconcurrency @MainActor
open class ProgressView: View {
  /// `UIProgressView.Style`.
  public enum Style: Int, Hashable, Sendable { case `default`, bar }

  /// 0…1 (clamped).
  open var progress: Float = 0 {
    didSet {
      progress = min(max(progress.isFinite ? progress : 0, 0), 1)
      setNeedsLayout()
    }
  }
  /// The fill's colour; nil for the tint colour.
  open var progressTintColor: Color? { didSet { setNeedsLayout() } }
  /// The track's colour; nil for systemFill (clear for the bar style).
  open var trackTintColor: Color? { didSet { setNeedsLayout() } }
  /// Default `default`.
  open var progressViewStyle = Style.default { didSet { setNeedsLayout() } }

  let fill = View()

  /// A `default` progress view in `frame` (points) at 0.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(fill)
    clipsToBounds = true
  }

  /// `UIProgressView(progressViewStyle:)`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `setProgress(_:animated:)`: at its end at once (Reel draws one moment).
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No width of its own; 4 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 4)
  }

  /// Fills the track from its leading edge to the progress.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let bar = progressViewStyle == .bar
    backgroundColor = trackTintColor ?? (bar ? .clear : .systemFill)
    layer.cornerRadius = bar ? 0 : bounds.height / 2
    let width = bounds.width * CGFloat(progress)
    let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
    fill.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
    fill.layer.cornerRadius = layer.cornerRadius
    fill.backgroundColor = progressTintColor ?? tintColor
  }
}
