// SPDX-License-Identifier: MIT
import Foundation
import ReelPreview
import ReelTestSupport
import Testing

/// The preview server in this process, with a short head timeout.
@Suite(.serialized) struct PreviewServerTimeoutTests {
  @Test func slowAndIdleConnectionsAreClosedAfterTheHeadTimeout() async throws {
    let limits = PreviewServerLimits(headTimeout: 0.5)
    let server = try PreviewServer(path: try sceneFile(), port: 0, serverLimits: limits)
    let url = Listening()
    let serving = Task { try await server.run { url.set($0) } }
    defer { serving.cancel() }
    let port = try #require(await url.port())
    let (trickled, idle, served) = await onThread { () -> (Bool, Bool, String) in
      let slow = RawConnection(port: port)
      slow?.send("GET /scene HTTP/1.1\r\nHost: 127")  // and nothing more
      let idle = RawConnection(port: port)
      let trickled = slow?.receive(seconds: 5).closed ?? false
      let idleClosed = idle?.receive(seconds: 5).closed ?? false
      let fresh = RawConnection(port: port)
      fresh?.send("GET /scene HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      return (trickled, idleClosed, fresh?.answer() ?? "")
    }
    #expect(trickled && idle)
    #expect(served.hasPrefix("HTTP/1.1 200"))
  }
}

/// The URL `run` reports, awaited.
final class Listening: @unchecked Sendable {
  private let lock = NSLock()
  private var url: String?

  func set(_ url: String) { lock.withLock { self.url = url } }

  /// The port, once listening (nil after 10 s).
  func port() async -> UInt16? {
    for _ in 0..<500 {
      if let url = lock.withLock({ url }),
        let port = UInt16(url.split(separator: ":").last!.dropLast())
      {
        return port
      }
      try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return nil
  }
}
