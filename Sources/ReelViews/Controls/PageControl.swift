// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIPageControl`: a row of dots, the current page's brighter. Dots are 7 points across and 9
/// apart, in a bar 26 points high with 8 points at each end (the pre-iOS 14 geometry that
/// SPEC-VIEWS 6.21 reports; not measured on iOS 26).
@preconcurrency @MainActor
open class PageControl: Control {
  /// Default 0.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
    }
  }
  /// 0 … `numberOfPages` − 1.
  open var currentPage = 0 {
    didSet {
      currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      setNeedsLayout()
    }
  }
  /// Whether one page shows no dots. Default false.
  open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
  /// The other pages' dots; nil for tertiaryLabel.
  open var pageIndicatorTintColor: Color? { didSet { setNeedsLayout() } }
  /// The current page's dot; nil for label.
  open var currentPageIndicatorTintColor: Color? { didSet { setNeedsLayout() } }

  static let dot: CGFloat = 7
  static let gap: CGFloat = 9
  static let height: CGFloat = 26
  static let endPadding: CGFloat = 8
  private var dots: [View] = []

  /// A page control in `frame` (points) with no pages.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `size(forNumberOfPages:)`: the dots and the end padding, 26 points high.
  open func size(forNumberOfPages pages: Int) -> CGSize {
    let count = CGFloat(max(pages, 0))
    let dots = count * Self.dot + max(count - 1, 0) * Self.gap
    return CGSize(width: dots + 2 * Self.endPadding, height: Self.height)
  }

  /// A tap on the trailing half turns to the next page, on the leading half to the previous
  /// one, and sends `.valueChanged` when the page changed, as UIKit's does.
  override func performTap(at point: CGPoint) {
    let trailing =
      (point.x >= bounds.midX) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let page = currentPage + (trailing ? 1 : -1)
    guard page >= 0, page < numberOfPages else { return }
    currentPage = page
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// The size of its pages' dots (`size(forNumberOfPages:)`).
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// Places one dot a page, centred, the current one in the current page's colour.
  open override func layoutSubviews() {
    super.layoutSubviews()
    while dots.count < numberOfPages {
      let dot = View()
      dots.append(dot)
      addSubview(dot)
    }
    while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
    let width = size(forNumberOfPages: numberOfPages).width - 2 * Self.endPadding
    var x = (bounds.width - width) / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (page, dot) in (rightToLeft ? dots.reversed() : dots).enumerated() {
      dot.frame = CGRect(
        x: x, y: (bounds.height - Self.dot) / 2, width: Self.dot, height: Self.dot)
      dot.layer.cornerRadius = Self.dot / 2
      let current = (rightToLeft ? numberOfPages - 1 - page : page) == currentPage
      dot.backgroundColor =
        current
        ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
      dot.isHidden = hidesForSinglePage && numberOfPages == 1
      dot.alpha = stateOpacity
      x += Self.dot + Self.gap
    }
  }
}
