// SPDX-License-Identifier: MIT

/// What one video encoder holds while it encodes, so a render can count it before it starts.
///
/// Measured as the peak resident memory of `reel render --jobs 1` at 1920×1080, 4096×2160 and
/// 8192×6000 pixels: libvpx's VP9 encoder (16 frames of look-ahead, its reference and filter
/// buffers) takes about 110 bytes a pixel (5 GB at 8192×6000), OpenH264 about 40. A render runs
/// as many encoders at once as fit in `budget`, and refuses a frame one encoder cannot fit.
public enum VideoEncoderMemory {
  /// The video codecs Reel writes.
  public enum Codec: Sendable {
    /// H.264 (OpenH264), for MP4.
    case h264
    /// VP9 (libvpx), for WebM.
    case vp9
  }

  /// The most bytes the encoders of one render hold at once: 1 GB.
  public static let budget = 1 << 30

  /// Bytes one encoder of `codec` holds for frames of `pixels` pixels (saturating).
  public static func bytes(_ codec: Codec, pixels: Int) -> Int {
    let perPixel = codec == .vp9 ? 110 : 40
    let (product, overflow) = pixels.multipliedReportingOverflow(by: perPixel)
    return overflow ? Int.max : product
  }

  /// How many encoders of `codec` for frames of `pixels` pixels fit in `budget` at once, at most
  /// `parallelism` and at least one.
  public static func concurrentEncoders(_ codec: Codec, pixels: Int, parallelism: Int) -> Int {
    max(1, min(parallelism, budget / max(bytes(codec, pixels: pixels), 1)))
  }
}
