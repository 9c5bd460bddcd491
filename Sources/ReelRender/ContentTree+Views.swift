// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// How a view of the scene's content sizes itself: its natural size (its text's, image's,
/// arranged views'), replaced by fixed sizes where the description gives them; on a passive axis
/// it has no intrinsic size at all, so it neither pushes nor pulls its container.
struct DescribedSize {
  var fixed: (width: CGFloat?, height: CGFloat?) = (nil, nil)
  var passive: (horizontal: Bool, vertical: Bool) = (false, false)

  /// The view's own size: `natural` with the fixed sizes.
  func own(_ natural: CGSize) -> CGSize {
    CGSize(width: fixed.width ?? natural.width, height: fixed.height ?? natural.height)
  }

  /// The size Auto Layout sees: the own size, none on a passive axis.
  @MainActor func intrinsic(_ natural: CGSize) -> CGSize {
    let size = own(natural)
    return CGSize(
      width: passive.horizontal ? View.noIntrinsicMetric : size.width,
      height: passive.vertical ? View.noIntrinsicMetric : size.height)
  }
}

/// A view of the scene's content, sized by a `DescribedSize`.
@MainActor
protocol DescribedView: View {
  var sizing: DescribedSize { get set }
  /// Its own size (content or fixed), on passive axes too.
  var ownSize: CGSize { get }
}

/// A label of the scene's content.
@MainActor
final class DescribedLabel: Label, DescribedView {
  var sizing = DescribedSize()
  var ownSize: CGSize { sizing.own(super.intrinsicContentSize) }
  override var intrinsicContentSize: CGSize { sizing.intrinsic(super.intrinsicContentSize) }
}

/// An image, a symbol, a spacer or a plain view of the scene's content: its natural size is
/// given (`View.noIntrinsicMetric` where it has none).
@MainActor
final class SizedView: View, DescribedView {
  let natural: CGSize
  var sizing = DescribedSize()

  init(size: CGSize) {
    natural = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  var ownSize: CGSize { sizing.own(natural) }
  override var intrinsicContentSize: CGSize { sizing.intrinsic(natural) }
}

/// A stack of the scene's content: as large as its arranged views along its axis (with its
/// spacing and margins) and as its largest across it — the scene format's rule, so a stack in a
/// stack hugs and resists at its own priorities (UIKit's stacks have no intrinsic size).
@MainActor
final class DescribedStackView: StackView, DescribedView {
  var sizing = DescribedSize()
  var ownSize: CGSize { sizing.own(arrangedSize) }
  override var intrinsicContentSize: CGSize { sizing.intrinsic(arrangedSize) }

  /// The arranged views' own sizes end to end along the axis, the largest across.
  private var arrangedSize: CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    let horizontal = axis == .horizontal
    let m = isLayoutMarginsRelativeArrangement ? layoutMargins : EdgeInsets.zero
    var main = spacing * CGFloat(max(shown.count - 1, 0))
    var cross: CGFloat = 0
    for view in shown {
      let size = (view as? any DescribedView)?.ownSize ?? view.intrinsicContentSize
      main += max(horizontal ? size.width : size.height, 0)
      cross = max(cross, horizontal ? size.height : size.width)
    }
    return horizontal
      ? CGSize(width: main + m.left + m.right, height: cross + m.top + m.bottom)
      : CGSize(width: cross + m.left + m.right, height: main + m.top + m.bottom)
  }
}
