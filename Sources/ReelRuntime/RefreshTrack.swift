// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// A collection view's refresh control over time: when each refresh began (the pull passed
/// the trigger) and ended (`endRefreshing`). How far the content is pulled comes from the
/// timeline's content offset.
package final class RefreshTrack: @unchecked Sendable {
  /// The refresh control's height: the content rests this far below its top while refreshing,
  /// points (UIRefreshControl's 60, community measurements).
  package static let height: CGFloat = 60
  /// How far the content must be pulled before a refresh begins, points.
  package static let trigger: CGFloat = 100
  /// How long the content takes to settle into the refreshing position after the lift, and
  /// back to its top after `endRefreshing`, seconds.
  package static let settleDuration = 0.35
  /// How long the spinner takes to fade after the refresh ends, seconds.
  package static let fadeDuration = 0.25
  /// One turn of the spinner, seconds.
  package static let spinPeriod = 1.0

  private(set) var refreshes: [(began: Double, ended: Double?)] = []
  /// When each pull started.
  private(set) var pulls: [Double] = []

  /// Whether no pull ever starts a refresh.
  package var isEmpty: Bool { refreshes.isEmpty }

  /// Whether a refresh runs at `time`.
  func isRefreshing(at time: Double) -> Bool {
    refreshes.contains { $0.began <= time && ($0.ended.map { time < $0 } ?? true) }
  }

  func pull(at time: Double) { pulls.append(time) }

  func begin(at time: Double) { refreshes.append((time, nil)) }

  func end(at time: Double) {
    guard !refreshes.isEmpty else { return }
    refreshes[refreshes.count - 1].ended = time
  }

  /// The spinner at `time` for content pulled `pulled` points past its top: how many of its
  /// spokes show (0…8, growing with the pull before the refresh begins), the spin's phase
  /// (0…1 of a turn; nil before the refresh begins) and its alpha; nil when nothing shows.
  package func spinner(at time: Double, pulled: CGFloat, spokes: Int)
    -> (shown: Int, phase: Double?, alpha: CGFloat)?
  {
    let pull = pulls.last { $0 <= time }
    // The latest pull's refresh: spinning, then fading once it ended.
    if let refresh = refreshes.last(where: { $0.began <= time }),
      refresh.began >= (pull ?? -.infinity)
    {
      var alpha: CGFloat = 1
      if let ended = refresh.ended, time >= ended {
        alpha = 1 - CGFloat(min((time - ended) / Self.fadeDuration, 1))
      }
      guard alpha > 0 else { return nil }
      let turns = (time - refresh.began) / Self.spinPeriod
      return (spokes, turns - turns.rounded(.down), alpha)
    }
    // Pulled, before the refresh begins: the spokes appear one by one with the pull.
    guard pull != nil, pulled > 1 else { return nil }
    let shown = Int((CGFloat(spokes) * min(pulled / Self.trigger, 1)).rounded(.up))
    return (shown, nil, 1)
  }
}
