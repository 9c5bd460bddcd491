// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
#if canImport(Glibc)
  import Glibc
#endif

/// Leaves no half-written output behind when the process is stopped: every temporary file or folder
/// `AtomicWriter` makes is registered until it is renamed into place, and on SIGINT, SIGTERM or SIGHUP
/// the ones still there are removed (and an output moved aside to be replaced is put back) before the
/// process exits with 128 + the signal's number. SIGXFSZ is ignored, so a write over the file-size
/// limit fails with an error (and is cleaned up) instead of killing the process.
public enum Interruption {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var temporaries: Set<String> = []
  /// Outputs moved aside while their replacement is renamed in: aside path → original path.
  nonisolated(unsafe) private static var movedAside: [String: String] = [:]
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  static func register(_ url: URL) { locked { temporaries.insert(url.path) } }
  static func unregister(_ url: URL) { locked { temporaries.remove(url.path) } }
  static func registerMovedAside(_ aside: URL, original: URL) { locked { movedAside[aside.path] = original.path } }
  static func unregisterMovedAside(_ aside: URL) { locked { movedAside.removeValue(forKey: aside.path) } }

  private static func locked(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body()
  }

  /// Removes the registered temporaries and puts moved-aside outputs back. Safe to call at any time.
  public static func cleanUp() {
    locked {
      let fm = FileManager.default
      for path in temporaries.sorted() { try? fm.removeItem(atPath: path) }
      for (aside, original) in movedAside.sorted(by: { $0.key < $1.key }) where !fm.fileExists(atPath: original) {
        try? fm.moveItem(atPath: aside, toPath: original)
      }
      temporaries.removeAll()
      movedAside.removeAll()
    }
  }

  /// Installs the handlers; call once, early in a command-line program.
  public static func installHandlers() {
    #if canImport(Glibc)
      signal(SIGXFSZ, SIG_IGN)
      for number in [SIGINT, SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
          cleanUp()
          exit(128 + number)
        }
        source.resume()
        sources.append(source)
      }
    #endif
  }
}
