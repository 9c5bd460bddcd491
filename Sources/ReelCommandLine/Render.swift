// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

extension RenderFormat: ExpressibleByArgument {}

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Render scenes to a GIF (default), APNG, WebP, MP4 or WebM, PNG or SVG frames, or a sheet.",
    discussion:
      """
      Outputs: out/<scene>.gif, out/<scene>/frame-0000.png…, out/<scene>.sheet.png, or with \
      --at, out/<scene>@<t>s.<ext>.
      """
  )

  @Argument(help: "Scene files (.yaml or .json).")
  var scenes: [String]

  @OptionGroup var output: OutputOptions
  @OptionGroup var variant: VariantOptions

  @Option(help: "Render only the frame at this time, in seconds.")
  var at: Double?

  @Option(
    help: ArgumentHelp(
      """
      Render only frames A..B of the whole render (from 0; A.. to the end), or share K/N of N \
      equal shares, as a part, out/<scene>.frames-A-B.<ext>.part, for `reel join` (GIF, APNG, \
      WebP, MP4, WebM).
      """, valueName: "A..B|K/N"))
  var frames: String?

  func validate() throws {
    if let at, !(at >= 0 && at.isFinite) {
      throw ValidationError("--at must be a time ≥ 0 in seconds")
    }
    if frames != nil {
      guard partFrames != nil else {
        throw ValidationError(
          "--frames must be A..B or A.. with whole numbers A ≤ B, or K/N with 1 ≤ K ≤ N")
      }
      if at != nil { throw ValidationError("--frames and --at cannot be used together") }
    }
  }

  /// `--frames`, parsed.
  var partFrames: PartFrames? { frames.flatMap(PartFrames.init) }

  func run() throws {
    let players = try loadPlayers(
      scenes, limits: output.limits.sceneLimits, variants: variant.variants())
    do { try SceneFiles.preflight(players, options: output.renderOptions(at: at)) } catch {
      throw reelExitCode(for: error)
    }
    let isTerminal = isatty(STDERR_FILENO) == 1
    for player in players {
      for warning in at.map(player.momentWarnings(at:)) ?? [] { printError(warning) }
      var options = output.renderOptions(at: at)
      options.partFrames = partFrames
      let reporter = ProgressReporter(
        label: player.name, isTerminal: isTerminal,
        write: { StandardError.write($0) },
        now: { Date().timeIntervalSinceReferenceDate })
      do {
        let result = try SceneRenderer().render(player, options: options) {
          reporter.update(done: $0, total: $1)
        }
        reporter.finish()
        if result.files.isEmpty, let frames {
          say("\(result.scene): share \(frames) holds none of its frames; nothing written")
          continue
        }
        // A video and its chapters are files side by side; frames fill a folder.
        let inFolder = result.files.first?.deletingLastPathComponent().lastPathComponent
        let target =
          result.files.count == 1 || inFolder != result.scene
          ? result.files.map(\.path).joined(separator: " + ")
          : "\(output.out)/\(result.scene)/ (\(result.files.count) files)"
        let size = BatchSummary.size(result.bytes)
        say("\(target)  \(counted(result.frameCount, "frame")), \(size)")
      } catch {
        reporter.finish()
        throw reelExitCode(for: error)
      }
    }
  }
}
