// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelRender

extension SceneRenderer {
  /// A video's frames `range` (starting on a group), encoded a group per worker: each worker
  /// draws its group's frames and feeds them to an encoder of its own — the groups depend on no
  /// frame outside them, so the chunks are the ones one encoder after another makes. Chunks go to
  /// `sink` in order, as many groups at a time as there are workers (as many as fit the
  /// encoders' memory: `FrameMemory`; only compressed chunks wait). Returns the encoder's stream
  /// header.
  func encodeGroups(
    _ job: Job, range: Range<Int>, codec: AnimationCodec, group: Int,
    sink: (AnimationChunk) throws(OutputError) -> Void
  ) throws(OutputError) -> Data {
    let starts = Array(stride(from: range.lowerBound, to: range.upperBound, by: max(group, 1)))
    let parallelism = job.options.parallelism
    let pool = FrameCanvasPool(drawsOnlyDamage: job.options.drawsOnlyDamage)
    var header = Data()
    for first in stride(from: 0, to: starts.count, by: parallelism) {
      let batch = Array(starts[first..<min(first + parallelism, starts.count)])
      let results = try parallelMap(0..<batch.count, parallelism: parallelism) {
        i throws(OutputError) in
        try encodeGroup(
          job, frames: batch[i]..<min(batch[i] + group, range.upperBound), codec: codec,
          pool: pool)
      }
      for (chunks, streamHeader) in results {
        if header.isEmpty { header = streamHeader }
        for chunk in chunks { try sink(chunk) }
      }
      let done = min(batch[batch.count - 1] + group, range.upperBound) - range.lowerBound
      job.progress(done, range.count)
    }
    return header
  }

  /// One group's chunks and its encoder's stream header.
  private func encodeGroup(
    _ job: Job, frames: Range<Int>, codec: AnimationCodec, pool: FrameCanvasPool
  ) throws(OutputError) -> ([AnimationChunk], Data) {
    let encoder = try codec.encoder(firstFrame: frames.lowerBound, after: nil)
    let times = job.times
    var chunks: [AnimationChunk] = []
    var last: (list: DisplayList, raster: Raster)?
    for frame in frames {
      let list = job.player.displayList(at: times[frame], scale: job.scale)
      let raster: Raster
      if let last, last.list == list {
        raster = last.raster
      } else {
        do { raster = try pool.raster(list) } catch {
          throw .encodingFailed(path: codec.path, reason: "\(error)")
        }
      }
      last = (list, raster)
      try encoder.addFrame(raster, changed: nil)
      chunks += encoder.takeChunks()
    }
    try encoder.finish()
    chunks += encoder.takeChunks()
    return (chunks, encoder.streamHeader())
  }
}
