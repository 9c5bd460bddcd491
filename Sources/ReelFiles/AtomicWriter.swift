// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Writes outputs so that readers only ever see complete files: each file is written under a
/// temporary name in the same folder and renamed when complete; on any error the temporary is
/// removed
/// and an earlier output of the same name is left untouched. Errors name the output, never the
/// temporary. Temporaries are hidden siblings, `.<name>.tmp-<pid>-<n>`; ones left by a process
/// that no longer runs (killed with SIGKILL, say) are swept when the folder is next written to.
public enum AtomicWriter {
  /// Creates `directory` (and its parents) if needed, and sweeps stale temporaries out of it.
  public static func makeDirectory(_ directory: URL) throws(OutputError) {
    try Interruption.whileRunning(directory.path) { () throws(OutputError) in
      if let problem = FileTree.makeDirectories(directory.path) {
        throw .cannotCreate(path: directory.path, reason: problem)
      }
    }
    StaleTemporaries.sweep(directory)
  }

  /// `makeDirectory` for a folder Reel names inside an output folder (the snapshot report, the
  /// artifacts): refused when that name is a symbolic link, which would carry Reel's files to
  /// wherever it points. (The output folder a user names may itself be a link.)
  public static func makeOwnDirectory(_ directory: URL) throws(OutputError) {
    if FileTree.isSymbolicLink(directory.path) {
      throw .cannotCreate(
        path: directory.path,
        reason: "it is a symbolic link; Reel does not write through a link in its output folder")
    }
    try makeDirectory(directory)
  }

  /// Writes `data` to `url` atomically (temporary file + rename). `reportedAs` is the output named
  /// in errors when `url` is itself inside a temporary folder.
  public static func write(_ data: Data, to url: URL, reportedAs: URL? = nil) throws(OutputError) {
    let shown = (reportedAs ?? url).path
    try stream(to: url, reportedAs: reportedAs) { handle throws(OutputError) in
      do { try handle.write(contentsOf: data) } catch {
        throw .writeFailed(path: shown, reason: SystemErrorText.describe(error))
      }
    }
  }

  /// A new hidden folder beside `folder` to fill and then move in with `replaceDirectory`.
  public static func makeStagingDirectory(for folder: URL) throws(OutputError) -> URL {
    let staged = temporaryURL(for: folder)
    try Interruption.whileRunning(folder.path) { () throws(OutputError) in
      if mkdir(staged.path, 0o755) != 0 {
        let problem = SystemErrorText.describe(errno)
        Interruption.unregister(staged)
        throw .cannotCreate(path: folder.path, reason: problem)
      }
    }
    return staged
  }

  /// Removes a temporary (file or folder) that will not be used.
  public static func discard(_ temporary: URL) {
    FileTree.remove(temporary.path)
    Interruption.unregister(temporary)
  }

  /// Puts the complete folder `staged` in the place of `url`.
  ///
  /// Where the file system can exchange two names at once, the old folder and the new one swap
  /// names
  /// (readers see one or the other, never neither; two processes replacing the same folder both
  /// succeed) and the old one, now under the registered temporary name, is removed. Elsewhere the
  /// old
  /// folder is moved aside first and put back if the new one cannot be moved in.
  public static func replaceDirectory(_ url: URL, with staged: URL) throws(OutputError) {
    try Interruption.whileRunning(url.path) { () throws(OutputError) in
      for _ in 0..<16 {
        if rename(staged.path, url.path) == 0 {
          Interruption.unregister(staged)
          return
        }
        let code = errno
        guard code == EEXIST || code == ENOTEMPTY || code == EISDIR else {
          discard(staged)
          throw .cannotCreate(path: url.path, reason: SystemErrorText.describe(code))
        }
        switch FileTree.exchange(staged.path, url.path) {
        case 0:
          discard(staged)  // now the old folder
          return
        case ENOENT: continue  // another process moved `url` away meanwhile: rename again
        case ENOSYS: return try replaceMovingAside(url, with: staged)
        case let other:
          discard(staged)
          throw .cannotCreate(path: url.path, reason: SystemErrorText.describe(other))
        }
      }
      discard(staged)
      throw .cannotCreate(path: url.path, reason: "other processes kept replacing it")
    }
  }

  /// `replaceDirectory` for file systems without an exchange: move the old folder aside, move the
  /// new one in, remove the old one (or put it back when the new one cannot be moved in). Runs
  /// inside
  /// the gate, so a signal's clean-up waits until the old folder is back or gone.
  private static func replaceMovingAside(_ url: URL, with staged: URL) throws(OutputError) {
    let old = temporaryURL(for: url, kind: "old")
    guard rename(url.path, old.path) == 0 else {
      let problem = SystemErrorText.describe(errno)
      Interruption.unregister(old)
      discard(staged)
      throw .cannotCreate(path: url.path, reason: problem)
    }
    guard rename(staged.path, url.path) == 0 else {
      let problem = SystemErrorText.describe(errno)
      if rename(old.path, url.path) == 0 { Interruption.unregister(old) }
      discard(staged)
      throw .cannotCreate(path: url.path, reason: problem)
    }
    Interruption.unregister(staged)
    discard(old)
  }

  /// Streams a file into a temporary sibling through `body`, then renames it to `url`; on any error
  /// the temporary is removed and `url` is untouched. `reportedAs` is the output named in errors.
  public static func stream(
    to url: URL, reportedAs: URL? = nil, _ body: (FileHandle) throws(OutputError) -> Void
  ) throws(OutputError) {
    let shown = (reportedAs ?? url).path
    let temporary = temporaryURL(for: url)
    let handle = try Interruption.whileRunning(shown) { () throws(OutputError) -> FileHandle in
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        let problem = SystemErrorText.describe(errno)
        Interruption.unregister(temporary)
        throw .cannotCreate(path: shown, reason: problem)
      }
      return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
    func fail(_ error: OutputError) -> OutputError {
      try? handle.close()
      discard(temporary)
      return error
    }
    do { try body(handle) } catch { throw fail(error) }
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      throw fail(.writeFailed(path: shown, reason: SystemErrorText.describe(error)))
    }
    try Interruption.whileRunning(shown) { () throws(OutputError) in
      guard rename(temporary.path, url.path) == 0 else {
        throw fail(.writeFailed(path: shown, reason: SystemErrorText.describe(errno)))
      }
      Interruption.unregister(temporary)
    }
  }

  /// A hidden sibling name for a temporary, `.name.<kind>-<pid>-<n>`, registered for clean-up.
  static func temporaryURL(for url: URL, kind: String = "tmp") -> URL {
    let pid = ProcessInfo.processInfo.processIdentifier
    let name =
      ".\(url.lastPathComponent).\(kind)-\(pid)-\(counter.add(1, ordering: .relaxed).newValue)"
    let temporary = url.deletingLastPathComponent().appendingPathComponent(name)
    Interruption.register(temporary)
    return temporary
  }

  private static let counter = Atomic<Int>(0)
}
