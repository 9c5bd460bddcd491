// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

extension Timeline {
  /// The content offset (scroll position) at `time`.
  public func contentOffset(at time: Double) -> CGPoint {
    if let phase = recorded.phase(at: time) {
      let t = phase.transition
      return t.fromContentOffset.interpolated(
        to: t.toContentOffset, fraction: CGFloat(min(max(phase.progress(at: time), 0), 1)))
    }
    let current = recorded.motions.entry(at: time) ?? recorded.motions.entries[0]
    return current.value.offset(at: time - current.start)
  }

  /// The visible region at `time`, content coordinates.
  public func visibleBounds(at time: Double) -> CGRect {
    CGRect(origin: contentOffset(at: time), size: boundsSize(at: time))
  }

  /// The layout's content size for the data current at `time`.
  public func contentSize(at time: Double) -> CGSize {
    recorded.models.value(at: time).contentSize
  }

  /// Whether the content is moving at `time` (a scroll or an offset animation in progress).
  public func isScrolling(at time: Double) -> Bool {
    guard let current = recorded.motions.entry(at: time) else { return false }
    return time - current.start < current.value.duration
  }

  /// Every element on screen at `time`, in drawing order: ascending zIndex, then a stable order
  /// (element key; a leaving view below an arriving one with the same key; then creation order).
  /// Elements at rest outside the visible bounds are left out, as UIKit recycles their views;
  /// hidden
  /// elements are included (with `isHidden` set) only when `includeHidden` is true.
  public func elements(at time: Double, includeHidden: Bool = false) -> [PresentedElement] {
    if let phase = recorded.phase(at: time) {
      return sorted(interactiveElements(phase, at: time, includeHidden: includeHidden))
    }
    let visible = visibleBounds(at: time)
    let requeried = requery(at: time)
    var merged = Set<ElementKey>()
    var result: [PresentedElement] = []
    for track in tracks where track.isAlive(at: time) {
      guard let index = track.currentSegmentIndex(at: time) else { continue }
      let key = track.segments[index].key
      let leaving =
        track.removalTime != nil && index == track.segments.count - 1
        && !track.leavesAfterRelayout
      var model: LayoutAttributes?
      if let requeried, !leaving {
        if let fresh = requeried[key], fresh.identity.id == track.identity.id {
          model = fresh.attributes
          merged.insert(key)
        } else if track.segments[index].isFinished(at: time) {
          continue  // at rest and no longer laid out in view
        }
      }
      guard let presented = track.presentation(at: time, model: model),
        includeHidden || !presented.isHidden
      else { continue }
      let attributes = handMoved(presented, id: track.identity.id, at: time)
      if model != nil || !track.segments[index].isFinished(at: time)
        || attributes.transform3D != .identity || attributes.frame.intersects(visible)
      {
        result.append(
          PresentedElement(
            viewID: track.viewID, key: key, identity: track.identity(at: time),
            attributes: attributes,
            isDisappearing: leaving))
      }
    }
    // Elements the layout now shows that no view had yet.
    for (offset, key) in (requeried?.keys.filter { !merged.contains($0) }.sorted() ?? [])
      .enumerated()
    {
      let entry = requeried![key]!
      guard includeHidden || !entry.attributes.isHidden else { continue }
      result.append(
        PresentedElement(
          viewID: Int.max / 2 + offset, key: key, identity: entry.identity,
          attributes: entry.attributes, isDisappearing: false))
    }
    return sorted(result)
  }

  /// Drawing order: ascending zIndex, then creation order — UIKit adds a new view above the
  /// views of its zIndex, so an inserted cell fades in over the cells sliding past it — then
  /// element key.
  func sorted(_ elements: [PresentedElement]) -> [PresentedElement] {
    elements.sorted { a, b in
      if a.attributes.zIndex != b.attributes.zIndex {
        return a.attributes.zIndex < b.attributes.zIndex
      }
      if a.viewID != b.viewID { return a.viewID < b.viewID }
      return a.key < b.key
    }
  }
}

extension Timeline {
  /// The topmost visible cell whose frame contains `point` (content coordinates) at `time`, or nil.
  /// Mirrors `indexPathForItem(at:)`: frames, not transformed shapes; highest zIndex wins.
  public func indexPathForItem(at point: CGPoint, time: Double) -> IndexPath? {
    elements(at: time)
      .filter {
        $0.key.category == .cell && !$0.isDisappearing && $0.attributes.alpha > 0.01
          && $0.attributes.frame.contains(point)
      }
      .last?.key.indexPath
  }
}
