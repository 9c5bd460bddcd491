// SPDX-License-Identifier: MIT
import Foundation
import ReelPreview
import ReelTestSupport
import Testing

/// The second round of attacks on `reel preview`, each against a server started on a loopback
/// port: a page on another origin, a hostile neighbour on the machine, a malformed request.
@Suite(.serialized) struct PreviewAttackTests {
  /// Sends `text` on a new connection and returns the answer.
  func ask(_ preview: RunningPreview, _ text: String, host: String = "127.0.0.1") async -> String {
    let port = preview.port
    return await onThread {
      guard let connection = RawConnection(port: port, host: host) else { return "not connected" }
      connection.send(text)
      return connection.answer()
    }
  }

  @Test func pagesOnOtherOriginsAreRefusedAndTheWebSocketIsTheirsToo() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    let own = "127.0.0.1:\(preview.port)"
    let evil = RawConnection.handshake(host: own, origin: "http://evil.example")
    #expect(await ask(preview, evil).hasPrefix("HTTP/1.1 403"))
    let null = RawConnection.handshake(host: own, origin: "null")
    #expect(await ask(preview, null).hasPrefix("HTTP/1.1 403"))
    let sameHostOtherPort = RawConnection.handshake(host: own, origin: "http://127.0.0.1:1")
    #expect(await ask(preview, sameHostOtherPort).hasPrefix("HTTP/1.1 403"))
    let page = RawConnection.handshake(host: own, origin: "http://\(own)")
    let port = preview.port
    let opened = await onThread { () -> String in
      guard let connection = RawConnection(port: port) else { return "" }
      connection.send(page)
      return String(decoding: connection.receive(atLeast: 12).bytes, as: UTF8.self)
    }
    #expect(opened.hasPrefix("HTTP/1.1 101"))
    for fields in ["Origin: http://evil.example", "Sec-Fetch-Site: cross-site"] {
      let get = "GET /scene HTTP/1.1\r\nHost: \(own)\r\n\(fields)\r\n\r\n"
      #expect(await ask(preview, get).hasPrefix("HTTP/1.1 403"), "\(fields)")
    }
    let mine =
      "GET /scene HTTP/1.1\r\nHost: \(own)\r\nOrigin: http://\(own)\r\n"
      + "Sec-Fetch-Site: same-origin\r\nConnection: close\r\n\r\n"
    #expect(await ask(preview, mine).hasPrefix("HTTP/1.1 200"))
    // Upgrading anything but /events is refused with a status, not a silent close.
    let elsewhere = RawConnection.handshake(host: own, origin: nil, path: "/scene")
    #expect(await ask(preview, elsewhere).hasPrefix("HTTP/1.1 400"))
  }

  @Test func webSocketFramesAndMessagesAreBounded() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    let port = preview.port
    let replies: [[UInt8]] = await onThread {
      var replies: [[UInt8]] = []
      let sends: [[UInt8]] = [
        RawConnection.frame(opcode: 0x9, length: 2, payload: [0x68, 0x69]),  // ping "hi"
        RawConnection.frame(
          opcode: 0x2, length: 200 << 20, payload: [UInt8](repeating: 7, count: 1000)),
        RawConnection.frame(
          opcode: 0x2, fin: false, length: 4000, payload: .init(repeating: 1, count: 4000))
          + (0..<5).flatMap { _ in
            RawConnection.frame(
              opcode: 0x0, fin: false, length: 4000, payload: .init(repeating: 1, count: 4000))
          },
      ]
      for bytes in sends {
        guard let connection = RawConnection(port: port) else { return [] }
        connection.send(RawConnection.handshake(host: "127.0.0.1:\(port)", origin: nil))
        let handshake = connection.receive(atLeast: 1, seconds: 2).bytes
        guard String(decoding: handshake, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
          return []
        }
        connection.send(bytes)
        replies.append(connection.receive(atLeast: 4, seconds: 2).bytes)
      }
      return replies
    }
    try #require(replies.count == 3)
    #expect(replies[0] == [0x8A, 0x02, 0x68, 0x69])  // pong "hi"
    #expect(Array(replies[1].prefix(4)) == [0x88, 0x02, 0x03, 0xF1])  // close, 1009
    #expect(Array(replies[2].prefix(4)) == [0x88, 0x02, 0x03, 0xF1])
  }

  @Test func headsAreBoundedWithTheStatusThatNamesTheLimit() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    let longTarget = "/" + String(repeating: "a", count: 2_000_000)
    #expect(
      await ask(preview, "GET \(longTarget) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .hasPrefix("HTTP/1.1 414"))
    let field = "X-Filler: " + String(repeating: "b", count: 200_000)
    #expect(
      await ask(preview, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(field)\r\n\r\n")
        .hasPrefix("HTTP/1.1 431"))
    let many = (0..<2000).map { "X-\($0): 1234567\r\n" }.joined()
    #expect(
      await ask(preview, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\(many)\r\n")
        .hasPrefix("HTTP/1.1 431"))
    #expect(
      await ask(preview, "POST /scene HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 9\r\n\r\n")
        .hasPrefix("HTTP/1.1 413"))
  }

  @Test func malformedRequestsAreAnswered400() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    let host = "Host: 127.0.0.1\r\n"
    let attacks: [[UInt8]] = [
      Array("GARBAGE\r\n\r\n".utf8),
      Array("GET /scene HTTP/1.1\r\n\(host)X-Bad: ".utf8) + [0xFF, 0xFE] + Array("\r\n\r\n".utf8),
      Array("GET /sc".utf8) + [0xC3, 0x28] + Array("ene HTTP/1.1\r\n\(host)\r\n".utf8),
      Array(
        "GET /scene HTTP/1.1\r\n\(host)Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n".utf8
      ),
      Array("GET /scene HTTP/1.1\r\n\(host)Content-Length: abc\r\n\r\n".utf8),
      Array("GET http://evil.example/scene HTTP/1.1\r\n\(host)\r\n".utf8),
      Array("GET /scene HTTP/1.1\r\n\r\n".utf8),  // no Host
      Array("GET /scene HTTP/1.1\r\n\(host)Host: evil.example\r\n\r\n".utf8),
      Array("GET /frame?f=1 HTTP/9.9\r\n\(host)\r\n".utf8),
      Array("GET /events HTTP/1.1\r\n\(host)\r\n".utf8),  // the WebSocket, not upgraded
    ]
    let port = preview.port
    for attack in attacks {
      let answer = await onThread { () -> String in
        guard let connection = RawConnection(port: port) else { return "not connected" }
        connection.send(attack)
        return connection.answer()
      }
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(String(decoding: attack, as: UTF8.self))")
    }
  }

  @Test func hostIsCheckedWhateverTheAddressBound() async throws {
    let preview = try await RunningPreview.start(
      try sceneFile(), ["--host", "127.0.0.2", "--allow-host", "Preview.Test"])
    defer { preview.stop() }
    #expect(preview.url.hasPrefix("http://127.0.0.2:"))
    let get = { (host: String) in
      "GET /scene HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
    }
    #expect(
      await ask(preview, get("rebind.evil.example"), host: "127.0.0.2").hasPrefix("HTTP/1.1 403"))
    #expect(
      await ask(preview, get("127.0.0.2:\(preview.port)"), host: "127.0.0.2").hasPrefix(
        "HTTP/1.1 200"))
    #expect(await ask(preview, get("preview.test"), host: "127.0.0.2").hasPrefix("HTTP/1.1 200"))
  }

  @Test func idleConnectionsCannotExhaustDescriptorsOrStopTheServer() async throws {
    let preview = try await RunningPreview.start(try sceneFile(), descriptors: 64)
    defer { preview.stop() }
    let port = preview.port
    let pid = preview.process.processIdentifier
    let (busy, aliveWhileFull): (String, Bool) = await onThread {
      let idle = (0..<100).compactMap { _ in RawConnection(port: port) }
      Thread.sleep(forTimeInterval: 0.5)
      let extra = RawConnection(port: port)
      extra?.send("GET /scene HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
      let busy = extra?.answer() ?? "not connected"
      let alive = kill(pid, 0) == 0 && idle.count == 100
      return (busy, alive)
    }
    // Turned away with a status while full, not by the process dying.
    #expect(aliveWhileFull)
    #expect(busy.hasPrefix("HTTP/1.1 503") || busy.hasPrefix("HTTP/1.1 200"), "\(busy)")
    try await Task.sleep(nanoseconds: 1_500_000_000)  // the accept loop's back-off
    #expect(preview.process.isRunning)
    #expect(await preview.get("/scene").hasPrefix("HTTP/1.1 200"))
  }
}
