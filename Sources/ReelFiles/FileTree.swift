// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

#if canImport(Glibc)
  import Glibc
#endif

/// File-system operations on whole files and folders that report `errno` in words and work while
/// other threads or processes change the same folders.
enum FileTree {
  /// Removes `path` and everything under it; an entry that vanishes meanwhile is not an error,
  /// and a folder that gains an entry while it is emptied is emptied again.
  static func remove(_ path: String) {
    for _ in 0..<8 {
      try? FileManager.default.removeItem(atPath: path)
      var status = stat()
      if lstat(path, &status) != 0 { return }
    }
  }

  /// Whether `path` itself (not a folder above it) is a symbolic link.
  static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Makes `path` and its missing parents.
  /// - Returns: nil, or why not (in words).
  static func makeDirectories(_ path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0 {
      return (status.st_mode & S_IFMT) == S_IFDIR
        ? nil : "a file of that name is in the way (not a folder)"
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path, let problem = makeDirectories(parent) { return problem }
    if mkdir(path, 0o755) == 0 || errno == EEXIST { return nil }
    return SystemErrorText.describe(errno)
  }

  /// Exchanges the names of `a` and `b` in one step (Linux `renameat2` with `RENAME_EXCHANGE`).
  /// - Returns: 0, or the `errno`; `ENOSYS` where the call or the file system does not support it.
  static func exchange(_ a: String, _ b: String) -> Int32 {
    guard let renameat2 else { return ENOSYS }
    let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
    if renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0 { return 0 }
    return errno == EINVAL ? ENOSYS : errno
  }

  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
  private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map {
    unsafeBitCast($0, to: RenameAt2.self)
  }

}
