// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout

/// Keeps one collection view's scroll position following another's by item index: the fractional
/// item index at the centre of the leader's viewport is put at the centre of the follower's.
struct ScrollSync {
  let leader: Timeline
  let follower: Timeline

  /// Item centres along the scroll axis (x when the content is wider than tall), in item order.
  static func centres(_ timeline: Timeline) -> (horizontal: Bool, values: [CGFloat]) {
    let cv = timeline.collectionView
    cv.layoutIfNeeded()
    let layout = cv.collectionViewLayout
    let horizontal: Bool
    if let flow = layout as? FlowLayout {
      horizontal = flow.scrollDirection == .horizontal
    } else {
      let size = cv.contentSize
      horizontal = size.width - cv.bounds.width > size.height - cv.bounds.height
    }
    let values = (0..<cv.numberOfItems(inSection: 0)).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    .map { horizontal ? $0.center.x : $0.center.y }
    return (horizontal, values)
  }

  /// The fractional index whose centre is at `position` (clamped to the first and last items).
  static func index(at position: CGFloat, in centres: [CGFloat]) -> CGFloat {
    guard let first = centres.first, let last = centres.last else { return 0 }
    if position <= first { return 0 }
    if position >= last { return CGFloat(centres.count - 1) }
    for i in 0..<(centres.count - 1) where position <= centres[i + 1] {
      let span = centres[i + 1] - centres[i]
      return CGFloat(i) + (span > 0 ? (position - centres[i]) / span : 0)
    }
    return CGFloat(centres.count - 1)
  }

  /// The position of fractional index `index`.
  static func position(of index: CGFloat, in centres: [CGFloat]) -> CGFloat {
    guard !centres.isEmpty else { return 0 }
    let i = min(max(Int(index.rounded(.down)), 0), centres.count - 1)
    guard i + 1 < centres.count else { return centres[i] }
    return centres[i] + (centres[i + 1] - centres[i]) * (index - CGFloat(i))
  }

  /// The follower's motion for the leader's `motion` (sampled at 240 Hz).
  func followingMotion(for motion: ScrollMotion, startingAt time: Double) -> ScrollMotion {
    let lead = Self.centres(leader)
    let follow = Self.centres(follower)
    let leadSize = leader.collectionView.bounds.size
    let followSize = follower.collectionView.bounds.size
    let ranges = follower.allowedOffsets
    let base = follower.contentOffset(at: time)
    let steps = max(Int((motion.duration * 240).rounded(.up)), 1)
    var xs: [(time: Double, value: Double)] = []
    var ys: [(time: Double, value: Double)] = []
    for k in 0...steps {
      let t = motion.duration * Double(k) / Double(steps)
      let offset = motion.offset(at: t)
      let centre = lead.horizontal ? offset.x + leadSize.width / 2 : offset.y + leadSize.height / 2
      let target = Self.position(of: Self.index(at: centre, in: lead.values), in: follow.values)
      var point = base
      if follow.horizontal {
        point.x = CGFloat(
          min(max(Double(target - followSize.width / 2), ranges.x.lowerBound), ranges.x.upperBound))
      } else {
        point.y = CGFloat(
          min(max(Double(target - followSize.height / 2), ranges.y.lowerBound), ranges.y.upperBound)
        )
      }
      xs.append((t, Double(point.x)))
      ys.append((t, Double(point.y)))
    }
    return ScrollMotion(
      x: AxisMotion(.track(PiecewiseLinear(xs))), y: AxisMotion(.track(PiecewiseLinear(ys))))
  }
}
