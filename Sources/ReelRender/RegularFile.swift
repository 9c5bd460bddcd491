// SPDX-License-Identifier: MIT
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of file a path names, asked before reading it: a scene or image path naming a device
/// (`/dev/zero`), a FIFO or a folder would otherwise be read forever or block.
public enum RegularFile {
  /// The size in bytes of the regular file at `path` (symbolic links followed), or nil when the
  /// path names no file or something other than a regular file.
  public static func size(atPath path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// What changes when the file at `path` is saved, in place or by renaming a new file over it
  /// as editors do: its size, modification time (nanoseconds) and inode, as text; "missing" when
  /// nothing is there (links followed).
  public static func fingerprint(atPath path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
  }
}
