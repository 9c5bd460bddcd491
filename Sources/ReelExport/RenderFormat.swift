// SPDX-License-Identifier: MIT
import Foundation
import ReelScene
import ReelViews

/// What `SceneRenderer` writes.
public enum RenderFormat: String, CaseIterable, Sendable {
  /// An animated, looping GIF: `out/<scene>.gif`.
  case gif
  /// PNG frames: `out/<scene>/frame-0000.png`…
  case png
  /// SVG frames: `out/<scene>/frame-0000.svg`…
  case svg
  /// A contact sheet: evenly spaced frames in a grid, each with its time, as one PNG:
  /// `out/<scene>.sheet.png`.
  case sheet
  /// An animated PNG (lossless, full colour and alpha): `out/<scene>.apng`.
  case apng
  /// An animated WebP, lossy unless `webpLossless`: `out/<scene>.webp`.
  case webp
  /// One vector file whose views move with CSS keyframes: `out/<scene>.svg`.
  case animatedSVG = "animated-svg"
  /// An H.264 video in MP4 (OpenH264; BT.709, limited range; even sides): `out/<scene>.mp4`.
  case mp4
  /// A VP9 video in WebM (libvpx; BT.709, limited range): `out/<scene>.webm`.
  case webm

  /// The file (or, for frame sequences, the folder) a whole-scene render writes for `scene`.
  public func outputName(scene: String) -> String {
    switch self {
    case .gif: "\(scene).gif"
    case .sheet: "\(scene).sheet.png"
    case .apng: "\(scene).apng"
    case .webp: "\(scene).webp"
    case .animatedSVG: "\(scene).svg"
    case .mp4: "\(scene).mp4"
    case .webm: "\(scene).webm"
    case .png, .svg: scene
    }
  }
}

/// Options for one render.
public struct RenderOptions: Sendable {
  public var format: RenderFormat
  /// The output folder.
  public var outputDirectory: URL
  /// Render only the frame at this time (seconds): `out/<scene>@<t>s.<ext>`.
  public var singleTime: Double?
  /// Frame rate; default the scene's (`fps` for PNG/SVG, `gifFps` for GIF, at most 50 for GIF).
  public var fps: Double?
  /// Pixel scale; default the scene's.
  public var scale: CGFloat?
  /// Frames drawn at once (default: the number of cores). Output does not depend on it.
  public var parallelism: Int
  /// What a render may ask for (frames; the scene's own limits are checked when it is loaded).
  public var limits = SceneLimits.standard
  /// Frames on a contact sheet (`format == .sheet`), at least 2.
  public var sheetFrames = 12
  /// GIF: error-diffuse colours that are not in a frame's palette (Floyd–Steinberg, changed pixels
  /// only).
  public var gifDither = false
  /// GIF: 0…200, colours moved up to `gifLossy / 4` where that lengthens LZW's strings
  /// (gifsicle's `--lossy`); 0 is exact.
  public var gifLossy = 0
  /// WebP: lossless instead of lossy.
  public var webpLossless = false
  /// WebP, MP4 and WebM: quality 0…100 (lossy WebP and video: higher is better and larger), or
  /// WebP's compression effort (lossless).
  public var quality: Float = 80
  /// Render only these frames of the full render as a part file,
  /// `out/<scene>.frames-A-B.<ext>.part`, for `reel join` to join with the other parts into the
  /// file a whole render writes. GIF, APNG, WebP, MP4 and WebM only.
  public var partFrames: PartFrames?
  /// Whether frames are drawn only where they changed since the frame before (and encoders told
  /// where that is). False draws every frame whole: the same bytes, slower — for measuring what
  /// damage drawing saves (`reel render --full-redraw`, hidden).
  public var drawsOnlyDamage = true
  /// Painted under every frame (`--background`): a device's corners and surroundings and a
  /// transparent canvas show it; nil keeps them transparent (a video shows white there).
  public var matte: RGBAColor?
  /// A still of the frame at this time, seconds, written beside an animation as
  /// `<scene>.poster.png` (`--poster`); nil for none.
  public var posterTime: Double?

  public init(
    format: RenderFormat = .gif, outputDirectory: URL, singleTime: Double? = nil,
    fps: Double? = nil, scale: CGFloat? = nil,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.format = format
    self.outputDirectory = outputDirectory
    self.singleTime = singleTime
    self.fps = fps
    self.scale = scale
    self.parallelism = max(parallelism, 1)
  }
}

/// What a render produced.
public struct RenderResult: Sendable {
  public let scene: String
  public let files: [URL]
  public let frameCount: Int
  public let bytes: Int
}

extension RenderOptions {
  /// The options that change an animation's bytes, as text (for render stamps and part files).
  var settingsSummary: String {
    "fps=\(fps.map { "\($0)" } ?? "scene") scale=\(scale.map { "\($0)" } ?? "scene") "
      + "dither=\(gifDither) lossy=\(gifLossy) "
      + "webp=\(webpLossless ? "lossless" : "lossy") quality=\(quality)"
  }
}
