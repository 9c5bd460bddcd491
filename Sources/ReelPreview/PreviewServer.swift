// SPDX-License-Identifier: MIT
import FlyingFox
import Foundation
import ReelFiles
import ReelRender
import ReelScene

/// `reel preview`: serves `PreviewRoutes` and the `/events` WebSocket over HTTP (FlyingFox) on
/// 127.0.0.1 unless another IPv4 address is asked for, and watches the scene's files five times
/// a second.
///
/// On the loopback address, requests must name a loopback host (`127.0.0.1`, `localhost`): a page
/// elsewhere cannot read the scene through DNS rebinding.
public final class PreviewServer: Sendable {
  public let scene: PreviewScene
  public let host: String
  public let port: UInt16
  private let events = PreviewEvents()

  /// - Throws: `SceneFileError` when there is no file at `path`, or it is not a regular file
  ///   (a scene with errors is served: the page shows them).
  public init(
    path: String, host: String = "127.0.0.1", port: UInt16 = 8470,
    limits: SceneLimits = .standard
  ) throws(SceneFileError) {
    guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
    guard RegularFile.size(atPath: path) != nil else {
      throw .unreadable(path: path, reason: "not a regular file (a folder, device or pipe)")
    }
    scene = PreviewScene(path: path, limits: limits)
    self.host = host
    self.port = port
  }

  /// Serves until the task is cancelled; `listening` gets the page's URL once the port is open.
  /// - Throws: `PreviewServerError` when the address cannot be listened on.
  public func run(listening: @escaping @Sendable (String) -> Void) async throws {
    let address: sockaddr_in
    do { address = try .inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port) } catch {
      throw PreviewServerError.cannotListen(host: host, port: port, reason: "not an IPv4 address")
    }
    let server = HTTPServer(
      address: address, timeout: 30, logger: .disabled, handler: Handler(owner: self))
    let failure = Outcome()
    let serving = Task {
      do { try await server.run() } catch {
        failure.set(error)
        throw error
      }
    }
    let watching = Task { await watch() }
    defer { watching.cancel() }
    // Listening, or failed to (a taken port, an address of another machine): whichever comes first.
    for _ in 0..<500 where await server.listeningAddress == nil {
      if let error = failure.error {
        throw PreviewServerError.cannotListen(host: host, port: port, reason: Self.reason(error))
      }
      try await Task.sleep(nanoseconds: 20_000_000)
    }
    guard await server.listeningAddress != nil else {
      serving.cancel()
      throw PreviewServerError.cannotListen(host: host, port: port, reason: "timed out")
    }
    var bound = port
    if case .ip4(_, let actual) = await server.listeningAddress { bound = actual }
    listening("http://\(host):\(bound)/")
    try await withTaskCancellationHandler {
      try await serving.value
    } onCancel: {
      serving.cancel()
    }
  }

  /// Runs `run` on this thread until the process is stopped (Ctrl-C) or the server fails.
  public func runUntilStopped(listening: @escaping @Sendable (String) -> Void) throws {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { try await run(listening: listening) } catch { outcome.set(error) }
      done.signal()
    }
    done.wait()
    if let error = outcome.error { throw error }
  }

  /// A socket error in words: "the address is in use" rather than the library's enum.
  static func reason(_ error: any Error) -> String {
    let text = "\(error)"
    if text.contains("Address already in use") || text.contains("EADDRINUSE") {
      return "the port is in use (choose another with --port, or --port 0 for any free one)"
    }
    if text.contains("Cannot assign requested address") {
      return "the address is not one of this machine's"
    }
    return text
  }

  private func watch() async {
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 200_000_000)
      if scene.refresh() { events.broadcast(version: scene.current.version) }
    }
  }

  private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? { lock.withLock { stored } }
    func set(_ error: Error) { lock.withLock { stored = error } }
  }

  /// Routes a request: the WebSocket, or `PreviewRoutes`.
  struct Handler: HTTPHandler {
    let owner: PreviewServer
    static let statuses: [Int: HTTPStatusCode] = [
      200: .ok, 400: .badRequest, 403: .forbidden, 404: .notFound, 405: .methodNotAllowed,
      500: .internalServerError,
    ]

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
      if let refusal = owner.refusal(request) { return refusal }
      if request.path == "/events" {
        let socket: WebSocketHTTPHandler = .webSocket(owner.events)
        return try await socket.handleRequest(request)
      }
      var query: [String: String] = [:]
      for item in request.query where query[item.name] == nil { query[item.name] = item.value }
      let answer = PreviewRoutes(scene: owner.scene).respond(
        method: request.method.rawValue, path: request.path, query: query)
      return HTTPResponse(
        statusCode: Self.statuses[answer.status] ?? HTTPStatusCode(answer.status, phrase: "Error"),
        headers: [
          .contentType: answer.contentType, .init("Cache-Control"): "no-store",
          .init("X-Content-Type-Options"): "nosniff",
        ],
        body: request.method == .HEAD ? Data() : answer.body)
    }
  }

  /// 403 for a request naming a host other than the loopback's, when serving on loopback.
  func refusal(_ request: HTTPRequest) -> HTTPResponse? {
    guard host == "127.0.0.1" || host == "localhost" else { return nil }
    let named = request.headers[.host] ?? ""
    let name = named.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
    guard !["127.0.0.1", "localhost"].contains(name) else { return nil }
    return HTTPResponse(statusCode: .forbidden, body: Data("only localhost is served\n".utf8))
  }
}
