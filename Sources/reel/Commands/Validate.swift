// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelScene

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check scenes, running their scripts; print every error and exit 65 if any is invalid.")

  @Argument(help: "Scene files (.yaml or .json).")
  var scenes: [String]

  func run() throws {
    for player in try loadPlayers(scenes) {
      print("\(player.document.file): ok (\(String(format: "%.2f", player.duration)) s)")
    }
  }
}
