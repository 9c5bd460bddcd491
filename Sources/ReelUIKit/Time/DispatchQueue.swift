// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import ReelViews

/// A queue of work. Mirrors Dispatch's `DispatchQueue`: in a scene, every queue's work waits on
/// the scene's clock (`SceneClock`) and runs at its time on the main thread, one block at a time
/// in the order it was due — so a controller's `DispatchQueue.main.asyncAfter` updates play out
/// on the scene's timeline, and work sent to a background queue is done in the same order on
/// every run. Outside a scene each queue hands its work to the Dispatch queue it stands for.
///
/// ## Differences from Dispatch
/// In a scene, work on a concurrent or background queue runs on the main thread in due order,
/// not in parallel (the point is output that never varies). `asyncAfter(wallDeadline:)`,
/// `DispatchSource` and dispatch I/O are not part of it.
public final class DispatchQueue: @unchecked Sendable {
  /// The Dispatch queue this one stands for outside a scene.
  public let underlying: Dispatch.DispatchQueue

  /// The queue's label.
  public var label: String { underlying.label }

  private init(underlying: Dispatch.DispatchQueue) { self.underlying = underlying }

  /// The main queue.
  public static let main = DispatchQueue(underlying: .main)

  /// A global queue of the quality of service given.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(underlying: .global(qos: qos))
  }

  /// A queue of its own, serial unless `attributes` has `.concurrent`.
  public convenience init(
    label: String, qos: DispatchQoS = .unspecified,
    attributes: Dispatch.DispatchQueue.Attributes = [],
    autoreleaseFrequency: Dispatch.DispatchQueue.AutoreleaseFrequency = .inherit,
    target: DispatchQueue? = nil
  ) {
    self.init(
      underlying: Dispatch.DispatchQueue(
        label: label, qos: qos, attributes: attributes,
        autoreleaseFrequency: autoreleaseFrequency, target: target?.underlying))
  }

  /// Runs `work` soon: in a scene, after what is already due now.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable () -> Void
  ) {
    run(after: 0, group: group, work) {
      underlying.async(group: group, qos: qos, flags: flags, execute: work)
    }
  }

  /// Runs `workItem` soon (not when cancelled by then).
  public func async(execute workItem: DispatchWorkItem) {
    nonisolated(unsafe) let item = workItem
    run(after: 0, group: nil, { item.perform() }, elsewhere: { underlying.async(execute: item) })
  }

  /// Runs `work` at `deadline`: in a scene, at that moment of the scene's timeline.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable () -> Void
  ) {
    run(after: deadline.secondsFromNow, group: nil, work) {
      underlying.asyncAfter(
        deadline: .init(uptimeNanoseconds: deadline.uptimeNanoseconds), qos: qos, flags: flags,
        execute: work)
    }
  }

  /// Runs `workItem` at `deadline` (not when cancelled by then).
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    nonisolated(unsafe) let item = workItem
    run(
      after: deadline.secondsFromNow, group: nil, { item.perform() },
      elsewhere: {
        underlying.asyncAfter(
          deadline: .init(uptimeNanoseconds: deadline.uptimeNanoseconds), execute: item)
      })
  }

  /// Runs `work` now and returns its result: in a scene, on the calling thread at once.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    if SceneClock.shared.isDriven { return try work() }
    return try underlying.sync(execute: work)
  }

  /// Runs `workItem` now.
  public func sync(execute workItem: DispatchWorkItem) {
    if SceneClock.shared.isDriven { return workItem.perform() }
    underlying.sync(execute: workItem)
  }

  /// Runs `work` for each index in `0..<iterations`: in a scene, in order on the calling thread.
  public static func concurrentPerform(
    iterations: Int, execute work: @Sendable (Int) -> Void
  ) {
    if SceneClock.shared.isDriven {
      for index in 0..<max(iterations, 0) { work(index) }
    } else {
      Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }
  }

  /// Keeps `work` on the scene's clock `delay` seconds from now (entering `group` until it ran),
  /// or, outside a scene, lets `elsewhere` hand it to Dispatch.
  private func run(
    after delay: Double, group: DispatchGroup?, _ work: @escaping @Sendable () -> Void,
    elsewhere: () -> Void
  ) {
    let clock = SceneClock.shared
    guard clock.isDriven else { return elsewhere() }
    group?.enter()
    clock.schedule(after: delay) {
      work()
      group?.leave()
    }
  }
}

extension DispatchGroup {
  /// Runs `work` on `queue` once the group's work is done: in a scene, when the work the group
  /// entered on the scene's clock has run.
  public func notify(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute work: @escaping @Sendable () -> Void
  ) {
    guard SceneClock.shared.isDriven else {
      return notify(qos: qos, flags: flags, queue: queue.underlying, execute: work)
    }
    notifyOnClock(queue: queue, after: 0, work)
  }

  /// Checks `delay` seconds from now whether the group is done, and runs `work` then, or checks
  /// again a frame (1/60 s) later.
  private func notifyOnClock(
    queue: DispatchQueue, after delay: Double, _ work: @escaping @Sendable () -> Void
  ) {
    let group = self
    queue.asyncAfter(deadline: .now() + delay) {
      if group.wait(timeout: .now()) == .success {
        work()
      } else {
        group.notifyOnClock(queue: queue, after: 1.0 / 60, work)
      }
    }
  }
}
