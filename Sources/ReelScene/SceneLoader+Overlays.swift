// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming
import ReelViews

/// `overlays:`, `theme:` and the steps that show them and move the camera.
extension SceneLoader {
  /// The keys that name an overlay's kind; each overlay has exactly one.
  static let overlayKindKeys = ["caption", "callout", "highlight", "spotlight", "badge"]
  /// Every key an overlay may have.
  static let overlayKeys =
    overlayKindKeys + ["body", "title", "glow", "anchor", "placement", "padding", "pulse"]
  /// The most overlays a scene declares (each is drawn in every frame it shows).
  static let maximumOverlays = 1000
  /// `theme:`.
  static let themeKeys = [
    "accent", "background", "text", "dim", "lineWidth", "cornerRadius", "fontSize", "fontFamily",
  ]

  /// `show:`, `hide:` (an overlay's id or a list of them; `hide: all`) and `camera:`.
  static let overlayKinds: [StepKind] = [
    StepKind("show", keys: ["show"], timing: AnimationTiming(duration: 0.25)) {
      m, _ throws(SceneError) in .overlays(show: true, ids: try overlayIDs(m["show"]!))
    },
    StepKind("hide", keys: ["hide"], timing: AnimationTiming(duration: 0.25)) {
      m, _ throws(SceneError) in
      let v = m["hide"]!
      if v.isScalar, (try? v.string()) == "all" { return .overlays(show: false, ids: []) }
      return .overlays(show: false, ids: try overlayIDs(v))
    },
    StepKind("camera", keys: ["camera"], timing: AnimationTiming(duration: 0.6)) {
      m, _ throws(SceneError) in .camera(try camera(m["camera"]!))
    },
    StepKind("change", keys: ["change"], timing: AnimationTiming(duration: 0.25)) {
      m, _ throws(SceneError) in .change(try contentChange(m["change"]!))
    },
  ]

  /// `overlays: {id: {caption: …} …}`, in the order written (back to front).
  static func overlays(_ value: SceneValue) throws(SceneError) -> [OverlaySpec] {
    let m = try value.mapping(allowed: value.mappingKeys)
    guard m.keys.count <= maximumOverlays else {
      throw value.error("expected at most \(maximumOverlays) overlays, found \(m.keys.count)")
    }
    var result: [OverlaySpec] = []
    for id in m.keys {
      let v = m[id]!
      let read = try v.recovering { v throws(SceneError) in try overlay(id: id, v) }
      if let read { result.append(read) }
    }
    return result
  }

  /// One overlay: one kind key, what it is on and how it sits.
  static func overlay(id: String, _ value: SceneValue) throws(SceneError) -> OverlaySpec {
    let m = try value.mapping(allowed: overlayKeys)
    let kinds = m.keys.filter(overlayKindKeys.contains)
    guard kinds.count == 1, let key = kinds.first else {
      let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
      throw value.error(
        "expected exactly one of \(overlayKindKeys.joined(separator: ", ")), found \(found)")
    }
    let v = m[key]!
    var target = try m["anchor"].map { v throws(SceneError) in try elementTarget(v) }
    let kind: OverlaySpec.Kind
    switch key {
    case "caption":
      kind = .caption(title: try v.text(), body: try m["body"]?.text())
    case "callout":
      kind = .callout(text: try v.text(), title: try m["title"]?.text())
    case "badge":
      kind = .badge(try v.text())
    default:
      // A ring or spotlight names its target as its value.
      if let anchor = m["anchor"] {
        throw anchor.error("\(key) names its target itself: \(key): item")
      }
      target = try elementTarget(v)
      kind = key == "spotlight" ? .spotlight : .highlight(glow: try m["glow"]?.bool() ?? false)
    }
    if target == nil, key == "callout" || key == "badge" {
      throw value.error(
        "a \(key) points at something: add anchor: with an item id or [section, item]")
    }
    for k in ["body", "title", "glow"] where m[k] != nil {
      let owner = ["body": "caption", "title": "callout", "glow": "highlight"][k]!
      if owner != key { throw m[k]!.error("\(k) belongs to a \(owner), not a \(key)") }
    }
    var spec = OverlaySpec(id: id, kind: kind, target: target, location: value.location)
    if let v = m["placement"] { spec.placement = try StylePatch.choice(v, OverlayPlacement.self) }
    if let v = m["padding"] { spec.padding = CGFloat(try v.double(in: -50...100)) }
    if let v = m["pulse"] { spec.pulses = try v.bool() }
    return spec
  }

  /// An item id, `[section, item]`, `{item, collectionView}` or `{rect: [x, y, width, height]}`.
  /// `extra` keys may stand beside the target's (a tap's `push`); the caller reads them.
  static func elementTarget(_ value: SceneValue, allowing extra: [String] = []) throws(SceneError)
    -> ElementTarget
  {
    guard value.isMapping else { return .item(try itemReference(value), collectionView: nil) }
    let m = try value.mapping(allowed: ["item", "collectionView", "rect"] + extra)
    if let rect = m["rect"] {
      if let other = m["item"] ?? m["collectionView"] {
        throw other.error("a rect stands alone: give a rect or an item")
      }
      return .rect(try rect.rect())
    }
    let item = try m.required("item", "an item id or [section, item], or a rect")
    return .item(try itemReference(item), collectionView: try m["collectionView"]?.string())
  }

  /// One id or a list of them.
  static func overlayIDs(_ value: SceneValue) throws(SceneError) -> [String] {
    let ids =
      value.isSequence
      ? try value.list().map { v throws(SceneError) in try v.text() }
      : [try value.text()]
    guard !ids.isEmpty else { throw value.error("expected an overlay's id or a list of them") }
    return ids
  }

  /// `camera: {focus, zoom, center}` or `camera: reset`.
  static func camera(_ value: SceneValue) throws(SceneError) -> CameraSpec {
    if value.isScalar {
      guard try value.string() == "reset" else {
        throw value.error("expected reset or a mapping with focus and zoom")
      }
      return CameraSpec(focus: nil)
    }
    let m = try value.mapping(allowed: ["focus", "zoom", "center"])
    let focus = try m["focus"].map { v throws(SceneError) in try elementTarget(v) }
    var spec = CameraSpec(focus: focus)
    spec.zoom = try m["zoom"].map { v throws(SceneError) in CGFloat(try v.double(in: 1...8)) }
    spec.centers = try m["center"]?.bool() ?? false
    if spec.focus == nil, let v = m["zoom"] ?? m["center"] {
      throw v.error("a zoom needs a focus: an item id, [section, item] or {rect: […]}")
    }
    return spec
  }

  /// `theme: {accent, background, text, dim, lineWidth, cornerRadius, fontSize, fontFamily}`.
  static func overlayTheme(_ value: SceneValue) throws(SceneError) -> OverlayTheme {
    let m = try value.mapping(allowed: themeKeys)
    var theme = OverlayTheme()
    if let v = m["accent"] { theme.accent = try v.color() }
    if let v = m["background"] { theme.background = try v.color() }
    if let v = m["text"] { theme.text = try v.color() }
    if let v = m["dim"] { theme.dim = CGFloat(try v.double(in: 0...1)) }
    if let v = m["lineWidth"] { theme.lineWidth = CGFloat(try v.double(in: 0.5...20)) }
    if let v = m["cornerRadius"] { theme.cornerRadius = CGFloat(try v.double(in: 0...40)) }
    if let v = m["fontSize"] { theme.fontSize = CGFloat(try v.double(in: 6...96)) }
    if let v = m["fontFamily"] { theme.fontFamily = try v.text() }
    return theme
  }
}
