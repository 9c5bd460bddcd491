// SPDX-License-Identifier: MIT
import ReelVideo

extension RenderFormat {
  /// The video codec the format's encoder uses; nil for the image formats.
  public var videoCodec: VideoEncoderMemory.Codec? {
    switch self {
    case .mp4: .h264
    case .webm: .vp9
    case .gif, .png, .svg, .sheet, .apng, .webp, .animatedSVG: nil
    }
  }
}
