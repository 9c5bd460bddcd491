// SPDX-License-Identifier: MIT
import Foundation
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
  public func inspect(at time: Double, collectionView index: Int = 0) -> JSONValue {
    let screens: [(String, JSONValue)] =
      director.map { [("screens", Self.screens(of: $0, at: time))] } ?? []
    guard !stages.isEmpty else {
      return .object([("time", .number(time)), ("scene", .string(name))] + screens)
    }
    let stage = stages[min(max(index, 0), stages.count - 1)]
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

  static func screens(of director: ScreenDirector, at time: Double) -> JSONValue {
    .array(
      director.timeline.layers(at: time).map { layer in
        .object([
          ("screen", layer.screenName.map(JSONValue.string) ?? .null),
          ("frame", rect(layer.state.frame)),
          ("alpha", .number(Double(layer.state.alpha))),
          ("modal", .bool(layer.isModal)),
          ("transform", .array(layer.state.transform.rowMajor.map { .number(Double($0)) })),
        ])
      })
  }

  static func rect(_ r: CGRect) -> JSONValue {
    .object([
      ("x", .number(Double(r.minX))), ("y", .number(Double(r.minY))),
      ("width", .number(Double(r.width))), ("height", .number(Double(r.height))),
    ])
  }
}
