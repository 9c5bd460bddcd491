// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

/// Where one `reel snapshot` run keeps its failure artifacts: a numbered folder of its own under
/// the artifacts folder (`1`, `2`, … — the next free number), so a run never overwrites another's,
/// unless asked to start again (the folder's numbered runs removed, this run in `1`).
public enum ArtifactRuns {
  /// The folder for this run under `base`; `replacing` removes the earlier runs first.
  /// - Throws: `SnapshotError.unwritable` when earlier runs cannot be removed.
  public static func folder(in base: URL, replacing: Bool) throws(SnapshotError) -> URL {
    let fm = FileManager.default
    let runs = ((try? fm.contentsOfDirectory(atPath: base.path)) ?? []).compactMap { Int($0) }
    if replacing {
      for run in runs {
        let url = base.appendingPathComponent(String(run))
        do { try fm.removeItem(at: url) } catch {
          throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
      }
      return base.appendingPathComponent("1")
    }
    return base.appendingPathComponent(String((runs.max() ?? 0) + 1))
  }

  /// `file` as a path relative to `folder` (both absolute), with `..` where it climbs.
  public static func relativePath(of file: URL, from folder: URL) -> String {
    let to = file.standardizedFileURL.pathComponents
    let from = folder.standardizedFileURL.pathComponents
    let shared = zip(to, from).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: from.count - shared)
    return (up + to.dropFirst(shared)).joined(separator: "/")
  }
}
