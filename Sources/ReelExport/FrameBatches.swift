// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

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
