// SPDX-License-Identifier: MIT
import Foundation

/// The repository's root folder (where `Package.swift` is).
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Temporary files of a test run: everything lives in one folder per process under the system's
/// temporary folder, removed when the process exits, so a run leaves nothing behind in `/tmp`.
public enum Scratch {
  /// `<tmp>/reel-tests-<pid>`, created on first use.
  public static let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: Scratch.root) }
    return url
  }()

  /// A new, empty folder named `<prefix>-<uuid>` under `root`.
  public static func folder(_ prefix: String = "t") -> URL {
    let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
