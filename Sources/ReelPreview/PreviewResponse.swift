// SPDX-License-Identifier: MIT
import Foundation
import NIOCore

/// An HTTP answer before it meets the server library: status, content type and body.
public struct PreviewResponse: Sendable, Equatable {
  public var status: Int
  public var contentType: String
  public var body: Data

  static func text(_ status: Int, _ message: String) -> PreviewResponse {
    PreviewResponse(
      status: status, contentType: "text/plain; charset=utf-8", body: Data((message + "\n").utf8))
  }

  static func json(_ text: String) -> PreviewResponse {
    PreviewResponse(
      status: 200, contentType: "application/json; charset=utf-8", body: Data(text.utf8))
  }
}

extension PreviewResponse {
  /// Statuses the server answers, with their reason phrases.
  static let reasons: [Int: String] = [
    200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 413: "Content Too Large",
    414: "URI Too Long", 431: "Request Header Fields Too Large", 500: "Internal Server Error",
    503: "Service Unavailable",
  ]

  /// The header fields every answer carries: its type and length, never cached, never sniffed,
  /// never embedded in another site's page, and whether the connection stays open.
  func headerFields(close: Bool) -> [(String, String)] {
    [
      ("Content-Type", contentType), ("Content-Length", "\(body.count)"),
      ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
      ("Cross-Origin-Resource-Policy", "same-origin"),
      ("Connection", close ? "close" : "keep-alive"),
    ]
  }

  /// The whole answer as HTTP/1.1 bytes, for the few written before the HTTP encoder (a
  /// refused head, a connection over the limit); `body` false for an answer to HEAD.
  func encoded(close: Bool, body withBody: Bool) -> ByteBuffer {
    var text = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Error")\r\n"
    for (name, value) in headerFields(close: close) { text += "\(name): \(value)\r\n" }
    var buffer = ByteBuffer(string: text + "\r\n")
    if withBody { buffer.writeBytes(body) }
    return buffer
  }
}
