// SPDX-License-Identifier: MIT
import Dispatch
import Foundation

/// Maps `range` through `transform` on up to `parallelism` threads — frames drawn, decoded or
/// quantised, scenes of a batch — and returns the results in index order.
///
/// Workers take the next index in order as they finish one, so uneven work keeps every thread
/// busy and the first indices finish first. With `parallelism` ≤ 1 or one element it runs on the
/// caller's thread (and stops at the first error). In parallel every element is mapped even when
/// one fails, and the error of the lowest failing index is rethrown, so the outcome does not depend
/// on timing.
package func parallelMap<T, Failure: Error>(
  _ range: Range<Int>, parallelism: Int, _ transform: (Int) throws(Failure) -> T
) throws(Failure) -> [T] {
  if parallelism <= 1 || range.count <= 1 {
    var results: [T] = []
    results.reserveCapacity(range.count)
    for i in range { results.append(try transform(i)) }
    return results
  }
  let slots = ParallelSlots<T, Failure>(count: range.count)
  withoutActuallyEscaping(transform) { transform in
    let work = UncheckedSendable { (_: Int) in
      while let offset = slots.nextIndex() {
        let result: Result<T, Failure>
        do throws(Failure) {
          result = .success(try transform(range.lowerBound + offset))
        } catch {
          result = .failure(error)
        }
        slots.set(offset, result)
      }
    }
    DispatchQueue.concurrentPerform(iterations: min(parallelism, range.count)) { work.value($0) }
  }
  var results: [T] = []
  results.reserveCapacity(range.count)
  for result in slots.values { results.append(try result!.get()) }
  return results
}

/// The work queue and result slots of one `parallelMap`, behind one lock.
private final class ParallelSlots<T, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private(set) var values: [Result<T, Failure>?]

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func nextIndex() -> Int? {
    lock.withLock {
      guard next < values.count else { return nil }
      next += 1
      return next - 1
    }
  }

  func set(_ index: Int, _ value: Result<T, Failure>) { lock.withLock { values[index] = value } }
}

/// Carries a closure that is only used while the caller waits (`concurrentPerform` is synchronous).
private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
