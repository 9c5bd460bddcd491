// SPDX-License-Identifier: MIT
import Foundation
import NIOCore
import NIOWebSocket

/// The `/events` WebSockets: every page connected gets `{"version": N}` when the scene's files
/// change (the page then reloads the scene and its frame).
final class PreviewEvents: @unchecked Sendable {
  private let lock = NSLock()
  private var listeners: [ObjectIdentifier: any Channel] = [:]

  func add(_ channel: any Channel) {
    lock.withLock { listeners[ObjectIdentifier(channel)] = channel }
  }

  func remove(_ channel: any Channel) {
    _ = lock.withLock { listeners.removeValue(forKey: ObjectIdentifier(channel)) }
  }

  func broadcast(version: Int) {
    let all = lock.withLock { Array(listeners.values) }
    for channel in all {
      let text = ByteBuffer(string: "{\"version\": \(version)}")
      channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: text), promise: nil)
    }
  }
}

/// One page's `/events` socket: registered with `PreviewEvents` while open. What the page sends
/// is not used; pings are answered, a close is returned, and a message over
/// `PreviewServerLimits.webSocketMessage` bytes (over all its fragments) closes the socket with
/// 1009, as a frame over `webSocketFrame` does in NIO's decoder.
final class PreviewEventsSocket: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let events: PreviewEvents
  private let messageLimit: Int
  private var message = 0
  private var closing = false

  init(events: PreviewEvents, messageLimit: Int) {
    self.events = events
    self.messageLimit = messageLimit
  }

  func handlerAdded(context: ChannelHandlerContext) { events.add(context.channel) }
  func handlerRemoved(context: ChannelHandlerContext) { events.remove(context.channel) }

  func channelInactive(context: ChannelHandlerContext) {
    events.remove(context.channel)
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = Self.unwrapInboundIn(data)
    switch frame.opcode {
    case .ping:
      send(context, WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
    case .pong:
      break
    case .connectionClose:
      close(context, code: nil)
    case .text, .binary:
      message = frame.length
      if message > messageLimit { close(context, code: .messageTooLarge) }
    case .continuation:
      message += frame.length
      if message > messageLimit { close(context, code: .messageTooLarge) }
    default:
      close(context, code: .protocolError)
    }
  }

  private func send(_ context: ChannelHandlerContext, _ frame: WebSocketFrame) {
    guard !closing else { return }
    context.writeAndFlush(Self.wrapOutboundOut(frame), promise: nil)
  }

  /// Sends a close frame (with `code`, or empty to answer the page's) and closes the connection.
  private func close(_ context: ChannelHandlerContext, code: WebSocketErrorCode?) {
    guard !closing else { return }
    closing = true
    var data = context.channel.allocator.buffer(capacity: 2)
    if let code { data.write(webSocketErrorCode: code) }
    context.writeAndFlush(
      Self.wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))
    ).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }
}
