// SPDX-License-Identifier: MIT
import NIOCore
import NIOHTTP1
import NIOPosix

/// Answers one connection's requests, one at a time (NIO's pipelining handler queues the rest),
/// once `PreviewRequestGate` let them through: by `PreviewRoutes` on the drawing pool, off the
/// event loop. A connection must send a whole head within
/// `PreviewServerLimits.headTimeout` of opening or of its last answer, or it is closed.
final class PreviewHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let service: PreviewService
  private var request: HTTPRequestHead?
  private var deadline: Scheduled<Void>?
  /// Whether a request is being answered, and whether the client has closed its side (it sent
  /// its last request: the connection closes once that is answered).
  private var answering = false
  private var inputClosed = false

  init(service: PreviewService) { self.service = service }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context)
    context.fireChannelActive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch Self.unwrapInboundIn(data) {
    case .head(let head):
      deadline?.cancel()
      answering = true
      if PreviewRequestPolicy.split(target: head.uri).path == "/events" {
        // The WebSocket upgrader took every acceptable handshake before this handler.
        respond(
          context, .text(400, "/events is a WebSocket: ask to upgrade"), to: head, close: true)
      } else {
        request = head
      }
    case .body:
      break
    case .end:
      guard let head = request else { return }
      request = nil
      serve(context, head)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case ChannelEvent.inputClosed = event {
      inputClosed = true
      if !answering { context.close(promise: nil) }
    }
    context.fireUserInboundEventTriggered(event)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // HTTPServerProtocolErrorHandler has answered a parser error with 400; nothing more to say.
    context.close(promise: nil)
  }

  /// Draws the answer on the pool and sends it back on the event loop.
  private func serve(_ context: ChannelHandlerContext, _ head: HTTPRequestHead) {
    let (path, query) = PreviewRequestPolicy.split(target: head.uri)
    let method = head.method.rawValue
    let routes = service.routes
    service.pool.runIfActive(eventLoop: context.eventLoop) {
      routes.respond(method: method, path: path, query: query)
    }.assumeIsolated().whenComplete { result in
      let answer = (try? result.get()) ?? .text(503, "the preview is stopping")
      self.respond(context, answer, to: head, close: !head.isKeepAlive)
    }
  }

  private func respond(
    _ context: ChannelHandlerContext, _ answer: PreviewResponse, to head: HTTPRequestHead,
    close: Bool
  ) {
    answering = false
    guard context.channel.isActive else { return }
    let close = close || inputClosed
    Self.write(answer, to: head, close: close, context: context)
    if !close { arm(context) }
  }

  /// Writes `answer` (no body for HEAD) and, when `close`, closes the connection once it is sent.
  @discardableResult static func write(
    _ answer: PreviewResponse, to head: HTTPRequestHead, close: Bool,
    context: ChannelHandlerContext
  ) -> EventLoopFuture<Void> {
    let status = HTTPResponseStatus(statusCode: answer.status)
    let fields = HTTPHeaders(answer.headerFields(close: close))
    let response = HTTPResponseHead(version: .http1_1, status: status, headers: fields)
    context.write(NIOAny(HTTPServerResponsePart.head(response)), promise: nil)
    if head.method != .HEAD {
      let body = ByteBuffer(bytes: answer.body)
      context.write(NIOAny(HTTPServerResponsePart.body(.byteBuffer(body))), promise: nil)
    }
    let sent = context.writeAndFlush(NIOAny(HTTPServerResponsePart.end(nil)))
    if close { sent.assumeIsolated().whenComplete { _ in context.close(promise: nil) } }
    return sent
  }

  /// Closes the connection unless a head arrives within the timeout.
  private func arm(_ context: ChannelHandlerContext) {
    deadline?.cancel()
    let timeout = TimeAmount.milliseconds(Int64(service.limits.headTimeout * 1000))
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
      context.close(promise: nil)
    }
  }
}

/// What every connection's handlers share: the routes, the request policy, the limits and the
/// threads that draw frames.
struct PreviewService: Sendable {
  let routes: PreviewRoutes
  let policy: PreviewRequestPolicy
  let limits: PreviewServerLimits
  let pool: NIOThreadPool
}
