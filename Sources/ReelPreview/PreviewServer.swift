// SPDX-License-Identifier: MIT
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ReelFiles
import ReelRender
import ReelScene

/// `reel preview`: serves `PreviewRoutes` and the `/events` WebSocket over HTTP (SwiftNIO) on
/// 127.0.0.1 unless another IPv4 address is asked for, and watches the scene's files five times
/// a second.
///
/// Every request is checked by `PreviewRequestPolicy` (its Host, whatever the address bound; its
/// Origin and `Sec-Fetch-Site`; an origin-form target) and bounded by `PreviewServerLimits`
/// (request line, head, WebSocket frames and messages, connections, the time to send a head).
/// Frames are drawn on a pool of as many threads as there are cores, never on the event loop.
public final class PreviewServer: Sendable {
  public let scene: PreviewScene
  public let host: String
  public let port: UInt16
  /// Further host names served besides the address, `localhost` and `127.0.0.1`.
  public let allowedHosts: [String]
  public let serverLimits: PreviewServerLimits
  private let events = PreviewEvents()

  /// - Throws: `SceneFileError` when there is no file at `path`, or it is not a regular file
  ///   (a scene with errors is served: the page shows them).
  public init(
    path: String, host: String = "127.0.0.1", port: UInt16 = 8470,
    limits: SceneLimits = .standard, allowedHosts: [String] = [],
    serverLimits: PreviewServerLimits = PreviewServerLimits()
  ) throws(SceneFileError) {
    guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
    guard RegularFile.size(atPath: path) != nil else {
      throw .unreadable(path: path, reason: "not a regular file (a folder, device or pipe)")
    }
    scene = PreviewScene(path: path, limits: limits)
    self.host = host
    self.port = port
    self.allowedHosts = allowedHosts
    self.serverLimits = serverLimits
  }

  /// Serves until the task is cancelled; `listening` gets the page's URL once the port is open.
  /// - Throws: `PreviewServerError` when the address cannot be listened on.
  public func run(listening: @escaping @Sendable (String) -> Void) async throws {
    let address = try bindAddress()
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let pool = NIOThreadPool(numberOfThreads: ProcessInfo.processInfo.activeProcessorCount)
    pool.start()
    let service = ServiceBox()
    let server: any Channel
    do {
      server = try await bootstrap(group: group, service: service).bind(to: address).get()
    } catch {
      try? await group.shutdownGracefully()
      try? await pool.shutdownGracefully()
      throw PreviewServerError.cannotListen(host: host, port: port, reason: Self.reason(error))
    }
    let bound = server.localAddress?.port ?? Int(port)
    service.set(
      PreviewService(
        routes: PreviewRoutes(scene: scene),
        policy: PreviewRequestPolicy(bound: host, port: bound, allowed: allowedHosts),
        limits: serverLimits, pool: pool))
    listening("http://\(host):\(bound)/")
    let watching = Task { await watch() }
    await withTaskCancellationHandler {
      try? await server.closeFuture.get()
    } onCancel: {
      server.close(promise: nil)
    }
    watching.cancel()
    try? await group.shutdownGracefully()
    try? await pool.shutdownGracefully()
  }

  /// The IPv4 address to bind (`localhost` is 127.0.0.1).
  private func bindAddress() throws(PreviewServerError) -> SocketAddress {
    let literal = host == "localhost" ? "127.0.0.1" : host
    guard let address = try? SocketAddress(ipAddress: literal, port: Int(port)),
      case .v4 = address
    else { throw .cannotListen(host: host, port: port, reason: "not an IPv4 address") }
    return address
  }

  private func bootstrap(group: any EventLoopGroup, service: ServiceBox) -> ServerBootstrap {
    let gate = PreviewConnectionGate(capacity: serverLimits.connections)
    let events = events
    return ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 128)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
      // A client may close its side once it has sent its request, and still read the answer.
      .childChannelOption(.allowRemoteHalfClosure, value: true)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          guard let service = service.value else { return channel.close(promise: nil) }
          guard gate.admit(channel) else { return }
          try Self.configure(channel, service: service, events: events)
        }
      }
  }

  /// The connection's handlers: heads framed and bounded, NIO's HTTP/1.1 parser (its own limits
  /// set to the same sizes) with a 400 for what it cannot parse, the policy's gate, the WebSocket
  /// upgrade for `/events`, and the handler that answers.
  private static func configure(
    _ channel: any Channel, service: PreviewService, events: PreviewEvents
  ) throws {
    let pipeline = channel.pipeline.syncOperations
    let limits = service.limits
    let upgrader = NIOWebSocketServerUpgrader(
      maxFrameSize: limits.webSocketFrame, automaticErrorHandling: true,
      shouldUpgrade: { channel, head in
        // PreviewRequestGate has refused what the policy refuses, before the upgrade.
        let allowed = PreviewRequestPolicy.split(target: head.uri).path == "/events"
        return channel.eventLoop.makeSucceededFuture(allowed ? HTTPHeaders() : nil)
      },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(
            PreviewEventsSocket(events: events, messageLimit: limits.webSocketMessage))
        }
      })
    let http = PreviewHTTPHandler(service: service)
    var parserLimits = NIOHTTPDecoderLimitConfiguration()
    parserLimits.maxHeaderFieldSize = limits.head
    parserLimits.maxHeaderListSize = limits.head
    try pipeline.addHandler(ByteToMessageHandler(PreviewHeadFramer(limits: limits)))
    try pipeline.configureHTTPServerPipeline(
      withServerUpgrade: (
        upgraders: [upgrader],
        completionHandler: { context in
          let pipeline = context.pipeline.syncOperations
          if let gate = try? pipeline.handler(type: PreviewRequestGate.self) {
            pipeline.removeHandler(gate, promise: nil)
          }
          if let http = try? pipeline.handler(type: PreviewHTTPHandler.self) {
            pipeline.removeHandler(http, promise: nil)
          }
        }
      ),
      withErrorHandling: true, withEncoderConfiguration: .init(),
      withDecoderLimitConfiguration: parserLimits)
    let upgrade = try pipeline.handler(type: HTTPServerUpgradeHandler.self)
    try pipeline.addHandler(PreviewRequestGate(policy: service.policy), position: .before(upgrade))
    try pipeline.addHandler(http)
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

  /// Polls the files five times a second; a change is loaded off this task (a scene that takes
  /// long to load does not stop the next save from being seen), and pages hear of each version.
  private func watch() async {
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 200_000_000)
      scene.refreshInBackground { [events] version in events.broadcast(version: version) }
    }
  }

  private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? { lock.withLock { stored } }
    func set(_ error: Error) { lock.withLock { stored = error } }
  }

  /// The service, set once the port is known (connections before that are closed).
  private final class ServiceBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: PreviewService?
    var value: PreviewService? { lock.withLock { stored } }
    func set(_ service: PreviewService) { lock.withLock { stored = service } }
  }
}
