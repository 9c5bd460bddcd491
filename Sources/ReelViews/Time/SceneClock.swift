// SPDX-License-Identifier: MIT
import Foundation

/// The clock of the scene a view controller's code plays in: while a scene drives it, the work
/// that code schedules — `DispatchQueue` blocks, `Timer` firings, block animations' completions —
/// waits here for its time on the scene's timeline instead of the wall clock, and the scene runs
/// it at that time, in order, on the main thread. Every run therefore sees the same moments.
///
/// The clock also draws the scene's random numbers (`nextRandom()`), the same sequence in every
/// scene, so code that shuffles or picks random colours draws the same picture on every run.
///
/// When no scene drives the clock (a program of its own using the view layer), the work is not
/// kept: `ReelUIKit`'s queues and timers hand it to Dispatch and Foundation as iOS would.
///
/// Thread-safe: code may schedule from any thread.
public final class SceneClock: @unchecked Sendable {
  /// The one clock: a view controller's scene is made and played on the main thread, one at a
  /// time.
  public static let shared = SceneClock()

  /// The most work items that may wait at once; scheduling more is recorded as an overflow
  /// (`overflowed`), which the scene reports, and the extra work is dropped.
  public static let pendingLimit = 100_000

  private let lock = NSLock()
  private var driven = false
  private var time: TimeInterval = 0
  private var queue = WorkHeap()
  private var overflow = false
  private var randomState: UInt64 = 0

  /// A clock no scene drives yet.
  public init() {}

  /// Whether a scene drives the clock: work is kept for the scene's timeline.
  public var isDriven: Bool { lock.withLock { driven } }

  /// The scene's time now, in seconds from its start (≥ 0); 0 when no scene drives the clock.
  public var now: TimeInterval { lock.withLock { time } }

  /// Whether more than `pendingLimit` items were scheduled at once since `start()`.
  public var overflowed: Bool { lock.withLock { overflow } }

  /// Keeps `work` to run `delay` seconds from now (a negative or not finite delay counts as 0);
  /// work due at the same time runs in the order it was scheduled.
  public func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
    lock.withLock {
      let wait = delay.isFinite ? max(delay, 0) : (delay > 0 ? .greatestFiniteMagnitude : 0)
      guard queue.count < Self.pendingLimit else {
        overflow = true
        return
      }
      queue.insert(due: time + wait, work)
    }
  }

  /// Starts driving the clock at time 0 with nothing waiting. Called by the scene player.
  public func start() {
    lock.withLock {
      driven = true
      time = 0
      queue = WorkHeap()
      overflow = false
      randomState = Self.randomSeed
    }
  }

  /// Stops driving the clock: waiting work is dropped and the time goes back to 0.
  public func stop() {
    lock.withLock {
      driven = false
      time = 0
      queue = WorkHeap()
    }
  }

  /// Takes the earliest work due by `limit` (seconds) and moves the clock to its time; nil when
  /// none is due by then.
  public func takeNext(until limit: TimeInterval) -> (due: TimeInterval, work: () -> Void)? {
    lock.withLock {
      guard let first = queue.first, first.due <= limit else { return nil }
      queue.removeFirst()
      time = max(time, first.due)
      return (time, first.work)
    }
  }

  /// Where every scene's random numbers start.
  static let randomSeed: UInt64 = 0x5EED_0F_5CE4E

  /// The scene's next random number (SplitMix64 from the same seed in every scene), or nil when
  /// no scene drives the clock.
  public func nextRandom() -> UInt64? {
    lock.withLock {
      guard driven else { return nil }
      randomState &+= 0x9E37_79B9_7F4A_7C15
      var z = randomState
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Moves the clock forward to `moment` (seconds); never back.
  public func advance(to moment: TimeInterval) {
    lock.withLock { time = max(time, moment) }
  }
}
