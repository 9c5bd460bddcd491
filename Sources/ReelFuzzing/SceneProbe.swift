// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelRuntime
import ReelScene

/// Runs one scene text the way `reel render` does — load and validate it, play its script, evaluate
/// every frame's display list, draw a few frames with Cairo (and the first as SVG), print the
/// layout
/// as `reel inspect` does at those frames — and checks the contract every input
/// must keep: it ends in a result or in an error located as `file:line:column: error: …`, and every
/// frame it produces has finite geometry. Anything else is a `ProbeViolation`.
///
/// Frames are drawn small (`drawPixels`) and the limits are tight (`fuzzLimits`), so one input
/// costs
/// milliseconds; the frame count, layout and animation are those of the real scene.
public struct SceneProbe: Sendable {
  /// Where relative image paths in the scene start (the shipped scenes' folder when fuzzing them).
  public var baseDirectory: URL
  public var limits: SceneLimits
  /// Frames drawn with Cairo, evenly spaced from the first to the last (all frames are evaluated).
  public var drawnFrames: Int
  /// Drawn frames are scaled down to at most this many pixels.
  public var drawPixels: Double

  /// Limits for fuzzing: small enough that no input takes long or much memory.
  public static let fuzzLimits = SceneLimits(
    framePixels: 4_000_000, frames: 600, items: 2_000, imagePixels: 4_000_000, nesting: 64,
    values: 50_000,
    stepItems: 20_000, textLength: 256, totalImagePixels: 8_000_000)

  public init(
    baseDirectory: URL, limits: SceneLimits = SceneProbe.fuzzLimits, drawnFrames: Int = 3,
    drawPixels: Double = 128 * 128
  ) {
    self.baseDirectory = baseDirectory
    self.limits = limits
    self.drawnFrames = drawnFrames
    self.drawPixels = drawPixels
  }

  /// How an input ended.
  public enum Outcome: Equatable, Sendable {
    /// Played and drawn; `frames` frames were evaluated.
    case rendered(frames: Int)
    /// Refused with this (located) message.
    case rejected(String)
  }

  /// Runs `text` as the scene file `file` (a name for messages; nothing is read from it).
  /// - Throws: `ProbeViolation` when the input breaks the contract.
  public func run(_ text: String, file: String = "fuzz.yaml") throws(ProbeViolation) -> Outcome {
    try run(Data(text.utf8), file: file)
  }

  /// Runs a scene file's bytes (any bytes: not UTF-8 is one of the errors).
  public func run(_ data: Data, file: String = "fuzz.yaml") throws(ProbeViolation) -> Outcome {
    let context = SceneContext(
      baseDirectory: baseDirectory,
      decodeImage: { path in try CairoImageDecoder.pixelSize(ofPNG: path) }, limits: limits)
    let player: ScenePlayer
    do {
      player = try ScenePlayer(
        document: try SceneLoader.parse(data: data, file: file, context: context))
    } catch {
      return .rejected(try located(error, file: file))
    }
    let times = player.frameTimes(fps: player.canvas.fps)
    if times.count > limits.frames {
      return .rejected("\(times.count) frames, over the limit of \(limits.frames)")
    }
    let canvas = player.canvas
    let scale = min(
      canvas.scale, CGFloat((drawPixels / Double(canvas.width * canvas.height)).squareRoot()))
    let drawn = Set(
      (0..<max(1, drawnFrames)).map {
        times.count <= 1 ? 0 : $0 * (times.count - 1) / max(1, drawnFrames - 1)
      })
    let renderer = CairoRenderer()
    for (index, time) in times.enumerated() {
      let list = player.displayList(at: time, scale: scale)
      if let problem = FiniteCheck.problem(in: list) {
        throw ProbeViolation("the frame at \(time) s has \(problem)")
      }
      guard drawn.contains(index) else { continue }
      // What `reel inspect` and snapshots print, for every collection view.
      for stage in player.stages.indices {
        _ = InspectTable.render(player.inspect(at: time, collectionView: stage))
      }
      do {
        if index == 0 { _ = try renderer.svg(list) }
        let raster = try renderer.raster(list)
        guard raster.width == list.pixelWidth, raster.height == list.pixelHeight else {
          throw ProbeViolation(
            """
            the frame at \(time) s was drawn \(raster.width)×\(raster.height), not \
            \(list.pixelWidth)×\(list.pixelHeight)
            """
          )
        }
      } catch let violation as ProbeViolation {
        throw violation
      } catch {
        throw ProbeViolation("drawing the frame at \(time) s failed: \(error)")
      }
    }
    try checkOutputs(player, choice: data.count, file: file)
    return .rendered(frames: times.count)
  }

  /// The error's text when it is a `SceneError` in `file` with a real position, else a violation.
  func located(_ error: any Error, file: String) throws(ProbeViolation) -> String {
    guard let error = error as? SceneError else {
      throw ProbeViolation("an error that is not a scene error: \(error)")
    }
    guard error.file == file, error.line >= 1, error.column >= 1 else {
      throw ProbeViolation("an error without a position: \(error)")
    }
    let text = error.description
    guard text.hasPrefix("\(file):\(error.line):\(error.column): error: "), !error.message.isEmpty
    else {
      throw ProbeViolation("a malformed error: \(text)")
    }
    return text
  }
}
