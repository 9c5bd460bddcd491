// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelGIF
import ReelPNG
import ReelRender
import ReelVideo
import ReelWebP

/// One animated format's two steps, chosen from the render options: the chunk encoder that turns
/// frames into chunks and the assembler that writes chunks as a file (`AnimationChunk`). A whole
/// render, a part of one (`--frames`) and `reel join` all go through these, so they agree byte for
/// byte. Errors become `OutputError.encodingFailed` naming `path`.
struct AnimationCodec {
  let format: RenderFormat
  let options: RenderOptions
  let width: Int
  let height: Int
  /// Whether every frame is opaque (APNG stores RGB then).
  let opaque: Bool
  let rate: FrameRate
  let path: String
  /// A video's chapters (MP4 and WebM); none by default.
  var chapters: [VideoChapter] = []

  /// Formats that are made of chunks.
  static let formats = Set(RenderFormat.allCases.filter { ChunkedFormat($0) != nil })

  /// Video formats restart their encoder every `groupLength` frames; the others are free to start
  /// at any frame (told the frame before).
  var groupLength: Int? {
    ChunkedFormat(format)?.isVideo == true ? MP4ChunkEncoder.groupLength(rate) : nil
  }

  /// The chunked format, or an error naming `path` for a format that is not made of chunks.
  private var chunked: ChunkedFormat {
    get throws(OutputError) {
      guard let chunked = ChunkedFormat(format) else {
        throw .encodingFailed(path: path, reason: "\(format.rawValue) is not made of chunks")
      }
      return chunked
    }
  }

  /// A chunk encoder starting at `firstFrame`, after `previous` (the frame shown before it).
  func encoder(firstFrame: Int, after previous: Raster?) throws(OutputError) -> ChunkEncoding {
    let (w, h, path, options) = (width, height, path, options)
    switch try chunked {
    case .gif:
      return try ChunkEncoding(path: path) { () throws(GIFEncodingError) in
        let encoder = try GIFChunkEncoder(
          width: w, height: h, firstFrame: firstFrame, after: previous,
          parallelism: options.parallelism)
        encoder.dithers = options.gifDither
        encoder.lossiness = options.gifLossy
        return encoder
      }
    case .apng:
      return try ChunkEncoding(path: path) { () throws(PNGEncodingError) in
        try APNGChunkEncoder(
          width: w, height: h, opaque: opaque, firstFrame: firstFrame, after: previous)
      }
    case .webp:
      return try ChunkEncoding(path: path) { () throws(WebPEncodingError) in
        try WebPChunkEncoder(
          width: w, height: h, lossless: options.webpLossless, quality: options.quality,
          firstFrame: firstFrame, after: previous, parallelism: options.parallelism)
      }
    case .webm:
      return try ChunkEncoding(path: path) { () throws(VideoEncodingError) in
        try WebMChunkEncoder(
          width: w, height: h, frameRate: rate, quality: options.quality, firstFrame: firstFrame)
      }
    case .mp4:
      return try ChunkEncoding(path: path) { () throws(VideoEncodingError) in
        try MP4ChunkEncoder(
          width: w, height: h, frameRate: rate, quality: options.quality, firstFrame: firstFrame)
      }
    }
  }

  /// An assembler writing into `output` (nil: in memory) given the parts' stream header.
  func assembler(
    streamHeader: Data, output: FileHandle?
  ) throws(OutputError) -> ChunkAssembly {
    let (w, h, rate, chapters) = (width, height, rate, chapters)
    switch try chunked {
    case .gif:
      return try ChunkAssembly(path: path) { () throws(GIFEncodingError) in
        try GIFAssembler(streamHeader: streamHeader, frameRate: rate, output: output)
      }
    case .apng:
      return try ChunkAssembly(path: path) { () throws(PNGEncodingError) in
        try APNGAssembler(streamHeader: streamHeader, frameRate: rate, output: output)
      }
    case .webp:
      return try ChunkAssembly(path: path) { () throws(WebPEncodingError) in
        try WebPAssembler(width: w, height: h, frameRate: rate)
      }
    case .webm:
      return try ChunkAssembly(path: path) { () throws(VideoEncodingError) in
        let assembler = WebMAssembler(width: w, height: h, frameRate: rate)
        assembler.chapters = chapters
        return assembler
      }
    case .mp4:
      return try ChunkAssembly(path: path) { () throws(VideoEncodingError) in
        let assembler = MP4Assembler(width: w, height: h, frameRate: rate)
        assembler.chapters = chapters
        return assembler
      }
    }
  }
}
