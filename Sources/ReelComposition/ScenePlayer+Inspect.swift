// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelRuntime

extension ScenePlayer {
  /// The state of a collection view at `time` as JSON: time, bounds, content size and every element
  /// (hidden ones included) in drawing order, in content coordinates (points):
  /// `{"time", "bounds": {x, y, width, height}, "contentSize": {width, height}, "elements":
  /// [{category,
  /// kind, section, item, id, center, size, frame, alpha, zIndex, hidden, transform[16]}]}`.
  ///
  /// Scenes with screens also get `"screens": [{screen, frame, alpha, modal, transform[16]}]`,
  /// back to
  /// front (`screen` is null for a dimming view); a scene whose screens hold no collection view has
  /// only `time`, `scene` and `screens`.
  ///
  /// `index` picks the collection view among `stages`; by default the front one on screen (the
  /// first of the scene's, or the one of the screen a hosted controller's code moved to; none
  /// when that screen shows none).
  public func inspect(at time: Double, collectionView index: Int? = nil) -> JSONValue {
    let timeline =
      director?.timeline ?? hosted.flatMap { $0.timeline.transitions.isEmpty ? nil : $0.timeline }
    let screens: [(String, JSONValue)] =
      (timeline.map { [("screens", Self.screens(of: $0, at: time))] } ?? [])
      + inspectOverlays(at: time)
    let shown = index.map { [$0] } ?? stagesOnScreen(at: time)
    guard !stages.isEmpty, let chosen = index ?? (hosted == nil ? 0 : shown.last) else {
      return .object([("time", .number(time)), ("scene", .string(name))] + screens)
    }
    let stage = stages[min(max(chosen, 0), stages.count - 1)]
    let offset = stage.timeline.contentOffset(at: time)
    let size = stage.timeline.boundsSize(at: time)
    let content = stage.timeline.contentSize(at: time)
    let elements = stage.timeline.elements(at: time, includeHidden: true).map {
      element -> JSONValue in
      let a = element.attributes
      let key = element.key
      let center = stage.timeline.presentedPoint(a.center, at: time)
      let frame = a.frame.offsetBy(dx: center.x - a.center.x, dy: 0)
      return .object([
        ("category", .string(key.category.rawValue)),
        ("kind", key.kind.map(JSONValue.string) ?? .null),
        ("section", .number(Double(key.indexPath.first ?? 0))),
        ("item", .number(Double(key.indexPath.count > 1 ? key.indexPath[1] : 0))),
        ("id", .string(element.identity.id)),
        (
          "center",
          .object([("x", .number(Double(center.x))), ("y", .number(Double(center.y)))])
        ),
        (
          "size",
          .object([
            ("width", .number(Double(a.size.width))), ("height", .number(Double(a.size.height))),
          ])
        ),
        ("frame", Self.rect(frame)),
        ("alpha", .number(Double(a.alpha))),
        ("zIndex", .number(Double(a.zIndex))),
        ("hidden", .bool(a.isHidden)),
        ("transform", .array(a.transform3D.rowMajor.map { .number(Double($0)) })),
        ("revision", .number(Double(element.identity.revision))),
        ("disappearing", .bool(element.isDisappearing)),
      ])
    }
    return .object(
      [
        ("time", .number(time)),
        ("scene", .string(name)),
        ("collectionView", .string(stage.spec.name)),
        ("bounds", Self.rect(CGRect(origin: offset, size: size))),
        (
          "contentSize",
          .object([
            ("width", .number(Double(content.width))), ("height", .number(Double(content.height))),
          ])
        ),
        ("elements", .array(elements)),
      ] + screens)
  }

  /// The indices in `stages` of the collection views on screen at `time`, back to front: every
  /// one, except in a hosted controller's scene that moved between screens, whose screens on
  /// screen then show theirs.
  public func stagesOnScreen(at time: Double) -> [Int] {
    guard let hosted, !hosted.timeline.transitions.isEmpty else { return Array(stages.indices) }
    return hosted.timeline.layers(at: time).compactMap { layer in
      guard let stage = layer.screenName.flatMap(hosted.screen(named:))?.stage else { return nil }
      return stages.firstIndex { $0 === stage }
    }
  }

  static func screens(of timeline: ScreenTransitionTimeline, at time: Double) -> JSONValue {
    .array(
      timeline.layers(at: time).map { layer in
        .object([
          ("screen", layer.screenName.map(JSONValue.string) ?? .null),
          ("frame", rect(layer.state.frame)),
          ("alpha", .number(Double(layer.state.alpha))),
          ("modal", .bool(layer.isModal)),
          ("transform", .array(layer.state.transform.rowMajor.map { .number(Double($0)) })),
        ])
      })
  }

  /// With overlays or a camera: `"camera": {zoom, focus: {x, y}, position: {x, y}}` and
  /// `"overlays": [{id, frame}]`, the overlays drawn at `time` and the box of what each draws
  /// (canvas points), in drawing order.
  func inspectOverlays(at time: Double) -> [(String, JSONValue)] {
    guard !overlays.isEmpty else { return [] }
    let list = displayList(at: time)
    func point(_ p: CGPoint) -> JSONValue {
      .object([("x", .number(Double(p.x))), ("y", .number(Double(p.y)))])
    }
    let camera = JSONValue.object([
      ("zoom", .number(Double(list.camera.zoom))), ("focus", point(list.camera.focus)),
      ("position", point(list.camera.position)),
    ])
    var ids: [String] = []
    var boxes: [String: CGRect] = [:]
    for item in list.annotations {
      guard let identity = item.identity, identity.hasPrefix("overlay:"),
        let slash = identity.lastIndex(of: "/")
      else { continue }
      let id = String(identity[identity.index(identity.startIndex, offsetBy: 8)..<slash])
      let box = CGRect(
        x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2,
        width: item.size.width, height: item.size.height)
      if boxes[id] == nil { ids.append(id) }
      boxes[id] = boxes[id].map { $0.union(box) } ?? box
    }
    let shown = ids.map { id in
      JSONValue.object([("id", .string(id)), ("frame", Self.rect(boxes[id]!))])
    }
    return [("camera", camera), ("overlays", .array(shown))]
  }

  static func rect(_ r: CGRect) -> JSONValue {
    .object([
      ("x", .number(Double(r.minX))), ("y", .number(Double(r.minY))),
      ("width", .number(Double(r.width))), ("height", .number(Double(r.height))),
    ])
  }
}
