// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

/// Where one `reel snapshot` run keeps its failure artifacts: a numbered folder of its own under
/// the artifacts folder (`1`, `2`, … — the next free number), so a run never overwrites another's,
/// unless asked to start again (the folder's numbered runs removed, this run in `1`). A run that
/// writes nothing leaves no folder.
public enum ArtifactRuns {
  /// The folder for this run under `base`, created here so that two runs at once never share
  /// one (creating a folder is atomic: the second run takes the next number); `replacing` removes
  /// the earlier runs' numbered folders first (only folders named by a number).
  /// - Throws: `SnapshotError.unwritable` when a folder cannot be removed or created.
  public static func claim(in base: URL, replacing: Bool) throws(SnapshotError) -> URL {
    let fm = FileManager.default
    do { try AtomicWriter.makeOwnDirectory(base) } catch {
      guard case .cannotCreate(_, let reason) = error else {
        throw .unwritable(path: base.path, reason: error.description)
      }
      throw .unwritable(path: base.path, reason: reason)
    }
    let runs = ((try? fm.contentsOfDirectory(atPath: base.path)) ?? []).compactMap { name in
      Int(name).flatMap { $0 > 0 && String($0) == name ? $0 : nil }
    }
    if replacing {
      for run in runs {
        let url = base.appendingPathComponent(String(run))
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
          continue
        }
        do { try fm.removeItem(at: url) } catch {
          throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
      }
    }
    var next = replacing ? 1 : (runs.max() ?? 0) + 1
    while next < Int.max {
      let url = base.appendingPathComponent(String(next))
      if mkdir(url.path, 0o755) == 0 { return url }
      guard errno == EEXIST else {
        throw .unwritable(path: url.path, reason: String(cString: strerror(errno)))
      }
      next += 1
    }
    throw .unwritable(path: base.path, reason: "no run number is left")
  }

  /// Removes a run's folder when the run wrote nothing into it (it passed).
  public static func release(_ folder: URL) {
    _ = rmdir(folder.path)
  }

  /// `file` as a path relative to `folder` (both absolute), with `..` where it climbs.
  public static func relativePath(of file: URL, from folder: URL) -> String {
    let to = file.standardizedFileURL.pathComponents
    let from = folder.standardizedFileURL.pathComponents
    let shared = zip(to, from).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: from.count - shared)
    return (up + to.dropFirst(shared)).joined(separator: "/")
  }

  /// `relativePath` as a URL reference for a link: each name percent-encoded (only letters,
  /// digits, `-`, `.`, `_` and `~` left as they are), so `#`, `?`, `%` and spaces in a scene's
  /// or a step's name do not cut or change the link.
  public static func relativeLink(to file: URL, from folder: URL) -> String {
    let unreserved = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return relativePath(of: file, from: folder).split(
      separator: "/", omittingEmptySubsequences: false
    )
    .map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
    .joined(separator: "/")
  }
}
