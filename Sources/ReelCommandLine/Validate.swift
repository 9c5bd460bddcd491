// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Check scenes, running their scripts; print every error and exit 65 if any is invalid.")

  @Argument(help: "Scene files (.yaml or .json).")
  var scenes: [String]

  @OptionGroup var limits: LimitOptions
  @OptionGroup var variant: VariantOptions

  func run() throws {
    var failure: ExitCode?
    for player in try loadPlayers(
      scenes, limits: limits.sceneLimits, variants: variant.variants())
    {
      do {
        try SceneFiles.checkRenderable(player, limits: limits.sceneLimits)
        say("\(player.file): ok (\(String(format: "%.2f", player.duration)) s)")
      } catch {
        failure = reelExitCode(for: error)
      }
    }
    if let failure { throw failure }
  }
}
