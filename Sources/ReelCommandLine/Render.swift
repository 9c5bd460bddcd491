// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

extension RenderFormat: ExpressibleByArgument {}

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Render scenes to an animated GIF (default), PNG or SVG frames, or a contact sheet.",
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

  func validate() throws {
    if let at, !(at >= 0 && at.isFinite) {
      throw ValidationError("--at must be a time ≥ 0 in seconds")
    }
  }

  func run() throws {
    let players = try loadPlayers(
      scenes, limits: output.limits.sceneLimits, variants: variant.variants())
    do { try SceneFiles.preflight(players, options: output.renderOptions(at: at)) } catch {
      throw reelExitCode(for: error)
    }
    let isTerminal = isatty(STDERR_FILENO) == 1
    for player in players {
      for warning in at.map(player.momentWarnings(at:)) ?? [] { printError(warning) }
      let options = output.renderOptions(at: at)
      let reporter = ProgressReporter(
        label: player.document.name, isTerminal: isTerminal,
        write: { StandardError.write($0) },
        now: { Date().timeIntervalSinceReferenceDate })
      do {
        let result = try SceneRenderer().render(player, options: options) {
          reporter.update(done: $0, total: $1)
        }
        reporter.finish()
        let target =
          result.files.count == 1
          ? result.files[0].path : "\(output.out)/\(result.scene)/ (\(result.files.count) files)"
        let size = BatchSummary.size(result.bytes)
        print("\(target)  \(result.frameCount) frames, \(size)")
      } catch {
        reporter.finish()
        throw reelExitCode(for: error)
      }
    }
  }
}
