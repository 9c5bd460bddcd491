// SPDX-License-Identifier: MIT
import Foundation

/// The Liquid Glass capsule iOS 26 draws behind a bar's items and under a floating tab bar
/// (SPEC-VIEWS 7.17, 7.24): a thin blurring material lightened toward white (darkened in dark
/// mode), fully rounded, with a hairline rim and a soft shadow. Reel draws glass as that
/// material; the lensing of what is behind it is not drawn.
@MainActor
final class GlassPlatter: View {
  let material = VisualEffectView(effect: BlurEffect(style: .systemUltraThinMaterial))
  let sheen = View()
  /// A prominent item's fill, drawn opaque instead of the glass's sheen; nil for plain glass.
  var fill: Color? { didSet { setNeedsLayout() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(material)
    addSubview(sheen)
    isUserInteractionEnabled = false
    layer.shadowColor = Color.black.cgColor
    layer.shadowOpacity = 0.12
    layer.shadowRadius = 10
    layer.shadowOffset = CGSize(width: 0, height: 4)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2
    layer.cornerRadius = radius
    layer.shadowPath = BezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
    for view in [material, sheen] {
      view.frame = bounds
      view.layer.cornerRadius = radius
      view.clipsToBounds = true
    }
    let dark = traitCollection.userInterfaceStyle == .dark
    sheen.backgroundColor = fill ?? Color(white: dark ? 0.2 : 1, alpha: dark ? 0.35 : 0.55)
    sheen.layer.borderWidth = 0.5
    sheen.layer.borderColor = Color(white: dark ? 0.45 : 0.82, alpha: 0.5).cgColor
  }

  /// The height of a bar item's platter, points (the item host is at least 44, SPEC-VIEWS 7.17).
  static let itemHeight: CGFloat = 44

  /// The width an item's view takes on a platter: its text and 14 points either side for a
  /// title, at least 44 for a symbol or anything else.
  static func cellWidth(of view: View) -> CGFloat {
    view is Label ? view.intrinsicContentSize.width + 28 : max(view.intrinsicContentSize.width, 44)
  }
}
