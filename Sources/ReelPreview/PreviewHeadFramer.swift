// SPDX-License-Identifier: MIT
import NIOCore

/// Cuts a connection's bytes into whole request heads before the HTTP parser sees them, so that
/// size limits are answered with the status that names them and nothing grows without bound: a
/// request line over `PreviewServerLimits.requestLine` bytes is answered 414, a head over
/// `head` bytes 431, a head that is not UTF-8 400 — each with `Connection: close`, and nothing
/// the connection sends after it is read. Each byte is searched once (linear time however the
/// head is split into reads).
///
/// A head that asks for an upgrade is the last one: what follows is WebSocket frames, passed on
/// as they come (the WebSocket decoder bounds them). The server takes no bodies, so every
/// request ends at its blank line.
struct PreviewHeadFramer: ByteToMessageDecoder {
  typealias InboundOut = ByteBuffer

  let limits: PreviewServerLimits
  /// Bytes of the current head searched for the blank line that ends it.
  private var searched = 0
  /// Bytes of the current head searched for the end of its request line; nil once it ended.
  private var lineSearched: Int? = 0
  private var mode = Mode.heads

  private enum Mode { case heads, passing, refused }

  init(limits: PreviewServerLimits) { self.limits = limits }

  mutating func decode(
    context: ChannelHandlerContext, buffer: inout ByteBuffer
  ) throws -> DecodingState {
    switch mode {
    case .refused:
      buffer.moveReaderIndex(to: buffer.writerIndex)
      return .needMoreData
    case .passing:
      guard let bytes = buffer.readSlice(length: buffer.readableBytes), bytes.readableBytes > 0
      else { return .needMoreData }
      context.fireChannelRead(Self.wrapInboundOut(bytes))
      return .needMoreData
    case .heads:
      return frame(context: context, buffer: &buffer)
    }
  }

  mutating func decodeLast(
    context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool
  ) throws -> DecodingState {
    buffer.moveReaderIndex(to: buffer.writerIndex)  // an unfinished head at the end is dropped
    return .needMoreData
  }

  private mutating func frame(
    context: ChannelHandlerContext, buffer: inout ByteBuffer
  ) -> DecodingState {
    let found: Int? = buffer.withUnsafeReadableBytes { bytes in
      if let from = lineSearched {
        if let newline = bytes[from...].firstIndex(of: 0x0A) {
          lineSearched = nil
          if newline > limits.requestLine + 1 { return -414 }
        } else if bytes.count > limits.requestLine + 1 {
          return -414
        } else {
          lineSearched = bytes.count
        }
      }
      var index = max(0, searched - 3)
      while index + 3 < bytes.count {
        if bytes[index + 3] != 0x0A {
          index += bytes[index + 3] == 0x0D ? 1 : 4
          continue
        }
        if bytes[index] == 0x0D, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0D {
          return index + 4 > limits.head ? -431 : index + 4
        }
        index += 1
      }
      searched = bytes.count
      return bytes.count > limits.head ? -431 : nil
    }
    guard let found else { return .needMoreData }
    if found < 0 {
      refuse(context: context, status: -found, buffer: &buffer)
      return .needMoreData
    }
    let head = buffer.readSlice(length: found)!
    searched = 0
    lineSearched = 0
    guard let text = String(validating: head.readableBytesView, as: UTF8.self) else {
      refuse(context: context, status: 400, buffer: &buffer)
      return .needMoreData
    }
    if text.lowercased().contains("\r\nupgrade:") { mode = .passing }
    context.fireChannelRead(Self.wrapInboundOut(head))
    return .continue
  }

  /// Answers `status` on the socket itself and closes the connection; what is left unread is
  /// dropped. The close lingers: the sending side is shut first and what the client still sends
  /// is read and dropped for up to 2 s, so a client still sending a 2 MB URL reads its 414 (a
  /// socket closed with unread input is reset, and the reset destroys the answer in flight).
  private mutating func refuse(
    context: ChannelHandlerContext, status: Int, buffer: inout ByteBuffer
  ) {
    mode = .refused
    buffer.moveReaderIndex(to: buffer.writerIndex)
    let message: String
    switch status {
    case 414: message = "the request line is over \(limits.requestLine) bytes"
    case 431: message = "the request's head is over \(limits.head) bytes"
    default: message = "the request's head is not UTF-8 text"
    }
    let response = PreviewResponse.text(status, message)
    let channel = context.channel
    context.writeAndFlush(NIOAny(response.encoded(close: true, body: true)))
      .whenComplete { _ in
        channel.close(mode: .output, promise: nil)
        channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
      }
  }
}
