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
}
