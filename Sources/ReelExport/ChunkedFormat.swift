// SPDX-License-Identifier: MIT
import Foundation

/// The formats made of chunks (`AnimationCodec`): the animations a render can split into parts
/// (`--frames`) and `reel join` joins. Switches over it have no `default`, so a format added here
/// and forgotten in a switch does not compile.
enum ChunkedFormat: CaseIterable, Sendable {
  case gif, apng, webp, mp4, webm

  /// `format` when it is made of chunks; nil for frame sequences, sheets and animated SVG.
  init?(_ format: RenderFormat) {
    switch format {
    case .gif: self = .gif
    case .apng: self = .apng
    case .webp: self = .webp
    case .mp4: self = .mp4
    case .webm: self = .webm
    case .png, .svg, .sheet, .animatedSVG: return nil
    }
  }

  /// Whether it is a video, whose encoder restarts at each group of pictures.
  var isVideo: Bool {
    switch self {
    case .mp4, .webm: true
    case .gif, .apng, .webp: false
    }
  }
}
