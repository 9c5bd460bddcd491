// SPDX-License-Identifier: MIT
import Foundation

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
