// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelScene

/// The options `render` and `batch` share: what to write, where, and how fast to draw it.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format.")
  var format: RenderFormat = .gif

  @Option(help: "Output folder.")
  var out: String = "out"

  @Option(help: "Frames per second (default: the scene's; GIFs at most 50).")
  var fps: Double?

  @Option(help: "Pixels per point (default: the scene's).")
  var scale: Double?

  @Option(name: .shortAndLong, help: "Work done in parallel (default: all cores).")
  var jobs: Int?

  @OptionGroup var limits: LimitOptions

  @Option(help: "Frames on a contact sheet (--format sheet).")
  var sheetFrames: Int = 12

  @Flag(help: "GIF: error-diffuse colours that are not in a frame's palette (changed pixels only).")
  var dither = false

  @Option(
    help: """
      GIF: 0…200, let colours move up to N/4 where that lengthens LZW's strings (smaller files, \
      slight noise in gradients and photos, as gifsicle's --lossy; try 40–80).
      """)
  var lossy: Int = 0

  @Flag(help: "WebP: lossless instead of lossy.")
  var lossless = false

  @Option(
    help: "WebP, MP4, WebM: quality 0…100 (higher is better and larger), or WebP's lossless effort."
  )
  var quality: Float = 80

  @Option(
    help: """
      A colour under every frame (#RRGGBB or a UIKit colour name): a device's corners and \
      surroundings and a transparent canvas show it (MP4 and WebM show white there otherwise).
      """)
  var background: String?

  @Option(help: "Also write the frame at this time (seconds) as <scene>.poster.png.")
  var poster: Double?

  @Flag(help: .hidden)  // draws every frame whole: for the benchmark's damage-drawing row
  var fullRedraw = false

  func validate() throws {
    if let fps, !(fps > 0 && fps <= CanvasBounds.maximumFPS) {
      throw ValidationError(
        "--fps must be greater than 0 and at most \(Int(CanvasBounds.maximumFPS))")
    }
    try CanvasBounds.checkScaleOption(scale)
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    if !(2...100).contains(sheetFrames) {
      throw ValidationError("--sheet-frames must be from 2 to 100")
    }
    if !(0...200).contains(lossy) { throw ValidationError("--lossy must be from 0 to 200") }
    if lossy > 0 && dither {
      throw ValidationError("--lossy and --dither cannot be used together: choose one")
    }
    if !(0...100).contains(quality) { throw ValidationError("--quality must be from 0 to 100") }
    if let background, RenderOptions.matte(background) == nil {
      throw ValidationError(
        "--background must be a colour such as #1C1C1E or systemBackground, found '\(background)'")
    }
    if let poster, !(poster >= 0 && poster <= 600) {
      throw ValidationError("--poster must be a time from 0 to 600 seconds")
    }
  }

  var parallelism: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  func renderOptions(at time: Double? = nil) -> RenderOptions {
    var options = RenderOptions(
      format: format, outputDirectory: URL(fileURLWithPath: out), singleTime: time, fps: fps,
      scale: scale.map { CGFloat($0) },
      parallelism: parallelism)
    options.sheetFrames = sheetFrames
    options.limits = limits.sceneLimits
    options.gifDither = dither
    options.gifLossy = lossy
    options.webpLossless = lossless
    options.quality = quality
    options.drawsOnlyDamage = !fullRedraw
    options.matte = background.flatMap(RenderOptions.matte)
    options.posterTime = poster
    return options
  }
}
