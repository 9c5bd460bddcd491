// SPDX-License-Identifier: MIT

/// What one video encoder holds while it encodes, so a render can count it before it starts.
///
/// Measured as the peak resident memory of `reel render --jobs 1` at 1920×1080, 4096×2160 and
/// 8192×6000 pixels (the frames being drawn included): libvpx's VP9 encoder (16 frames of
/// look-ahead, its reference and filter buffers) takes about 110 bytes a pixel (5 GB at
/// 8192×6000), OpenH264 about 40.
public enum VideoEncoderMemory {
  /// The video codecs Reel writes.
  public enum Codec: Sendable {
    /// H.264 (OpenH264), for MP4.
    case h264
    /// VP9 (libvpx), for WebM.
    case vp9
  }

  /// Bytes one encoder of `codec` holds per pixel of a frame, with the frames it is fed.
  public static func bytesPerPixel(_ codec: Codec) -> Int {
    codec == .vp9 ? 110 : 40
  }
}
