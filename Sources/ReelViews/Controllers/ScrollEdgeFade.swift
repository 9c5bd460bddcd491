// SPDX-License-Identifier: MIT
import Foundation

/// iOS 26's soft scroll-edge effect behind a bar (SPEC-VIEWS 7.17, 11 open): content scrolled
/// under the bar fades into the screen's background toward the screen's edge. Drawn as a
/// vertical gradient from `colors[0]` at the top to `colors[1]` at the bottom.
@MainActor
final class ScrollEdgeFade: View {
  let gradient = GradientLayer()

  /// The colours at the top and the bottom.
  var colors: [Color] = [] {
    didSet { gradient.colors = colors.map { $0.rgba(in: traitCollection) } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }
}
