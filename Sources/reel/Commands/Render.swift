// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelScene

extension RenderFormat: ExpressibleByArgument {}

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render scenes to an animated GIF (default), PNG frames or SVG frames.",
    discussion: "Outputs: out/<scene>.gif, out/<scene>/frame-0000.png…, or with --at, out/<scene>@<t>s.<ext>.")

  @Argument(help: "Scene files (.yaml or .json).")
  var scenes: [String]

  @Option(help: "Output format.")
  var format: RenderFormat = .gif

  @Option(help: "Output folder.")
  var out: String = "out"

  @Option(help: "Render only the frame at this time, in seconds.")
  var at: Double?

  @Option(help: "Frames per second (default: the scene's; GIFs at most 50).")
  var fps: Double?

  @Option(help: "Pixels per point (default: the scene's).")
  var scale: Double?

  @Option(name: .shortAndLong, help: "Frames drawn in parallel (default: all cores).")
  var jobs: Int?

  func validate() throws {
    if let at, !(at >= 0 && at.isFinite) { throw ValidationError("--at must be a time ≥ 0 in seconds") }
    if let fps, !(fps > 0 && fps <= 120) { throw ValidationError("--fps must be greater than 0 and at most 120") }
    if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be greater than 0 and at most 4") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    let players = try loadPlayers(scenes)
    let isTerminal = isatty(STDERR_FILENO) == 1
    for player in players {
      let options = RenderOptions(
        format: format, outputDirectory: URL(fileURLWithPath: out), singleTime: at, fps: fps, scale: scale.map { CGFloat($0) },
        parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
      let reporter = ProgressReporter(
        label: player.document.name, isTerminal: isTerminal,
        write: { FileHandle.standardError.write(Data($0.utf8)) },
        now: { Date().timeIntervalSinceReferenceDate })
      do {
        let result = try SceneRenderer().render(player, options: options) { reporter.update(done: $0, total: $1) }
        reporter.finish()
        let target = result.files.count == 1 ? result.files[0].path : "\(out)/\(result.scene)/ (\(result.files.count) files)"
        print("\(target)  \(result.frameCount) frames, \(result.bytes) bytes")
      } catch {
        reporter.finish()
        throw reelExitCode(for: error)
      }
    }
  }
}
