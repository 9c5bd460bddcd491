// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import ReelViews
import Yams

/// The canvas: size, scale, background, frame rates and length.
extension SceneLoader {
  static func canvas(_ value: SceneValue) throws(SceneError) -> CanvasSpec {
    let m = try value.mapping(allowed: SceneKeys.canvas)
    let device = try canvasDevice(m)
    func side(_ key: String) throws(SceneError) -> CGFloat {
      let v = try m.required(key, "a number of points")
      let side = try v.positive()
      guard CGFloat(side) <= maximumCanvasSide else {
        throw v.error("expected at most \(Int(maximumCanvasSide)) points, found \(side)")
      }
      return CGFloat(side)
    }
    let width: CGFloat
    let height: CGFloat
    if let device {
      (width, height) = (device.size.width, device.size.height)
    } else {
      (width, height) = (try side("width"), try side("height"))
    }
    var duration: Double?
    if let d = m["duration"], !(d.isScalar && (try? d.string()) == "auto") {
      let seconds = try d.nonNegative()
      guard seconds <= 600 else {
        throw d.error("expected auto or at most 600 seconds, found \(seconds)")
      }
      duration = seconds
    }
    let scale: CGFloat =
      try m["scale"].map { v throws(SceneError) -> CGFloat in
        let s = try v.positive()
        guard CanvasBounds.scale.contains(CGFloat(s)) else {
          throw v.error("expected a scale \(CanvasBounds.scaleText), found \(s)")
        }
        return CGFloat(s)
      } ?? device?.preset.scale ?? 1
    func rate(_ key: String, _ fallback: Double, max: Double) throws(SceneError) -> Double {
      guard let v = m[key] else { return fallback }
      let r = try v.positive()
      guard r <= max else {
        throw v.error("expected at most \(Int(max)) frames per second, found \(r)")
      }
      return r
    }
    var canvas = CanvasSpec(
      width: width, height: height, scale: scale,
      background: try m["background"]?.color()
        ?? SystemColors.named("systemBackground", traits: value.context.traits)!,
      fps: try rate("fps", 30, max: CanvasBounds.maximumFPS),
      gifFPS: try rate("gifFps", 50, max: CanvasBounds.maximumGIFFPS),
      duration: duration,
      hold: try m["hold"]?.nonNegative() ?? 0.5)
    (canvas.showTouches, canvas.touchStyle) = try touchStyle(m["showTouches"])
    canvas.device = device
    return canvas
  }

  /// `device`, refused together with a size (the device sets it).
  static func canvasDevice(_ m: SceneMapping) throws(SceneError) -> DeviceSpec? {
    guard let v = m["device"] else { return nil }
    let device = try Self.device(v)
    if let given = m["width"] ?? m["height"] {
      throw given.error(
        """
        the device (\(device.preset.name)) sets the canvas size: remove width and height, or \
        the device
        """)
    }
    return device
  }
}
