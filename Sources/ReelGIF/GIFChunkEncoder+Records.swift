// SPDX-License-Identifier: MIT
internal import CGIF
import Foundation
import ReelRender

extension GIFChunkEncoder {
  /// One prepared frame's record, written by a giflib stream of its own with our LZW data (LZW
  /// starts afresh with every image, so the bytes are those one stream writes): frames are
  /// compressed in parallel.
  static func record(
    _ frame: PreparedGIFFrame, width: Int, height: Int
  ) throws(GIFEncodingError) -> Data {
    let sink = GIFMemorySink()
    var error: Int32 = 0
    let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), GIFMemorySink.write, &error)
    guard gif != nil else { throw failure(error, "open the GIF stream") }
    // giflib writes its trailer into the sink on closing: keep the sink alive until then.
    defer { withExtendedLifetime(sink) { _ = EGifCloseFile(gif, &error) } }
    EGifSetGifVersion(gif, true)
    try check(
      EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "write the screen", gif)
    _ = sink.take()
    try write(frame, to: gif)
    return sink.take()
  }

  /// Writes one prepared frame through giflib: graphic control extension (delay 0, filled in by
  /// `GIFAssembler`), image descriptor with its palette, then the pixels.
  static func write(
    _ frame: PreparedGIFFrame, to gif: UnsafeMutablePointer<GifFileType>?
  ) throws(GIFEncodingError) {
    let transparentIndex = frame.palette.count
    let (mapSize, codeSize) = PreparedGIFFrame.mapSize(
      colors: frame.palette.count, transparent: frame.hasTransparentIndex)
    var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: mapSize)
    for (i, c) in frame.palette.enumerated() {
      colors[i] = GifColorType(
        Red: UInt8(c >> 16 & 0xFF), Green: UInt8(c >> 8 & 0xFF), Blue: UInt8(c & 0xFF))
    }
    var gcb = GraphicsControlBlock(
      DisposalMode: frame.clearsAfter ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT, UserInputFlag: false,
      DelayTime: 0,
      TransparentColor: frame.hasTransparentIndex ? Int32(transparentIndex) : NO_TRANSPARENT_COLOR)
    var controlBlock = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&gcb, &controlBlock)
    try check(
      EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &controlBlock),
      "write a frame's delay", gif)
    guard let map = GifMakeMapObject(Int32(mapSize), &colors) else {
      throw .giflib(code: 0, message: "out of memory", operation: "make a palette")
    }
    defer { GifFreeMapObject(map) }
    try check(
      EGifPutImageDesc(
        gif, Int32(frame.x), Int32(frame.y), Int32(frame.width), Int32(frame.height), false, map),
      "write a frame descriptor", gif)
    let compressed =
      frame.compressed
      ?? frame.indices.withUnsafeBufferPointer { LZWEncoder.encode($0, codeSize: codeSize) }
    try writeCompressed(compressed, to: gif)
  }

  /// LZW data made here, in sub-blocks of at most 255 bytes and the terminator. (giflib has
  /// written the code size with the image descriptor.)
  private static func writeCompressed(
    _ data: [UInt8], to gif: UnsafeMutablePointer<GifFileType>?
  ) throws(GIFEncodingError) {
    var framed = LZWEncoder.subBlocks(data)
    try framed.withUnsafeMutableBufferPointer { (blocks) throws(GIFEncodingError) in
      var offset = 0
      while offset < blocks.count {
        try check(EGifPutCodeNext(gif, blocks.baseAddress! + offset), "write frame pixels", gif)
        offset += Int(blocks[offset]) + 1
      }
    }
    try check(EGifPutCodeNext(gif, nil), "end frame pixels", gif)
  }

  static func check(
    _ status: Int32, _ operation: String, _ gif: UnsafeMutablePointer<GifFileType>?
  ) throws(GIFEncodingError) {
    guard status == GIF_OK else { throw Self.failure(gif?.pointee.Error ?? 0, operation) }
  }

  static func failure(_ code: Int32, _ operation: String) -> GIFEncodingError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    return .giflib(code: Int(code), message: message, operation: operation)
  }
}

/// Collects the bytes giflib writes, for the chunk encoder to take frame by frame.
final class GIFMemorySink {
  private var data = Data()

  static let write: OutputFunc = { file, bytes, length in
    guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
    let sink = Unmanaged<GIFMemorySink>.fromOpaque(user).takeUnretainedValue()
    sink.data.append(bytes, count: Int(length))
    return length
  }

  /// The bytes written since the last call.
  func take() -> Data {
    defer { data = Data() }
    return data
  }
}
