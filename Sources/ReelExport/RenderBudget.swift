// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime
import ReelScene
import ReelVideo

/// What one render will draw — frames, pixels a frame, the size of a contact sheet — checked
/// against
/// `SceneLimits` before anything is drawn, with the options given on the command line taken into
/// account (`--fps`, `--scale`, `--sheet-frames`). Errors are located at the scene's `canvas:`.
public struct RenderBudget: Sendable {
  public let options: RenderOptions

  public init(options: RenderOptions) {
    self.options = options
  }

  /// Frames the render draws at `fps`.
  public func frameCount(_ player: any FrameSource, fps: Double) -> Int {
    if options.singleTime != nil { return 1 }
    if options.format == .sheet { return ContactSheet(count: options.sheetFrames).count }
    let exact = (player.duration * fps).rounded()
    return exact < Double(Int.max / 2) ? max(1, Int(exact)) : Int.max / 2
  }

  /// Pixels per point the frames are drawn at.
  public func scale(_ player: any FrameSource) -> CGFloat {
    CanvasBounds.resolved(options.scale, scene: player.scale)
  }

  /// - Throws: `SceneError` at `canvas` (or its `fps`, `gifFps` or `duration`) when the render
  ///   would
  ///   go over `options.limits`.
  public func check(_ player: any FrameSource, fps: Double) throws(SceneError) {
    let limits = options.limits
    let frames = frameCount(player, fps: fps)
    if frames > limits.frames {
      let what =
        "the number of frames (\(String(format: "%.2f", player.duration)) s at "
        + "\(Self.number(fps)) fps)"
      let keys =
        options.fps != nil ? ["duration"] : [options.format == .gif ? "gifFps" : "fps", "duration"]
      throw Self.canvasError(
        player,
        SceneLimits.message(what, frames, limit: limits.frames, flag: "--max-frames") + fpsHint,
        at: keys)
    }
    let scale = scale(player)
    let canvas = player.canvasSize
    let frame = Self.pixels(canvas, scale: scale)
    if frame > limits.framePixels {
      let what =
        "a frame's size in pixels (\(Int(canvas.width))×\(Int(canvas.height)) points at "
        + "\(options.scale != nil ? "--scale " : "scale ")\(Self.number(Double(scale))))"
      throw Self.canvasError(
        player,
        SceneLimits.message(what, frame, limit: limits.framePixels, flag: "--max-frame-pixels"),
        at: ["scale"])
    }
    if options.format == .sheet, options.singleTime == nil {
      try checkSheet(player)
    }
    try checkMemory(player, pixels: pixels(player))
  }

  private func checkSheet(_ player: any FrameSource) throws(SceneError) {
    let limits = options.limits
    let sheetPixels = pixels(player)
    if sheetPixels > limits.framePixels {
      let what =
        "a contact sheet of \(ContactSheet(count: options.sheetFrames).count) frames in pixels"
      throw Self.canvasError(
        player,
        SceneLimits.message(
          what, sheetPixels, limit: limits.framePixels, flag: "--max-frame-pixels")
          + ", or give fewer --sheet-frames")
    }
  }

  /// One worker's frames and encoder must fit in `FrameMemory.budget`.
  private func checkMemory(_ player: any FrameSource, pixels: Int) throws(SceneError) {
    let memory = FrameMemory(options)
    guard memory.workers(pixels: pixels, parallelism: 1) == nil else { return }
    let bytes = memory.bytes(pixels: pixels, workers: 1)
    let size = "\(Int(player.canvasSize.width))×\(Int(player.canvasSize.height)) points"
    let what =
      options.format == .sheet && options.singleTime == nil
      ? "a contact sheet of \(pixels) pixels"
      : "a frame of \(pixels) pixels (\(size) at \(options.scale != nil ? "--scale" : "scale") "
        + "\(Self.number(Double(scale(player)))))"
    throw Self.canvasError(
      player,
      "\(what) takes \(memory.holder) about \(bytes >> 20) MB, over the "
        + "\(FrameMemory.budget >> 20) MB a render's frames and encoders may take; render it at "
        + "a lower scale or size, or as another format", at: ["scale"])
  }

  /// Pixels of the largest picture the render draws: a frame, or the contact sheet.
  public func pixels(_ player: any FrameSource) -> Int {
    let frame = Self.pixels(player.canvasSize, scale: scale(player))
    guard options.format == .sheet, options.singleTime == nil else { return frame }
    let sheet = ContactSheet(
      count: options.sheetFrames,
      scale: CanvasBounds.resolved(options.scale, scene: min(player.scale, 1)))
    return Self.pixels(sheet.size(frame: player.canvasSize), scale: sheet.scale)
  }

  /// An error at the canvas of a scene file (its `fps`, `scale`… when given); for a source built
  /// in code, an error naming the source.
  static func canvasError(_ source: any FrameSource, _ message: String, at keys: [String] = [])
    -> SceneError
  {
    if let document = (source as? ScenePlayer)?.document {
      return document.canvasError(message, at: keys)
    }
    return SourceLocation(file: source.name, keyPath: "canvas").error(message)
  }

  private var fpsHint: String { options.fps != nil ? ", or lower --fps" : "" }

  /// Whole pixels covering `size` points at `scale`, saturating instead of overflowing.
  public static func pixels(_ size: CGSize, scale: CGFloat) -> Int {
    let product = (size.width * scale).rounded(.up) * (size.height * scale).rounded(.up)
    return product < Double(Int.max / 2) ? Int(product) : Int.max / 2
  }

  /// `30` → "30", `29.97` → "29.97".
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", value)
  }
}
