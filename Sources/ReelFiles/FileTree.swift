// SPDX-License-Identifier: MIT
import Foundation

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
    return describe(errno)
  }

  /// Exchanges the names of `a` and `b` in one step (Linux `renameat2` with `RENAME_EXCHANGE`).
  /// - Returns: 0, or the `errno`; `ENOSYS` where the call or the file system does not support it.
  static func exchange(_ a: String, _ b: String) -> Int32 {
    guard let renameat2 else { return ENOSYS }
    if renameat2(AT_FDCWD, a, AT_FDCWD, b, 2 /* RENAME_EXCHANGE */) == 0 { return 0 }
    return errno == EINVAL ? ENOSYS : errno
  }

  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
  private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map {
    unsafeBitCast($0, to: RenameAt2.self)
  }

  /// `errno` in words, with the common cases said plainly.
  static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "the folder does not exist"
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is used up"
    case EROFS: return "the file system is read-only"
    case ENOTDIR: return "a file is in the way where a folder should be"
    case EFBIG: return "the file is larger than the file-size limit"
    default: return String(cString: strerror(code))
    }
  }

  /// An error from Foundation in words: the POSIX error under it when there is one, never a raw
  /// "NSCocoaErrorDomain error 512".
  static func describe(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return describe(Int32(underlying.code))
    }
    if ns.domain == NSPOSIXErrorDomain { return describe(Int32(ns.code)) }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "the folder does not exist"
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "the file system is read-only"
    case .fileWriteFileExists: return "a file of that name is in the way"
    default: return "the file system refused (\(ns.localizedFailureReason ?? "code \(ns.code)"))"
    }
  }
}
