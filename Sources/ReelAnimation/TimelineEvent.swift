// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelTiming

/// One thing a timeline command decided, recorded at a moment by `TimelineRecord.record(_:at:)` —
/// the only way commands change what evaluation reads.
enum TimelineEvent {
  /// The model changed (data, layout or bounds: a batch update, a layout change, a resize, the end
  /// of an interactive transition); the content offset moves with `motion` when it moves, and the
  /// change's animations end at `end`.
  case modelChanged(ModelState, motion: ScrollMotion?, end: Double)
  /// The content offset starts `motion`, replacing any motion still running.
  case scrolled(ScrollMotion)
  /// The collection view's size starts animating (a rotation); a `modelChanged` follows.
  case resized(SizeChange)
  /// Layout parameters tween; the model then holds the tween's target.
  case parametersTweened(ParameterAnimation, ModelState)
  /// Layout parameters change without animating views (a batch update at the same moment does).
  case parametersSet(ParameterAnimation)
  /// An interactive transition starts; its transition layout is the model's layout until it ends.
  case interactiveStarted(InteractivePhase)
  /// The running interactive transition reaches `progress`.
  case interactiveProgressed(Double)
  /// The running interactive transition is finished or cancelled; a `modelChanged` follows.
  case interactiveEnded
}

/// What laying out a moment again needs: the data, the installed layout, the bounds the layout was
/// prepared for, and the content size it reported.
struct ModelState {
  var sections: [CollectionViewSection]
  var layout: CollectionViewLayout
  var preparedBounds: CGRect
  var contentSize: CGSize

  /// The collection view's model as it is now.
  init(of collectionView: CollectionView) {
    contentSize = collectionView.contentSize
    sections = collectionView.sections
    layout = collectionView.collectionViewLayout
    preparedBounds = collectionView.bounds
  }
}

/// An animated change of the collection view's size, from `start` on.
struct SizeChange {
  let timing: AnimationTiming
  let from: CGSize
  let to: CGSize

  /// The size `elapsed` seconds after the change starts.
  func size(after elapsed: Double) -> CGSize {
    let p = timing.totalDuration > 0 ? CGFloat(timing.progress(at: elapsed)) : 1
    return from.interpolated(to: to, fraction: p)
  }
}
