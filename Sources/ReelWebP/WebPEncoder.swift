// SPDX-License-Identifier: MIT
internal import CWebP
import Foundation
import ReelRender

/// Writes an animated WebP with libwebp's `WebPAnimEncoder` (libwebpmux): lossless, or lossy at a
/// quality. libwebp finds the changed rectangle of each frame and merges repeats itself; it runs
/// single-threaded here, so the file is the same on every run.
public final class WebPEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  public let lossless: Bool
  /// 0…100: for lossy, the image quality; for lossless, the effort spent on compression.
  public let quality: Float
  /// How long each frame shows; timestamps are whole milliseconds (see `FrameRate`).
  public let frameRate: FrameRate
  private var encoder: OpaquePointer?
  private var timestamp = 0
  private var addedFrameCount = 0

  /// Starts an animation of `width × height` pixels that loops forever.
  public init(
    width: Int, height: Int, frameRate: FrameRate, lossless: Bool, quality: Float = 75
  ) throws(WebPEncodingError) {
    guard width > 0, height > 0, width <= 16383, height <= 16383 else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    self.lossless = lossless
    self.frameRate = frameRate
    self.quality = min(max(quality, 0), 100)
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else {
      throw .libwebp("the library version does not match its headers")
    }
    options.anim_params.loop_count = 0
    options.allow_mixed = 0
    encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options)
    guard encoder != nil else { throw .libwebp("cannot create the animation encoder") }
  }

  deinit {
    if let encoder { WebPAnimEncoderDelete(encoder) }
  }

  /// Adds the next frame, shown for one frame at `frameRate`.
  public func addFrame(_ raster: Raster) throws(WebPEncodingError) {
    guard let encoder else { throw .libwebp("the animation is already finished") }
    guard raster.width == width, raster.height == height else {
      throw .invalidSize(width: raster.width, height: raster.height)
    }
    let duration = frameRate.ticks(ofFrame: addedFrameCount, perSecond: 1000)
    // A frame's duration is a 24-bit field: libwebp fails on longer ones with a puzzling message.
    guard duration <= 0xFF_FFFF else { throw .frameTooLong(milliseconds: duration) }
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0 else {
      throw .libwebp("the library version does not match its headers")
    }
    config.lossless = lossless ? 1 : 0
    config.quality = quality
    config.method = 4
    config.thread_level = 0
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else {
      throw .libwebp("the library version does not match its headers")
    }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    defer { WebPPictureFree(&picture) }
    let imported = raster.pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
    }
    guard imported != 0 else { throw .libwebp("out of memory importing a frame") }
    guard let start = Int32(exactly: timestamp) else { throw .tooLong(milliseconds: timestamp) }
    guard WebPAnimEncoderAdd(encoder, &picture, start, &config) != 0 else {
      throw .libwebp(String(cString: WebPAnimEncoderGetError(encoder)))
    }
    timestamp += duration
    addedFrameCount += 1
  }

  /// Ends the animation and returns the file's bytes.
  public func finish() throws(WebPEncodingError) -> Data {
    guard let encoder else { throw .libwebp("the animation is already finished") }
    defer {
      WebPAnimEncoderDelete(encoder)
      self.encoder = nil
    }
    guard let end = Int32(exactly: timestamp) else { throw .tooLong(milliseconds: timestamp) }
    guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
      throw .libwebp(String(cString: WebPAnimEncoderGetError(encoder)))
    }
    var data = WebPData()
    guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
      throw .libwebp(String(cString: WebPAnimEncoderGetError(encoder)))
    }
    defer { WebPFree(UnsafeMutableRawPointer(mutating: data.bytes)) }
    return Data(bytes: data.bytes, count: data.size)
  }
}

/// An animation libwebp could not encode.
public enum WebPEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidSize(width: Int, height: Int)
  case libwebp(String)
  /// The animation lasts longer than WebP's timestamps reach (2³¹ − 1 ms, about 24.8 days).
  case tooLong(milliseconds: Int)
  /// A frame lasts longer than a WebP frame can (2²⁴ − 1 ms, about 4.7 hours).
  case frameTooLong(milliseconds: Int)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "WebP cannot hold a \(width)×\(height) frame (each side 1…16383)"
    case .libwebp(let message): "libwebp: \(message)"
    case .tooLong(let milliseconds):
      "the animation lasts \(milliseconds) ms, longer than WebP can hold (2147483647 ms, about "
        + "24.8 days); raise the frame rate"
    case .frameTooLong(let milliseconds):
      "a frame lasts \(milliseconds) ms, longer than a WebP frame can (16777215 ms, about 4.7 "
        + "hours); raise the frame rate"
    }
  }
}
