// SPDX-License-Identifier: MIT
import Foundation

/// What one client of the preview server may send, how long it may take and how many may be
/// connected at once. Every limit is checked as the bytes arrive, in time linear in them, and
/// answered with the status HTTP has for it before the connection is closed.
public struct PreviewServerLimits: Sendable, Hashable {
  /// Bytes of the request line (method, target and version, without its CRLF); a longer one is
  /// answered 414. 8 192 by default, as most servers allow; a preview URL is under 100.
  public var requestLine: Int
  /// Bytes of a request's whole head (request line and header fields, up to the blank line); a
  /// larger one is answered 431. 16 384 by default.
  public var head: Int
  /// Payload bytes of one WebSocket frame the page may send; a larger frame closes the socket
  /// with 1009 (message too big) before its payload is read. 4 096 by default.
  public var webSocketFrame: Int
  /// Payload bytes of one WebSocket message, over all its fragments; beyond it, 1009 too.
  /// 16 384 by default (the page sends nothing but control frames).
  public var webSocketMessage: Int
  /// Connections open at once, WebSockets included; a connection beyond them is answered 503 and
  /// closed at once. By default 64, or fewer when the process may open few descriptors
  /// (`ulimit -n`): half of what is left after 32 kept for the scene's own files.
  public var connections: Int
  /// Seconds a connection may take to send a whole request head, counted from when it opened or
  /// from its last response; a connection that sends nothing for that long (a keep-alive left
  /// idle, or a head trickled a byte at a time) is closed. 10 by default; a WebSocket is exempt
  /// once open.
  public var headTimeout: Double

  /// The defaults, with `connections` from the descriptor limit.
  public init(
    requestLine: Int = 8192, head: Int = 16384, webSocketFrame: Int = 4096,
    webSocketMessage: Int = 16384, connections: Int = Self.defaultConnections(),
    headTimeout: Double = 10
  ) {
    self.requestLine = requestLine
    self.head = head
    self.webSocketFrame = webSocketFrame
    self.webSocketMessage = webSocketMessage
    self.connections = connections
    self.headTimeout = headTimeout
  }

  /// 64, or half of the descriptors left after 32 (at least 4) when `RLIMIT_NOFILE` is lower.
  public static func defaultConnections() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 64 }
    let soft = Int(clamping: limit.rlim_cur)  // RLIM_INFINITY is the largest value
    return max(4, min(64, (soft - 32) / 2))
  }
}
