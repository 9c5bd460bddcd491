// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Leaves no half-written output behind when the process is stopped.
///
/// Every temporary file or folder `AtomicWriter` makes is registered until it is renamed into
/// place.
/// On SIGINT, SIGTERM or SIGHUP, `cleanUp()` first closes the gate every file creation and rename
/// passes (waiting for the ones in progress, so no worker can add a file to a folder being
/// removed), then removes what is registered and exits with 128 + the signal's number. SIGXFSZ and
/// SIGPIPE are ignored, so a full disk or a closed pipe is an error that is cleaned up, not a kill.
public enum Interruption {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var temporaries: Set<String> = []
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  /// Held for reading around every creation and rename; `cleanUp` takes it for writing, for good.
  nonisolated(unsafe) private static let gate: UnsafeMutablePointer<pthread_rwlock_t> = {
    let gate = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
    pthread_rwlock_init(gate, nil)
    return gate
  }()
  private static let stopping = Atomic<Bool>(false)

  static func register(_ url: URL) { locked { temporaries.insert(url.path) } }
  static func unregister(_ url: URL) { locked { temporaries.remove(url.path) } }

  private static func locked(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body()
  }

  /// Runs `body` (a creation or rename of an output or temporary) unless the process is stopping.
  /// - Throws: `OutputError.interrupted` once `cleanUp` has begun.
  static func whileRunning<T>(
    _ path: String, _ body: () throws(OutputError) -> T
  ) throws(OutputError) -> T {
    pthread_rwlock_rdlock(gate)
    defer { pthread_rwlock_unlock(gate) }
    if stopping.load(ordering: .acquiring) { throw .interrupted(path: path) }
    return try body()
  }

  /// Stops all further creations and renames, waits for those in progress (an output being
  /// replaced is either in place or still the old one), then removes the registered temporaries.
  /// Meant for the end of the process: after it, `AtomicWriter` refuses to write.
  public static func cleanUp() {
    stopping.store(true, ordering: .releasing)  // new creations give up at once…
    pthread_rwlock_wrlock(gate)  // …and the ones in progress finish first
    locked {
      for path in temporaries.sorted() { FileTree.remove(path) }
      temporaries.removeAll()
    }
  }

  /// Installs the handlers; call once, early in a command-line program.
  public static func installHandlers() {
    #if canImport(Glibc)
      signal(SIGXFSZ, SIG_IGN)
      signal(SIGPIPE, SIG_IGN)
      for number in [SIGINT, SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
          cleanUp()
          _exit(128 + number)
        }
        source.resume()
        sources.append(source)
      }
    #endif
  }
}
