// SPDX-License-Identifier: MIT
import ReelVideo

/// What a render's frames and encoders hold at once, counted before anything is drawn: bytes
/// per pixel of a frame held once (`base`: the encoder that takes frames in order, the frames
/// waiting for it) and per worker (`perWorker`: a frame being drawn, a canvas, an encoder that
/// runs on every worker). A render runs as many workers as fit in `budget` (the output is the
/// same whatever the number), and refuses a frame that one worker cannot fit.
///
/// Measured as peak resident memory of `reel render` of a scrolling grid at 4000×3125 and
/// 8000×6250 pixels with `--jobs 1` and `--jobs 2` (`--jobs 2` minus `--jobs 1` is a worker; the
/// process's 40 MB without frames left out; rounded up): at 8000×6250, lossless WebP takes
/// 1666 MB on one worker (refused), lossy GIF 1475, PNG 592 a worker.
public struct FrameMemory: Sendable, Equatable {
  /// Bytes per pixel held once, whatever the number of workers.
  public let base: Int
  /// Bytes per pixel each worker holds.
  public let perWorker: Int
  /// What holds the memory, for messages ("WebP's lossless encoder").
  public let holder: String

  /// The most bytes one render's frames and encoders hold at once: 1.5 GB. With the images'
  /// 1 GB and a scene at the item limit, a render stays within the 3 GB README budget.
  public static let budget = 1536 << 20

  /// The figures of `options.format` as `options` set it up (`--lossless`, `--lossy`…); a
  /// single frame (`--at`) is a PNG, an SVG or a one-frame GIF.
  public init(_ options: RenderOptions) {
    var format = options.format
    if options.singleTime != nil, ![.svg, .animatedSVG, .gif].contains(format) { format = .png }
    switch format {
    case .png: (base, perWorker, holder) = (1, 13, "drawing and PNG")
    case .svg, .animatedSVG: (base, perWorker, holder) = (0, 0, "SVG")
    case .sheet: (base, perWorker, holder) = (20, 0, "a contact sheet")
    case .apng: (base, perWorker, holder) = (16, 5, "APNG's encoder")
    case .gif:
      (base, perWorker, holder) =
        options.gifLossy > 0 ? (21, 11, "GIF's lossy encoder") : (19, 7, "GIF's encoder")
    case .webp:
      (base, perWorker, holder) =
        options.webpLossless ? (9, 27, "WebP's lossless encoder") : (9, 15, "WebP's encoder")
    case .mp4, .webm:
      let codec = format.videoCodec ?? .h264
      let name = codec == .vp9 ? "WebM's VP9 encoder" : "MP4's H.264 encoder"
      (base, perWorker, holder) = (0, VideoEncoderMemory.bytesPerPixel(codec), name)
    }
  }

  /// Bytes held for frames of `pixels` pixels on `workers` workers (saturating).
  public func bytes(pixels: Int, workers: Int) -> Int {
    let perPixel = base + perWorker * max(workers, 1)
    let (product, overflow) = pixels.multipliedReportingOverflow(by: perPixel)
    return overflow ? Int.max : product
  }

  /// How many workers (at most `parallelism`) fit in `budget` for frames of `pixels` pixels;
  /// nil when not even one does.
  public func workers(pixels: Int, parallelism: Int) -> Int? {
    guard bytes(pixels: pixels, workers: 1) <= Self.budget else { return nil }
    guard perWorker > 0, pixels > 0 else { return max(parallelism, 1) }
    let spare = (Self.budget - base * pixels) / (perWorker * pixels)
    return max(1, min(parallelism, spare))
  }
}
