// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry

extension SceneLoader {
  static let animatorTypes = ["slide", "growModal", "keyframes"]

  /// A screen step whose action key is `key` (push, pop, present, dismiss, selectTab, edgePan).
  static func screenStep(_ m: SceneMapping, key: String) throws(SceneError) -> ScreenStepSpec {
    let v = m[key]!
    let kind: ScreenStepSpec.Kind
    switch key {
    case "push": kind = .push(try v.string())
    case "present": kind = .present(try v.string())
    case "selectTab": kind = .selectTab(try v.int(in: 0...64))
    case "edgePan":
      let pm = try v.mapping(allowed: ["points", "duration"])
      let pointsValue = try pm.required(
        "points", "a list of finger locations [x, y] in canvas points (at least two)")
      let points = try pointsValue.list().map { p throws(SceneError) in try p.point() }
      guard points.count >= 2 else {
        throw pointsValue.error("expected at least two finger locations, found \(points.count)")
      }
      kind = .edgePan(points, duration: try pm.required("duration", "seconds").seconds(atMost: 60))
    default:
      guard try v.bool() else { throw v.error("expected true") }
      kind = key == "pop" ? .pop : .dismiss
    }
    let interactive = try m["interactive"]?.bool() ?? false
    var alongside: [AlongsideSpec] = []
    if let a = m["alongside"] {
      let am = try a.mapping(allowed: a.mappingKeys)
      for id in am.keys {
        let box = try am[id]!.mapping(allowed: ["frame", "alpha", "fill"])
        alongside.append(
          AlongsideSpec(
            boxID: id, frame: try box["frame"]?.rect(),
            alpha: try box["alpha"].map { v throws(SceneError) in try unit(v) },
            fill: try box["fill"]?.color()))
      }
    }
    return ScreenStepSpec(
      kind, animator: try m["transition"].map { v throws(SceneError) in try animator(v) },
      isInteractive: interactive, alongside: alongside)
  }

  /// `slide`, `growModal`, or a mapping with `type` and that animator's parameters.
  static func animator(_ value: SceneValue) throws(SceneError) -> AnimatorSpec {
    if value.isScalar {
      switch try value.choice(["slide", "growModal"]) {
      case "slide": return .slide(SlideTransitionAnimator())
      default: return .growModal(GrowModalTransitionAnimator())
      }
    }
    let any = try value.mapping(allowed: [
      "type", "duration", "curve", "parallax", "sizeRatio", "dimming", "from", "to",
      "incomingOnTop",
    ])
    let type = try any.required("type", "slide, growModal or keyframes").choice(animatorTypes)
    let allowed: [String: [String]] = [
      "slide": ["parallax", "curve"], "growModal": ["sizeRatio", "dimming"],
      "keyframes": ["curve", "from", "to", "incomingOnTop"],
    ]
    let m = try value.mapping(allowed: ["type", "duration"] + allowed[type]!)
    let duration =
      try m["duration"].map { v throws(SceneError) -> Double in
        let d = try v.nonNegative()
        guard d <= 60 else { throw v.error("expected at most 60 seconds, found \(d)") }
        return d
      } ?? 0.5
    let curve = try m["curve"].map { v throws(SceneError) in try v.timingCurve() } ?? .easeInEaseOut
    switch type {
    case "slide":
      return .slide(
        SlideTransitionAnimator(
          duration: duration,
          parallax: try m["parallax"].map { v throws(SceneError) in try unit(v) } ?? 0.3,
          curve: curve))
    case "growModal":
      return .growModal(
        GrowModalTransitionAnimator(
          duration: duration,
          sizeRatio: try m["sizeRatio"].map { v throws(SceneError) in try unit(v) } ?? 2.0 / 3.0,
          dimmingOpacity: try m["dimming"].map { v throws(SceneError) in try unit(v) } ?? 0.5))
    default:
      func frames(_ key: String) throws(SceneError) -> [KeyframeTransitionAnimator.Keyframe] {
        try m[key].map { v throws(SceneError) in
          try v.list().map { k throws(SceneError) in try keyframe(k) }
        } ?? []
      }
      return .keyframes(
        KeyframeTransitionAnimator(
          duration: duration, curve: curve, fromKeyframes: try frames("from"),
          toKeyframes: try frames("to"),
          incomingOnTop: try m["incomingOnTop"]?.bool() ?? true))
    }
  }

  /// `{time: 0…1, transform, alpha, frame}`.
  static func keyframe(_ value: SceneValue) throws(SceneError)
    -> KeyframeTransitionAnimator.Keyframe
  {
    let m = try value.mapping(allowed: ["time", "transform", "alpha", "frame"])
    return KeyframeTransitionAnimator.Keyframe(
      relativeTime: Double(try unit(try m.required("time", "a fraction of the transition, 0…1"))),
      transform: try m["transform"].map { v throws(SceneError) in try transform(v) } ?? .identity,
      alpha: try m["alpha"].map { v throws(SceneError) in try unit(v) } ?? 1,
      frame: try m["frame"]?.rect())
  }

  /// `{scale, rotate, rotateX, rotateY, translate, perspective}`: scale, then the rotations
  /// (degrees;
  /// x, y, then z), then the translation (points), seen with `m34 = −1/perspective` — all about the
  /// screen's centre.
  static func transform(_ value: SceneValue) throws(SceneError) -> Transform3D {
    let m = try value.mapping(allowed: [
      "scale", "rotate", "rotateX", "rotateY", "translate", "perspective",
    ])
    var t = Transform3D.identity
    if let s = m["scale"] {
      let size = s.isScalar ? CGSize(width: try s.cgFloat(), height: try s.cgFloat()) : try s.size()
      t = t.concatenating(Transform3D(scaleX: size.width, y: size.height, z: 1))
    }
    for (key, axis) in [("rotateX", (1, 0, 0)), ("rotateY", (0, 1, 0)), ("rotate", (0, 0, 1))] {
      guard let degrees = try m[key]?.cgFloat() else { continue }
      t = t.concatenating(
        Transform3D(
          rotationAngle: degrees * .pi / 180, x: CGFloat(axis.0), y: CGFloat(axis.1),
          z: CGFloat(axis.2)))
    }
    if let p = try m["translate"]?.point() {
      t = t.concatenating(Transform3D(translationX: p.x, y: p.y, z: 0))
    }
    if let d = m["perspective"] {
      var perspective = Transform3D.identity
      perspective.m34 = -1 / CGFloat(try d.positive())
      t = t.concatenating(perspective)
    }
    return t
  }
}
