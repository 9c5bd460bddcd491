// SPDX-License-Identifier: MIT
internal import CWebP
import Foundation
import ReelRender

/// Writes an animated WebP from the chunks `WebPChunkEncoder` makes, with libwebpmux: each an
/// `ANMF` frame at its offset (dispose none, no blending: the rectangle replaces what was there),
/// lasting its frames in whole milliseconds (see `FrameRate`), looping forever. The second step of
/// `WebPEncoder`, and what `reel join` runs. Keeps the compressed frames until `finish()`.
public final class WebPAssembler: AnimationAssembler {
  public let width: Int
  public let height: Int
  public let frameRate: FrameRate
  private var mux: OpaquePointer?
  private var sequence = ChunkSequence()

  public init(width: Int, height: Int, frameRate: FrameRate) throws(WebPEncodingError) {
    guard width > 0, height > 0, width <= 16383, height <= 16383 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.frameRate = frameRate
    mux = WebPNewInternal(Int32(WEBP_MUX_ABI_VERSION))
    guard mux != nil else { throw .libwebp("cannot create the WebP muxer") }
  }

  deinit {
    if let mux { WebPMuxDelete(mux) }
  }

  public func add(_ chunk: AnimationChunk) throws(WebPEncodingError) {
    guard mux != nil else { throw .libwebp("the animation is already finished") }
    switch sequence.add(chunk) {
    case .failure(let error): throw .libwebp("cannot assemble the WebP: \(error)")
    case .success(let whole): if let whole { try push(whole) }
    }
  }

  /// The WebP file; `streamHeader` must be empty.
  @discardableResult
  public func finish(streamHeader: Data) throws(WebPEncodingError) -> Data {
    guard let mux else { throw .libwebp("the animation is already finished") }
    defer {
      WebPMuxDelete(mux)
      self.mux = nil
    }
    guard streamHeader.isEmpty else { throw .libwebp("a WebP part has a stream header") }
    guard let last = sequence.finish() else { throw .libwebp("an animation needs a frame") }
    try push(last)
    var parameters = WebPMuxAnimParams(bgcolor: 0, loop_count: 0)
    try check(WebPMuxSetAnimationParams(mux, &parameters), "set the loop")
    try check(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)), "set the canvas size")
    var data = WebPData()
    try check(WebPMuxAssemble(mux, &data), "assemble the animation")
    defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
    return Data(bytes: data.bytes, count: data.size)
  }

  private func push(_ chunk: AnimationChunk) throws(WebPEncodingError) {
    let payload = [UInt8](chunk.payload)
    guard payload.count > 16 else {
      throw .libwebp("frame \(chunk.firstFrame) is not a WebP frame")
    }
    func field(_ i: Int) -> Int32 {
      Int32(truncatingIfNeeded: payload[i * 4..<i * 4 + 4].reduce(0) { $0 << 8 | Int($1) })
    }
    let duration =
      frameRate.ticks(before: chunk.endFrame, perSecond: 1000)
      - frameRate.ticks(before: chunk.firstFrame, perSecond: 1000)
    // A frame's duration is a 24-bit field: libwebp fails on longer ones with a puzzling message.
    guard duration <= 0xFF_FFFF else { throw .frameTooLong(milliseconds: duration) }
    let end = frameRate.ticks(before: chunk.endFrame, perSecond: 1000)
    guard end <= Int(Int32.max) else { throw .tooLong(milliseconds: end) }
    try payload.withUnsafeBufferPointer { (buffer) throws(WebPEncodingError) in
      var frame = WebPMuxFrameInfo()
      frame.bitstream = WebPData(bytes: buffer.baseAddress! + 16, size: buffer.count - 16)
      frame.x_offset = field(0)
      frame.y_offset = field(1)
      frame.duration = Int32(duration)
      frame.id = WEBP_CHUNK_ANMF
      frame.dispose_method = WEBP_MUX_DISPOSE_NONE
      frame.blend_method = WEBP_MUX_NO_BLEND
      try check(WebPMuxPushFrame(mux, &frame, 1), "add frame \(chunk.firstFrame)")
    }
  }

  private func check(_ status: WebPMuxError, _ what: String) throws(WebPEncodingError) {
    guard status == WEBP_MUX_OK else {
      throw .libwebp("cannot \(what) (mux error \(status.rawValue))")
    }
  }
}
