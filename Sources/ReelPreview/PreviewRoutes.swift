// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene

/// What the preview server answers, as a pure function of the request and the scene (the server
/// library only carries bytes): the page, the scene's description, its frames as PNG and the
/// inspector's data. Nothing else — no files, no listings.
///
/// - `GET /` — the page.
/// - `GET /scene` — `{name, version, width, height, fps, frames, duration, steps[], chapters[],
///   errors}`.
/// - `GET /frame?f=INDEX&appearance=scene|light|dark&scale=0.25…4` — frame INDEX (of the render
///   at the scene's `fps`) as PNG.
/// - `GET /inspect?f=INDEX&appearance=…` — every collection view's elements at that frame, as
///   `reel inspect --json` gives them, with where the content's origin sits on the canvas.
///
/// Anything else is 404; other methods 405; bad parameters 400.
public struct PreviewRoutes: Sendable {
  public let scene: PreviewScene

  public init(scene: PreviewScene) { self.scene = scene }

  /// The answer to `method path?query` (the query still percent-encoded).
  public func respond(method: String, path: String, query: [String: String]) -> PreviewResponse {
    let routes: [String: ([String: String]) throws(PreviewRequestError) -> PreviewResponse] = [
      "/": { _ in
        PreviewResponse(
          status: 200, contentType: "text/html; charset=utf-8", body: Data(PreviewPage.html.utf8))
      },
      "/scene": { _ in .json(description().serialized()) },
      "/frame": frame,
      "/inspect": inspect,
    ]
    guard let route = routes[path] else { return .text(404, "not found: \(path.prefix(200))") }
    guard method == "GET" || method == "HEAD" else {
      return .text(405, "only GET is served here")
    }
    do { return try route(query) } catch { return .text(400, error.description) }
  }

  func description() -> JSONValue {
    let status = scene.current
    var fields: [(String, JSONValue)] = [
      ("version", .number(Double(status.version))),
      ("errors", status.errors.map(JSONValue.string) ?? .null),
    ]
    if let player = scene.player {
      let fps = player.framesPerSecond
      let output = player.displayList(at: 0, scale: 1).outputSize
      fields += [
        ("name", .string(player.name)),
        ("width", .number(Double(output.width))),
        ("height", .number(Double(output.height))),
        ("scale", .number(Double(player.scale))),
        ("fps", .number(fps)),
        ("frames", .number(Double(player.frameTimes(fps: fps).count))),
        ("duration", .number(player.duration)),
        ("steps", .array(player.spans.map { Self.step($0, player: player) })),
        ("chapters", .array(player.chapters.map(Self.chapter))),
      ]
    }
    return .object(fields)
  }

  /// A mark on the timeline: the step's name, else its number and what it does ("2 insert"),
  /// and whether the scene named it.
  static func step(_ span: FrameSpan, player: ScenePlayer) -> JSONValue {
    let script = player.document?.script ?? []
    let action = span.index < script.count ? script[span.index].actionKey : nil
    return .object([
      ("name", .string(span.name ?? "\(span.index + 1) \(action ?? "step")")),
      ("named", .bool(span.name != nil)),
      ("start", .number(span.start)), ("end", .number(span.end)),
    ])
  }

  /// A chapter, as the scene's videos list it: its title, start and end, seconds.
  static func chapter(_ chapter: VideoChapter) -> JSONValue {
    .object([
      ("title", .string(chapter.title)), ("start", .number(chapter.start)),
      ("end", .number(chapter.end)),
    ])
  }

  func frame(_ query: [String: String]) throws(PreviewRequestError) -> PreviewResponse {
    let index = try PreviewRequestError.integer(query, "f", in: 0...10_000_000)
    let appearance = try PreviewRequestError.appearance(query)
    let bounds = CanvasBounds.scale
    let scale = try PreviewRequestError.number(
      query, "scale", in: Double(bounds.lowerBound)...Double(bounds.upperBound), default: 1)
    let data: Data?
    do {
      data = try scene.frame(index, appearance: appearance, scale: CGFloat(scale))
    } catch let error as PreviewRequestError {
      return .text(400, error.description)
    } catch {
      return .text(500, "the frame could not be drawn: \(error)")
    }
    guard let data else { return .text(404, "the scene has no frames yet") }
    return PreviewResponse(status: 200, contentType: "image/png", body: data)
  }

  func inspect(_ query: [String: String]) throws(PreviewRequestError) -> PreviewResponse {
    let index = try PreviewRequestError.integer(query, "f", in: 0...10_000_000)
    let appearance = try PreviewRequestError.appearance(query)
    guard let player = scene.player(appearance) else {
      return .text(404, "the scene has no frames yet")
    }
    let times = player.frameTimes(fps: player.framesPerSecond)
    let time = times.isEmpty ? 0 : times[min(index, times.count - 1)]
    let list = player.displayList(at: time, scale: 1)
    var views: [JSONValue] = []
    let bezel = list.device?.bezel ?? 0  // the frame moves the canvas into the output
    for (i, stage) in player.stages.enumerated() {
      // Without screens, layer i is collection view i; inside screens they move with them.
      let origin =
        player.director == nil && i < list.layers.count
        ? CGPoint(
          x: bezel + list.layers[i].frame.minX - list.layers[i].contentOffset.x,
          y: bezel + list.layers[i].frame.minY - list.layers[i].contentOffset.y) : nil
      views.append(
        .object([
          ("name", .string(stage.spec.name)),
          ("origin", origin.map { .array([.number($0.x), .number($0.y)]) } ?? .null),
          ("inspect", player.inspect(at: time, collectionView: i)),
        ]))
    }
    return .json(
      JSONValue.object([("time", .number(time)), ("views", .array(views))]).serialized())
  }
}
