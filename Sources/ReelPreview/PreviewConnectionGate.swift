// SPDX-License-Identifier: MIT
import Foundation
import NIOCore

/// Counts the connections open at once and turns away those beyond
/// `PreviewServerLimits.connections` with a 503, so that idle or slow clients cannot take every
/// descriptor the process has (the accept loop itself backs off when descriptors run out).
final class PreviewConnectionGate: @unchecked Sendable {
  private let lock = NSLock()
  private var open = 0
  let capacity: Int

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// Admits `channel` (counted until it closes), or answers it 503 and closes it; returns
  /// whether it was admitted.
  func admit(_ channel: any Channel) -> Bool {
    let admitted = lock.withLock {
      guard open < capacity else { return false }
      open += 1
      return true
    }
    guard admitted else {
      let busy = PreviewResponse.text(503, "too many connections to the preview; try again")
      channel.writeAndFlush(busy.encoded(close: true, body: true)).whenComplete { _ in
        channel.close(promise: nil)
      }
      return false
    }
    channel.closeFuture.whenComplete { _ in self.lock.withLock { self.open -= 1 } }
    return true
  }
}
