// SPDX-License-Identifier: MIT
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `--sandbox`: for scenes from people you do not trust. Every file a scene names (its images) must
/// lie in the scene's own folder or below it — after following links — and the answer for a path
/// outside is the same whether or not something exists there, so a scene cannot probe the machine.
enum Sandbox {
  /// Why `name` (as written in the scene) may not be read from `folder`, or nil when it may.
  static func problem(_ name: String, in folder: URL) -> String? {
    let refusal =
      "'\(name.prefix(200))' is outside the scene's folder; with --sandbox a scene may only "
      + "name files in its own folder and below"
    guard !name.hasPrefix("/"), !name.contains("\0") else { return refusal }
    // Lexically first: `..` that climbs out is refused without looking at the file system.
    var depth = 0
    for component in name.split(separator: "/") where component != "." {
      depth += component == ".." ? -1 : 1
      if depth < 0 { return refusal }
    }
    guard let root = realPath(folder.path) else { return refusal }
    let target = folder.appendingPathComponent(name).path
    guard let real = realPath(target) else {
      // Nothing there, or a link that leads nowhere: only a path without links may say so.
      return containsLink(name, in: folder) ? refusal : nil
    }
    return real == root || real.hasPrefix(root == "/" ? "/" : root + "/") ? nil : refusal
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether any component of `name` below `folder` is a symbolic link.
  static func containsLink(_ name: String, in folder: URL) -> Bool {
    var path = folder.path
    for component in name.split(separator: "/") {
      path += "/" + component
      var status = stat()
      if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK { return true }
    }
    return false
  }
}
