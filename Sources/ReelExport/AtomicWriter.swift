// SPDX-License-Identifier: MIT
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes outputs so that readers only ever see complete files: each file is written under a
/// temporary name in the same folder and renamed when complete; on any error the temporary is removed
/// and an earlier output of the same name is left untouched.
public enum AtomicWriter {
  /// Creates `directory` (and its parents) if needed.
  public static func makeDirectory(_ directory: URL) throws(OutputError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(path: directory.path, reason: Self.reason(error))
    }
  }

  /// Writes `data` to `url` atomically (temporary file + rename).
  public static func write(_ data: Data, to url: URL) throws(OutputError) {
    try stream(to: url) { handle throws(OutputError) in
      do { try handle.write(contentsOf: data) } catch { throw .writeFailed(path: url.path, reason: reason(error)) }
    }
  }

  /// Replaces the folder `url` with `staged` (a complete folder written next to it).
  public static func replaceDirectory(_ url: URL, with staged: URL) throws(OutputError) {
    let fm = FileManager.default
    let old = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
    var hadOld = false
    if fm.fileExists(atPath: url.path) {
      do {
        Interruption.registerMovedAside(old, original: url)
        try fm.moveItem(at: url, to: old)
        hadOld = true
      } catch {
        try? fm.removeItem(at: staged)
        throw .cannotCreate(path: url.path, reason: reason(error))
      }
    }
    defer { Interruption.unregisterMovedAside(old) }
    do {
      try fm.moveItem(at: staged, to: url)
      Interruption.unregister(staged)
    } catch {
      if hadOld { try? fm.moveItem(at: old, to: url) }
      try? fm.removeItem(at: staged)
      throw .cannotCreate(path: url.path, reason: reason(error))
    }
    if hadOld { try? fm.removeItem(at: old) }
  }

  /// Streams a file into a temporary sibling through `body`, then renames it to `url`; on any error
  /// the temporary is removed and `url` is untouched.
  public static func stream(to url: URL, _ body: (FileHandle) throws(OutputError) -> Void) throws(OutputError) {
    let temporary = temporaryURL(for: url)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil), let handle = try? FileHandle(forWritingTo: temporary) else {
      throw .cannotCreate(path: url.path, reason: "the folder is not writable")
    }
    func discard() {
      try? handle.close()
      try? FileManager.default.removeItem(at: temporary)
    }
    do { try body(handle) } catch {
      discard()
      throw error
    }
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      discard()
      throw .writeFailed(path: url.path, reason: reason(error))
    }
    try commit(temporary, to: url)
  }

  /// A hidden sibling name for a temporary: `.name.tmp-<pid>-<n>`.
  public static func temporaryURL(for url: URL) -> URL {
    let n = counter.next()
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(n)")
    Interruption.register(temporary)
    return temporary
  }

  private static func commit(_ from: URL, to: URL) throws(OutputError) {
    defer { Interruption.unregister(from) }
    if Glibc.rename(from.path, to.path) != 0 {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: from)
      throw .writeFailed(path: to.path, reason: message)
    }
  }

  static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    return ns.localizedDescription
  }

  private static let counter = Counter()

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}
