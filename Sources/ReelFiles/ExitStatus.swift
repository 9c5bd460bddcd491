// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

/// An error that says how the `reel` process ends (sysexits: 64 usage, 65 data, 66 no input,
/// 70 software, 73 cannot create, 74 I/O; 128 + n stopped by signal n).
public protocol ExitCoded: Error {
  var exitCode: Int32 { get }
}

/// The one table of exit codes, and the one rule for several failures.
public enum ExitStatus {
  /// The code `error` ends the process with: its own for `ExitCoded` errors, 70 for others.
  public static func code(for error: Error) -> Int32 {
    (error as? ExitCoded)?.exitCode ?? 70
  }

  /// The code for several failures (0 for none): a missing input (66) wins, since nothing else
  /// could be checked; else the highest.
  public static func worst(_ codes: [Int32]) -> Int32 {
    let failures = codes.filter { $0 != 0 }
    return failures.contains(66) ? 66 : failures.max() ?? 0
  }
}

extension SceneError: ExitCoded {
  public var exitCode: Int32 { 65 }
}

extension SceneFileError: ExitCoded {
  public var exitCode: Int32 { 66 }
}

extension OutputError: ExitCoded {}
