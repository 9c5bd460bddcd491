// SPDX-License-Identifier: MIT
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Temporaries left in an output folder by a Reel process that no longer runs — one killed with
/// SIGKILL or by the out-of-memory killer, which no handler sees. `AtomicWriter` names them
/// `.<name>.tmp-<pid>-<n>` (and `.<name>.old-<pid>-<n>`); an entry of that shape whose process is
/// gone is removed the first time a process writes to the folder. Entries of a running process
/// (this
/// one included) are never touched.
enum StaleTemporaries {
  // NSLock rather than Synchronization's Mutex: ThreadSanitizer sees through pthread locks only.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var swept: Set<String> = []

  /// Removes the stale temporaries directly in `directory`, once per folder and process.
  static func sweep(_ directory: URL) {
    let path = directory.standardizedFileURL.path
    let first = lock.withLock {
      // A long-running process (a fuzzer) forgets and sweeps again.
      if swept.count >= 4096 { swept.removeAll() }
      return swept.insert(path).inserted
    }
    guard first else { return }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names {
      guard let pid = owner(of: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      FileTree.remove(directory.appendingPathComponent(name).path)
    }
  }

  /// The process id in a temporary's name, or nil when `name` is not one.
  static func owner(of name: String) -> pid_t? {
    guard name.hasPrefix(".") else { return nil }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = parts.last else { return nil }
    let fields = last.split(separator: "-")
    guard fields.count == 3, fields[0] == "tmp" || fields[0] == "old",
      let pid = pid_t(fields[1]), pid > 0, Int(fields[2]) != nil
    else { return nil }
    return pid
  }
}
