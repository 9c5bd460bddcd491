// SPDX-License-Identifier: MIT
import Foundation

/// A blocking TCP connection to a loopback port, for sending a server what no HTTP client would.
/// Used on threads of the tests' own (never on the cooperative pool).
final class RawConnection {
  private let fd: Int32

  /// Connects to `host:port`; nil when nothing accepts.
  init?(port: UInt16, host: String = "127.0.0.1") {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr(host)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
  }

  deinit { close(fd) }

  /// Sends every byte it can (a server that closed early gets the rest dropped).
  func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent <= 0 { return }
      offset += sent
    }
  }

  func send(_ text: String) { send(Array(text.utf8)) }

  /// What arrives until the server closes the connection (`closed` true), `count` bytes have
  /// come, or `seconds` pass.
  func receive(
    atLeast count: Int = .max, seconds: Double = 2
  ) -> (bytes: [UInt8], closed: Bool) {
    var timeout = timeval(
      tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1e6))
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while received.count < count {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n == 0 { return (received, true) }
      if n < 0 { return (received, errno == ECONNRESET) }
      received += buffer[0..<n]
    }
    return (received, false)
  }

  /// The text received until the server closes or `seconds` pass.
  func answer(seconds: Double = 2) -> String {
    String(decoding: receive(seconds: seconds).bytes, as: UTF8.self)
  }

  /// A masked client frame (RFC 6455) whose header claims `length` bytes, followed by `payload`.
  static func frame(opcode: UInt8, fin: Bool = true, length: Int, payload: [UInt8] = []) -> [UInt8]
  {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if length < 126 {
      bytes.append(0x80 | UInt8(length))
    } else if length <= 0xFFFF {
      bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
      bytes.append(0x80 | 127)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8((length >> shift) & 0xFF))
      }
    }
    let mask: [UInt8] = [1, 2, 3, 4]
    return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
  }

  /// A WebSocket handshake for `/events` naming `host` and, when given, `origin`.
  static func handshake(host: String, origin: String?, path: String = "/events") -> String {
    "GET \(path) HTTP/1.1\r\nHost: \(host)\r\n" + (origin.map { "Origin: \($0)\r\n" } ?? "")
      + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
      + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
  }
}

/// Runs `body` on a thread of its own and returns its result.
func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { done in Thread { done.resume(returning: body()) }.start() }
}
