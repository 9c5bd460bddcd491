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

extension RegularFile {
  /// The bytes of the regular file at `path` (links followed), at most `maximumBytes`. The
  /// file is opened first and then asked what it is, so nothing swapped in between is read; a
  /// FIFO is never waited on.
  /// - Throws: `RegularFileProblem` naming what the path is when it is not a regular file,
  ///   its size when it is too large, or the system's reason when it cannot be read.
  public static func contents(atPath path: String, maximumBytes: Int)
    throws(RegularFileProblem) -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw RegularFileProblem(errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw RegularFileProblem(errno: errno) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw RegularFileProblem(kind: info.st_mode & S_IFMT)
    }
    guard Int(info.st_size) <= maximumBytes else {
      throw RegularFileProblem(
        description: "the file is \(info.st_size) bytes; at most \(maximumBytes) can be read")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { throw RegularFileProblem(errno: errno) }
      if got == 0 { break }
      count += got
    }
    guard count <= maximumBytes else {
      throw RegularFileProblem(description: "the file grew past \(maximumBytes) bytes while read")
    }
    return Array(bytes.prefix(count))
  }
}

/// Why a path could not be read as a regular file, in words.
public struct RegularFileProblem: Error, Sendable, CustomStringConvertible {
  public let description: String

  init(description: String) { self.description = description }

  init(errno code: Int32) { description = String(cString: strerror(code)) }

  /// Names a kind of file that is not regular (`st_mode & S_IFMT`).
  init(kind: mode_t) {
    let name: String
    switch kind {
    case S_IFDIR: name = "a folder"
    case S_IFIFO: name = "a FIFO (named pipe)"
    case S_IFCHR: name = "a character device"
    case S_IFBLK: name = "a block device"
    case S_IFSOCK: name = "a socket"
    default: name = "not a regular file"
    }
    description = name == "not a regular file" ? name : "not a regular file but \(name)"
  }
}
