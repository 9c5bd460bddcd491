// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIActivityIndicatorView`: eight spokes around a centre, fading from the leading one. 20
/// points across for `medium`, 37 for `large` (SPEC-VIEWS 6.18); hidden while stopped unless
/// `hidesWhenStopped` is false. The spokes are drawn at one moment of the spin.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
  /// `UIActivityIndicatorView.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable { case medium, large }

  /// Default `medium`.
  open var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
  /// The spokes' colour; nil for secondaryLabel.
  open var color: Color! { didSet { setNeedsLayout() } }
  /// Default true.
  open var hidesWhenStopped = true { didSet { updateHidden() } }
  /// Whether it spins (shown); false by default.
  public private(set) var isAnimating = false

  private var spokeViews: [View] = []

  /// A `medium` indicator in `frame` (points), stopped.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    spokeViews = (0..<ActivitySpokes.count).map { _ in View() }
    for spoke in spokeViews { addSubview(spoke) }
    updateHidden()
  }

  /// `UIActivityIndicatorView(style:)`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    frame.size = intrinsicContentSize
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Shows the indicator.
  open func startAnimating() {
    isAnimating = true
    updateHidden()
  }

  /// Stops it (hidden when `hidesWhenStopped`).
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() { isHidden = hidesWhenStopped && !isAnimating }

  /// 20 × 20 points for `medium`, 37 × 37 for `large`.
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large ? 37 : 20
    return CGSize(width: side, height: side)
  }

  /// Places the spokes around the centre, fading from the leading one (`ActivitySpokes`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let spokes = ActivitySpokes.spokes(side: intrinsicContentSize.width)
    for (view, spoke) in zip(spokeViews, spokes) {
      view.bounds = CGRect(origin: .zero, size: spoke.size)
      view.center = CGPoint(x: bounds.midX + spoke.center.x, y: bounds.midY + spoke.center.y)
      view.transform = Transform2D(rotationAngle: spoke.angle)
      view.layer.cornerRadius = spoke.size.width / 2
      view.backgroundColor = color ?? .secondaryLabel
      view.alpha = spoke.alpha
    }
  }
}
