// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// A view whose bounds' origin moves over a larger content: `contentOffset` is `bounds.origin`,
/// `contentSize` how far it can go, `contentInset` (plus the safe area, as
/// `contentInsetAdjustmentBehavior` says) the extra room around it. Table views are scroll views;
/// collection views (`CollectionView`) keep the same properties on the layout layer's object.
/// Mirrors `UIKit.UIScrollView`.
///
/// ## Differences from UIKit
/// No touches reach it: a scene's script scrolls and flings it, in virtual time. It draws no
/// scroll indicators of its own and does not zoom (the zoom properties are kept, not applied).
open class ScrollView: View {
  /// Mirrors `UIScrollView.DecelerationRate`.
  public typealias DecelerationRate = ReelTiming.DecelerationRate
  /// Mirrors `UIScrollView.ContentInsetAdjustmentBehavior`.
  public typealias ContentInsetAdjustmentBehavior = ReelGeometry.ContentInsetAdjustmentBehavior
  /// How dragging dismisses the keyboard. Mirrors `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// Kept (Reel shows no keyboard). Default `none`. Mirrors `keyboardDismissMode`.
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// The control shown while the content refreshes; kept, not drawn (see `RefreshControl`).
  /// Mirrors `refreshControl`.
  open var refreshControl: RefreshControl?

  /// The point of the content at the view's top-left corner: `bounds.origin`, points. Setting it
  /// tells the delegate (`scrollViewDidScroll`). Mirrors `contentOffset`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      delegate?.scrollViewDidScroll(self)
    }
  }
  /// The size of the content, points; default zero. Mirrors `contentSize`.
  open var contentSize: CGSize = .zero
  /// Extra room around the content, points. Mirrors `contentInset`.
  open var contentInset: EdgeInsets = .zero
  /// How the safe area adds to `contentInset`. Default `automatic`. Mirrors
  /// `contentInsetAdjustmentBehavior`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Fraction of velocity kept per millisecond after a fling. Default `.normal`. Mirrors
  /// `decelerationRate`.
  open var decelerationRate: DecelerationRate = .normal
  /// Whether flings stop on multiples of the bounds. Default false. Mirrors `isPagingEnabled`.
  open var isPagingEnabled = false
  /// Whether the script may scroll it. Default true. Mirrors `isScrollEnabled`.
  open var isScrollEnabled = true
  /// Whether the content bounces past its edges. Default true. Mirrors `bounces`.
  open var bounces = true
  /// Mirrors `alwaysBounceVertical` (default false).
  open var alwaysBounceVertical = false
  /// Mirrors `alwaysBounceHorizontal` (default false).
  open var alwaysBounceHorizontal = false
  /// Mirrors `showsVerticalScrollIndicator` (default true).
  open var showsVerticalScrollIndicator = true
  /// Mirrors `showsHorizontalScrollIndicator` (default true).
  open var showsHorizontalScrollIndicator = true
  /// Mirrors `scrollsToTop` (default true).
  open var scrollsToTop = true
  /// Mirrors `minimumZoomScale` (default 1; kept, not applied).
  open var minimumZoomScale: CGFloat = 1
  /// Mirrors `maximumZoomScale` (default 1; kept, not applied).
  open var maximumZoomScale: CGFloat = 1
  /// Mirrors `zoomScale` (default 1; kept, not applied).
  open var zoomScale: CGFloat = 1
  /// Who hears about scrolling. Weak. Mirrors `delegate`.
  open weak var delegate: ScrollViewDelegate?

  /// `contentInset` plus the safe area as `contentInsetAdjustmentBehavior` says. Mirrors
  /// `adjustedContentInset`.
  open var adjustedContentInset: EdgeInsets {
    contentInsetAdjustmentBehavior.adjustedInset(contentInset, safeArea: safeAreaInsets) {
      (contentSize.width > bounds.width, contentSize.height > bounds.height)
    }
  }

  /// Moves the content to `contentOffset` (in a scene, `animated` scrolls it there over the
  /// script's time; here at once). Mirrors `setContentOffset(_:animated:)`.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least distance that shows `rect` (content coordinates), within the content.
  /// Mirrors `scrollRectToVisible(_:animated:)`.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    let range = ScrollableRange(content: contentSize, bounds: size, inset: adjustedContentInset)
    setContentOffset(range.clamped(offset), animated: animated)
  }

  /// Whether a finger is on the content: never in Reel's virtual time between steps. Mirrors
  /// `isTracking`.
  open var isTracking: Bool { false }
  /// Mirrors `isDragging` (false between steps).
  open var isDragging: Bool { false }
  /// Mirrors `isDecelerating` (false between steps).
  open var isDecelerating: Bool { false }
}

/// What a scroll view tells about its scrolling. Every method is optional, as in UIKit: a default
/// does nothing. Mirrors `UIKit.UIScrollViewDelegate`.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed. Mirrors `scrollViewDidScroll(_:)`.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is about to begin. Mirrors `scrollViewWillBeginDragging(_:)`.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// A drag ended; `decelerate` says whether momentum follows. Mirrors
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// Momentum ended. Mirrors `scrollViewDidEndDecelerating(_:)`.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
