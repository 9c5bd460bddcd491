// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelFiles
import ReelRuntime
import ReelScene
import ReelSnapshot

/// Prints an error to standard error and maps it to the documented exit code (`ExitStatus`).
func reelExitCode(for error: Error) -> ExitCode {
  // Errors that name their file say so themselves; the others get the prefix here.
  let namesItsFile = error is ExitCoded && !(error is SnapshotError)
  printError(namesItsFile ? "\(error)" : "error: \(error)")
  return ExitCode(ExitStatus.code(for: error))
}

func printError(_ text: String) {
  StandardError.line(text)
}

/// Loads and runs every scene, reporting all errors before failing (so nothing is written if any
/// is bad).
func loadPlayers(
  _ paths: [String], limits: SceneLimits = .standard, variants: [SceneVariant] = [SceneVariant()]
) throws -> [ScenePlayer] {
  var players: [ScenePlayer] = []
  var codes: [Int32] = []
  for path in paths {
    for variant in variants {
      do {
        for player in try SceneFiles.players(path: path, limits: limits, variant: variant) {
          for warning in player.document?.warnings ?? [] { printError("\(warning)") }
          players.append(player)
        }
      } catch {
        codes.append(reelExitCode(for: error).rawValue)
      }
    }
  }
  let worst = ExitStatus.worst(codes)
  if worst != 0 { throw ExitCode(worst) }
  return players
}

/// Prints a line to standard output, scene text in it escaped (`TerminalText`).
func say(_ text: String) {
  print(TerminalText.escaped(text))
}
