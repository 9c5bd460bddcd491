// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelRender

/// Any format's `AnimationChunkEncoder`, its errors as `OutputError.encodingFailed`.
final class ChunkEncoding {
  private let add: (Raster, [PixelRect]?) throws(OutputError) -> Void
  private let end: () throws(OutputError) -> Void
  /// The chunks made since the last call.
  let takeChunks: () -> [AnimationChunk]
  /// The encoder's stream header (complete after `finish()`).
  let streamHeader: () -> Data

  init<E: AnimationChunkEncoder>(
    path: String, _ make: () throws(E.Failure) -> E
  ) throws(OutputError) {
    let encoder: E
    do { encoder = try make() } catch { throw .encodingFailed(path: path, reason: "\(error)") }
    add = { raster, changed throws(OutputError) in
      do { try encoder.addFrame(raster, changed: changed) } catch {
        throw .encodingFailed(path: path, reason: "\(error)")
      }
    }
    end = { () throws(OutputError) in
      do { try encoder.finish() } catch {
        throw .encodingFailed(path: path, reason: "\(error)")
      }
    }
    takeChunks = { encoder.takeChunks() }
    streamHeader = { encoder.streamHeader }
  }

  func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(OutputError) {
    try add(raster, changed)
  }

  func finish() throws(OutputError) { try end() }
}

/// Any format's `AnimationAssembler`, its errors as `OutputError.encodingFailed`.
final class ChunkAssembly {
  private let append: (AnimationChunk) throws(OutputError) -> Void
  private let end: (Data) throws(OutputError) -> Data

  init<A: AnimationAssembler>(
    path: String, _ make: () throws(A.Failure) -> A
  ) throws(OutputError) {
    let assembler: A
    do { assembler = try make() } catch {
      throw .encodingFailed(path: path, reason: "\(error)")
    }
    append = { chunk throws(OutputError) in
      do { try assembler.add(chunk) } catch {
        throw .encodingFailed(path: path, reason: "\(error)")
      }
    }
    end = { header throws(OutputError) in
      do { return try assembler.finish(streamHeader: header) } catch {
        throw .encodingFailed(path: path, reason: "\(error)")
      }
    }
  }

  func add(_ chunk: AnimationChunk) throws(OutputError) { try append(chunk) }

  /// The file's bytes (empty when streamed to a file).
  func finish(streamHeader: Data) throws(OutputError) -> Data { try end(streamHeader) }
}
