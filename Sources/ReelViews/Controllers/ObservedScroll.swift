// SPDX-License-Identifier: MIT
import Foundation

/// The scroll view a container's bars watch, as UIKit's bars observe their screen's content
/// scroll view: the first shown one in a view's tree, depth first (a hosted collection view's
/// own offsets and insets).
@MainActor
struct ObservedScroll {
  /// The content offset, points.
  var offset: CGPoint
  /// The content inset after safe-area adjustment, points.
  var inset: EdgeInsets
  /// The visible size, points.
  var size: CGSize
  /// The content's size, points.
  var contentSize: CGSize

  /// The first scroll view in `view` (depth first, shown ones only); nil for none.
  init?(in view: View?) {
    guard let view, !view.isHidden else { return nil }
    if let host = view as? CollectionHostView, let collectionView = host.collectionView {
      self.init(
        offset: collectionView.contentOffset, inset: collectionView.adjustedContentInset,
        size: collectionView.bounds.size, contentSize: collectionView.contentSize)
      return
    }
    if let scroll = view as? ScrollView {
      self.init(
        offset: scroll.contentOffset, inset: scroll.adjustedContentInset,
        size: scroll.bounds.size, contentSize: scroll.contentSize)
      return
    }
    for subview in view.subviews {
      if let found = ObservedScroll(in: subview) {
        self = found
        return
      }
    }
    return nil
  }

  private init(offset: CGPoint, inset: EdgeInsets, size: CGSize, contentSize: CGSize) {
    self.offset = offset
    self.inset = inset
    self.size = size
    self.contentSize = contentSize
  }

  /// How far the content has scrolled from its top edge, points: the offset less where it rests
  /// (`-adjustedContentInset.top`).
  var distanceFromTop: CGFloat { offset.y + inset.top }

  /// Whether content lies past the visible end (under a bottom bar): the offset is short of
  /// the largest one by more than half a point.
  var hasContentBelow: Bool {
    offset.y < contentSize.height + inset.bottom - size.height - 0.5
  }
}
