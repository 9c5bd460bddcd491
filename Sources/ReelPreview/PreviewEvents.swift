// SPDX-License-Identifier: MIT
import FlyingFox
import Foundation

/// The `/events` WebSocket: every page connected gets `{"version": N}` when the scene's files
/// change (the page then reloads the scene and its frame).
final class PreviewEvents: WSMessageHandler, @unchecked Sendable {
  private let lock = NSLock()
  private var listeners: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

  var count: Int { lock.withLock { listeners.count } }

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
    let id = UUID()
    lock.withLock { listeners[id] = continuation }
    continuation.onTermination = { [weak self] _ in self?.remove(id) }
    // What the page sends is not used; when it closes, so does this side.
    Task {
      for await _ in client {}
      continuation.finish()
    }
    return stream
  }

  func broadcast(version: Int) {
    let all = lock.withLock { Array(listeners.values) }
    for listener in all { listener.yield(.text("{\"version\": \(version)}")) }
  }

  private func remove(_ id: UUID) {
    _ = lock.withLock { listeners.removeValue(forKey: id) }
  }
}
