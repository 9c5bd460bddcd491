// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension ContentLayout {
  /// Where each view starts across the axis, per the alignment (baselines in horizontal stacks).
  func crossOffsets(
    _ views: [ContentView], _ sizes: [CGFloat], _ lengths: [CGFloat], _ stack: StackLayout,
    cross: CGFloat
  ) -> [CGFloat] {
    switch stack.alignment {
    case .fill, .leading, .top: return sizes.map { _ in 0 }
    case .center: return sizes.map { (cross - $0) / 2 }
    case .trailing, .bottom: return sizes.map { cross - $0 }
    case .firstBaseline, .lastBaseline:
      guard stack.axis == .horizontal else { return sizes.map { _ in 0 } }
      let baselines = views.indices.map { i in
        baseline(of: views[i], size: CGSize(width: lengths[i], height: sizes[i]))
      }
      let line = baselines.max() ?? 0
      return baselines.map { line - $0 }
    }
  }

  /// A view's first baseline from its top when laid out at `size`: a label's text baseline
  /// (centred in its height), a stack's, or the bottom edge.
  func baseline(of view: ContentView, size: CGSize) -> CGFloat {
    switch view.kind {
    case .label:
      let text = view.style.label ?? ""
      let used = measurer.sizeThatFits(text, view.style.textProperties, in: size)
      return (size.height - used.height) / 2
        + measurer.firstBaseline(text, view.style.textProperties)
    case .stack:
      return place(view, in: CGRect(origin: .zero, size: size)).baseline
    default:
      return size.height
    }
  }

  /// A stack's baseline: a horizontal stack reports its tallest view's, a vertical one its first
  /// view's (`UIStackView`'s rule).
  func stackBaseline(_ placed: [PlacedView], _ stack: StackLayout) -> CGFloat? {
    let view =
      stack.axis == .horizontal ? placed.max { $0.frame.height < $1.frame.height } : placed.first
    return view.map { $0.frame.minY + $0.baseline }
  }

  /// A stack's own size from its arranged views (and margins), for a stack inside a stack.
  func stackSize(_ views: [ContentView], _ stack: StackLayout, proposal: CGSize) -> CGSize {
    let shown = views.filter { !$0.isHidden }
    let horizontal = stack.axis == .horizontal
    let m = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : EdgeInsets.zero
    let inner = CGSize(
      width: max(proposal.width - m.left - m.right, 0),
      height: max(proposal.height - m.top - m.bottom, 0))
    var main: CGFloat = stack.spacing * CGFloat(max(shown.count - 1, 0))
    var cross: CGFloat = 0
    for view in shown {
      let size = along(intrinsicSize(view, proposal: inner), horizontal)
      main += max(size.main, 0)
      cross = max(cross, size.cross)
    }
    return horizontal
      ? CGSize(width: main + m.left + m.right, height: cross + m.top + m.bottom)
      : CGSize(width: cross + m.left + m.right, height: main + m.top + m.bottom)
  }
}
