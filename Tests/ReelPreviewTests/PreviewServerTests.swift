// SPDX-License-Identifier: MIT
import Foundation
import ReelPreview
import ReelTestSupport
import Testing

/// `reel preview` on a free port of 127.0.0.1, in a process of its own (so the tests running
/// beside it cannot starve its threads), stopped when the test ends.
struct RunningPreview {
  let process: Process
  let url: String
  var port: UInt16 { UInt16(url.split(separator: ":").last!.dropLast()) ?? 0 }

  /// Starts `reel preview path --port 0 arguments…`, with at most `descriptors` open files
  /// (`ulimit -n`) when given.
  static func start(
    _ path: String, _ arguments: [String] = [], descriptors: Int? = nil
  ) async throws -> RunningPreview {
    let process = Process()
    let command = [try reelBinary().path, "preview", path, "--port", "0"] + arguments
    if let descriptors {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$@\"", "sh"] + command
    } else {
      process.executableURL = URL(fileURLWithPath: command[0])
      process.arguments = Array(command.dropFirst())
    }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let line: String? = await withCheckedContinuation { done in
      Thread {
        var text = ""
        while !text.contains("\n") {
          let data = out.fileHandleForReading.availableData
          if data.isEmpty { break }
          text += String(decoding: data, as: UTF8.self)
        }
        done.resume(returning: text.isEmpty ? nil : text)
      }.start()
    }
    let url = line?.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init)
    return RunningPreview(process: process, url: try #require(url, "\(line ?? "no output")"))
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  /// Sends `bytes` on a new connection and returns what comes back before the server closes it
  /// or a second passes — on a thread of its own, so the blocking socket calls do not take one
  /// of the few threads the server's tasks run on.
  func exchange(_ bytes: [UInt8]) async -> String {
    await withCheckedContinuation { done in
      Thread { done.resume(returning: blockingExchange(bytes)) }.start()
    }
  }

  private func blockingExchange(_ bytes: [UInt8]) -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return "not connected" }
    var timeout = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    shutdown(fd, Int32(SHUT_WR))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      received += buffer[0..<n]
    }
    return String(decoding: received, as: UTF8.self)
  }

  func get(_ target: String, host: String = "127.0.0.1") async -> String {
    await exchange(
      Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8))
  }
}

@Suite(.serialized) struct PreviewServerTests {
  @Test func listensOnLoopbackAndSurvivesMalformedRequests() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    #expect(preview.url.hasPrefix("http://127.0.0.1:") && preview.port > 0)
    #expect(await preview.get("/scene").hasPrefix("HTTP/1.1 200"))
    let attacks: [[UInt8]] = [
      Array("GARBAGE\r\n\r\n".utf8),
      Array("GET /scene HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n".utf8),
      Array("GET /\u{0}\u{1}\u{2} HTTP/1.1\r\n\r\n".utf8),
      Array("GET /frame?f=1 HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n".utf8),
      Array(repeating: 0x41, count: 200_000),
      [0xFF, 0xFE, 0x00, 0x80, 0x0D, 0x0A, 0x0D, 0x0A],
    ]
    for attack in attacks { _ = await preview.exchange(attack) }
    // Still serving, and only what it should.
    #expect(await preview.get("/scene").hasPrefix("HTTP/1.1 200"))
    #expect(await preview.get("/scene.yaml").hasPrefix("HTTP/1.1 404"))
    #expect(await preview.get("/../../etc/passwd").hasPrefix("HTTP/1.1 404"))
    #expect(await preview.get("/frame?f=oops").hasPrefix("HTTP/1.1 400"))
    // A page elsewhere that resolves its own name to 127.0.0.1 gets nothing.
    #expect(await preview.get("/scene", host: "attacker.example").hasPrefix("HTTP/1.1 403"))
  }

  @Test func aTakenPortIsAnErrorThatSaysSo() async throws {
    let preview = try await RunningPreview.start(try sceneFile())
    defer { preview.stop() }
    let second = try PreviewServer(path: try sceneFile(), port: preview.port)
    await #expect(throws: PreviewServerError.self) { try await second.run { _ in } }
    let elsewhere = try PreviewServer(path: try sceneFile(), host: "not-an-address", port: 0)
    await #expect(throws: PreviewServerError.self) { try await elsewhere.run { _ in } }
  }
}
