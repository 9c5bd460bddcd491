// SPDX-License-Identifier: MIT
import Foundation

/// A result being made on another thread, for its maker to wait for: the frame pipeline's next
/// batch, an encoder's frames in flight.
package final class Pending<T, Failure: Error>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<T, Failure>?

  package init() {}

  /// Starts `work` on a global queue thread now — or, when not `concurrently`, runs it here
  /// first — and returns its pending result.
  package static func start(
    _ work: @escaping @Sendable () throws(Failure) -> T, concurrently: Bool = true
  ) -> Pending<T, Failure> {
    let pending = Pending<T, Failure>()
    guard concurrently else {
      pending.fulfil(Result { () throws(Failure) -> T in try work() })
      return pending
    }
    DispatchQueue.global().async {
      pending.fulfil(Result { () throws(Failure) -> T in try work() })
    }
    return pending
  }

  /// Gives the result; call once.
  package func fulfil(_ value: Result<T, Failure>) {
    result = value
    done.signal()
  }

  /// Waits for the result; call once.
  package func wait() -> Result<T, Failure> {
    done.wait()
    return result!
  }
}
