// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

extension Timeline {
  /// The content offset (scroll position) at `time`.
  public func contentOffset(at time: Double) -> CGPoint {
    guard let current = scrollMotions.last(where: { $0.start <= time }) ?? scrollMotions.first else { return .zero }
    return current.motion.offset(at: time - current.start)
  }

  /// The visible region at `time`, content coordinates.
  public func visibleBounds(at time: Double) -> CGRect {
    CGRect(origin: contentOffset(at: time), size: collectionView.bounds.size)
  }

  /// The layout's content size for the data current at `time`.
  public func contentSize(at time: Double) -> CGSize {
    contentSizes.last(where: { $0.start <= time })?.size ?? contentSizes.first?.size ?? .zero
  }

  /// Whether the content is moving at `time` (a scroll or an offset animation in progress).
  public func isScrolling(at time: Double) -> Bool {
    guard let current = scrollMotions.last(where: { $0.start <= time }) else { return false }
    return time - current.start < current.motion.duration
  }

  /// Every element on screen at `time`, in drawing order: ascending zIndex, then a stable order
  /// (element key; a leaving view below an arriving one with the same key; then creation order).
  /// Elements at rest outside the visible bounds are left out, as UIKit recycles their views; hidden
  /// elements are included (with `isHidden` set) only when `includeHidden` is true.
  public func elements(at time: Double, includeHidden: Bool = false) -> [PresentedElement] {
    let visible = visibleBounds(at: time)
    var result: [PresentedElement] = []
    for track in tracks where track.isAlive(at: time) {
      guard let index = track.currentSegmentIndex(at: time), let attributes = track.presentation(at: time),
        includeHidden || !attributes.isHidden
      else {
        continue
      }
      if !track.segments[index].isFinished(at: time) || attributes.transform3D != .identity || attributes.frame.intersects(visible) {
        let leaving = track.removalTime != nil && index == track.segments.count - 1
        result.append(
          PresentedElement(viewID: track.viewID, key: track.segments[index].key, identity: track.identity, attributes: attributes, isDisappearing: leaving))
      }
    }
    result.sort { a, b in
      if a.attributes.zIndex != b.attributes.zIndex { return a.attributes.zIndex < b.attributes.zIndex }
      if a.key != b.key { return a.key < b.key }
      if a.isDisappearing != b.isDisappearing { return a.isDisappearing }
      return a.viewID < b.viewID
    }
    return result
  }
}
