// SPDX-License-Identifier: MIT
import Dispatch
import Foundation

/// Calls `body` with consecutive index ranges of `count`, each a batch of up to `perCore ×
/// parallelism`
/// (more per core keeps the cores busy while a batch is written; fewer keeps memory down where
/// whole
/// frames wait in the batch, as on the way to a GIF) and, when the batch holds whole frames of
/// `frameBytes` each, of at most `batchMemory` bytes of them (at least one frame).
func forEachBatch(
  _ count: Int, parallelism: Int, perCore: Int = 4, frameBytes: Int = 0,
  _ body: (Range<Int>) throws(OutputError) -> Void
) throws(OutputError) {
  let byMemory = frameBytes > 0 ? max(batchMemory / frameBytes, 1) : Int.max
  let batch = max(min(parallelism * perCore, byMemory), 1)
  var start = 0
  while start < count {
    let end = min(start + batch, count)
    try body(start..<end)
    start = end
  }
}

/// The most bytes of whole frames a batch holds at once (512 MB): the bound on a render's memory
/// whatever `--jobs` says.
let batchMemory = 512 << 20

/// Maps `range` through `transform` on up to `parallelism` threads; results in index order. The
/// first error (by index) is rethrown.
func parallelMap<T>(
  _ range: Range<Int>, parallelism: Int, _ transform: (Int) throws(OutputError) -> T
) throws(OutputError) -> [T] {
  if parallelism <= 1 || range.count <= 1 {
    var results: [T] = []
    for i in range { results.append(try transform(i)) }
    return results
  }
  let slots = ResultSlots<T, OutputError>(count: range.count)
  withoutActuallyEscaping(transform) { transform in
    let work = { (offset: Int) in
      let result: Result<T, OutputError>
      do { result = .success(try transform(range.lowerBound + offset)) } catch {
        result = .failure(error as! OutputError)
      }
      slots.set(offset, result)
    }
    let box = UncheckedBox(work)
    DispatchQueue.concurrentPerform(iterations: range.count) { box.value($0) }
  }
  var results: [T] = []
  for result in slots.values {
    switch result! {
    case .success(let value): results.append(value)
    case .failure(let error): throw error
    }
  }
  return results
}

/// Thread-safe storage for results written from several threads.
final class ResultSlots<T, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Result<T, Failure>?]
  init(count: Int) { values = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: Result<T, Failure>) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
}

/// Carries a closure that is only used while the caller waits (concurrentPerform is synchronous).
struct UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
