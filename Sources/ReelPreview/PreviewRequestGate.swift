// SPDX-License-Identifier: MIT
import NIOCore
import NIOHTTP1

/// Stands before the WebSocket upgrade and the answering handler: a request that
/// `PreviewRequestPolicy` refuses (another host or origin, an absolute target, a body) is
/// answered here with its 4xx and the connection closed, so a refused WebSocket handshake gets
/// its 403 too instead of a silent close.
final class PreviewRequestGate: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let policy: PreviewRequestPolicy
  private var refused = false

  init(policy: PreviewRequestPolicy) { self.policy = policy }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = Self.unwrapInboundIn(data)
    if case .head(let head) = part {
      let fields = head.headers.map { (name: $0.name, value: $0.value) }
      var refusal = policy.refusal(target: head.uri, headers: fields)
      let upgrades = head.headers["upgrade"].contains { $0.lowercased().contains("websocket") }
      if refusal == nil, upgrades, PreviewRequestPolicy.split(target: head.uri).path != "/events" {
        refusal = .text(400, "only /events is a WebSocket")
      }
      if let refusal {
        refused = true
        PreviewHTTPHandler.write(refusal, to: head, close: true, context: context)
      }
    }
    if !refused { context.fireChannelRead(data) }
  }
}
