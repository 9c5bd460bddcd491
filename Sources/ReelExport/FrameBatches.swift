// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import ReelFiles
import ReelRender

/// Consecutive index ranges covering `count`, each a batch of up to `perCore × parallelism` (more
/// per core keeps the cores busy while a batch is written; fewer keeps memory down where whole
/// frames wait in the batch, as on the way to a GIF) and, when the batch holds whole frames of
/// `frameBytes` each, of at most `batchMemory` bytes of them (at least one frame).
func batchRanges(_ count: Int, parallelism: Int, perCore: Int = 4, frameBytes: Int = 0)
  -> [Range<Int>]
{
  let byMemory = frameBytes > 0 ? max(batchMemory / frameBytes, 1) : Int.max
  let batch = max(min(parallelism * perCore, byMemory), 1)
  return stride(from: 0, to: count, by: batch).map { $0..<min($0 + batch, count) }
}

/// The most bytes of whole frames a batch holds at once (128 MB; two batches are in flight): the
/// bound on a render's memory whatever `--jobs` says.
let batchMemory = 128 << 20

/// Runs `produce` for batches `0..<count` in order and hands each result to `consume` in order,
/// making batch k + 1 on another thread while batch k is consumed — so the cores that draw are
/// not idle while an encoder writes, and the other way round. Productions run one at a time,
/// consumptions too; the first error stops both (a production under way is waited for). With
/// `overlapping` false (`--jobs 1`) both run in turn on the caller's thread: one core.
func pipelined<T>(
  _ count: Int, overlapping: Bool = true, produce: @escaping (Int) throws(OutputError) -> T,
  consume: (T, Int) throws(OutputError) -> Void
) throws(OutputError) {
  guard count > 0 else { return }
  guard overlapping else {
    for k in 0..<count { try consume(try produce(k), k) }
    return
  }
  let producer = UncheckedProducer(produce)
  var next = producer.run(0)
  for k in 0..<count {
    let current = try next.get()
    let pending = k + 1 < count ? Pending<T, OutputError>() : nil
    if let pending {
      DispatchQueue.global().async { pending.fulfil(producer.run(k + 1)) }
    }
    do throws(OutputError) { try consume(current, k) } catch {
      _ = pending?.wait()
      throw error
    }
    if let pending { next = pending.wait() }
  }
}

/// A production that runs on another thread while its caller waits for it (`pipelined`).
private struct UncheckedProducer<T>: @unchecked Sendable {
  let produce: (Int) throws(OutputError) -> T
  init(_ produce: @escaping (Int) throws(OutputError) -> T) { self.produce = produce }
  func run(_ k: Int) -> Result<T, OutputError> {
    Result { () throws(OutputError) -> T in try produce(k) }
  }
}
