// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelComposition
import ReelExport
import ReelRuntime
import ReelScene
import ReelSnapshot

/// Prints an error to standard error and maps it to the documented exit code.
func reelExitCode(for error: Error) -> ExitCode {
  switch error {
  case let error as SceneError:
    printError(error.description)
    return ExitCode(65)
  case let error as SceneFileError:
    printError(error.description)
    return ExitCode(66)
  case let error as OutputError:
    printError(error.description)
    return ExitCode(error.exitCode)
  case let error as AssembleError:
    printError(error.description)
    if case .notFound = error { return ExitCode(66) }
    return ExitCode(65)
  case let error as SnapshotError:
    printError("error: \(error.description)")
    switch error {
    case .invalidRecordMode: return ExitCode(64)
    case .unreadableReference: return ExitCode(65)
    case .unwritable: return ExitCode(73)
    }
  default:
    printError("error: \(error)")
    return ExitCode(70)
  }
}

func printError(_ text: String) {
  StandardError.write(text + "\n")
}

/// Loads and runs every scene, reporting all errors before failing (so nothing is written if any
/// is bad).
func loadPlayers(_ paths: [String], limits: SceneLimits = .standard) throws -> [ScenePlayer] {
  var players: [ScenePlayer] = []
  var worst: ExitCode?
  for path in paths {
    do {
      players.append(try SceneFiles.player(path: path, limits: limits))
    } catch {
      let code = reelExitCode(for: error)
      if worst == nil || code == ExitCode(66) { worst = code }
    }
  }
  if let worst { throw worst }
  return players
}
