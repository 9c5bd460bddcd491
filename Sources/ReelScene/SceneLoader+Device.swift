// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension SceneLoader {
  /// `device: iPhone 16 Pro`, or `device: {model: …, orientation: portrait|landscape, frame,
  /// statusBar, homeIndicator, time, statusBarStyle: darkContent|lightContent}`.
  static func device(_ value: SceneValue) throws(SceneError) -> DeviceSpec {
    let names = DevicePreset.all.map(\.name).joined(separator: ", ")
    func preset(_ v: SceneValue) throws(SceneError) -> DevicePreset {
      let name = try v.string()
      guard let preset = DevicePreset.named(name) else {
        throw v.error("expected a device (\(names)), found '\(name)'")
      }
      return preset
    }
    if value.isScalar { return DeviceSpec(preset: try preset(value)) }
    let m = try value.mapping(allowed: SceneKeys.device)
    var spec = DeviceSpec(preset: try preset(try m.required("model", "a device (\(names))")))
    if let v = m["orientation"] {
      switch try v.string() {
      case "portrait": spec.landscape = false
      case "landscape": spec.landscape = true
      case let other: throw v.error("expected portrait or landscape, found '\(other)'")
      }
    }
    spec.frame = try m["frame"]?.bool() ?? false
    spec.statusBar = try m["statusBar"]?.bool() ?? true
    spec.homeIndicator = try m["homeIndicator"]?.bool() ?? true
    if let v = m["time"] {
      let time = try v.string()
      guard (1...12).contains(time.count) else {
        throw v.error("expected a short time such as 9:41, found '\(time.prefix(40))'")
      }
      spec.time = time
    }
    if let v = m["statusBarStyle"] {
      let text = try v.string()
      guard let style = DeviceSpec.StatusBarStyle(rawValue: text) else {
        throw v.error("expected darkContent or lightContent, found '\(text)'")
      }
      spec.statusBarStyle = style
    }
    return spec
  }

  /// The part of the device's safe area that a view at `frame` lies under (a full-screen
  /// collection view gets all of it; one below a 100-point header, none of the top).
  static func safeArea(of device: DeviceSpec, over frame: CGRect, canvas: CanvasSpec)
    -> EdgeInsets
  {
    let s = device.safeAreaInsets
    return EdgeInsets(
      top: max(0, s.top - frame.minY), left: max(0, s.left - frame.minX),
      bottom: max(0, s.bottom - (canvas.height - frame.maxY)),
      right: max(0, s.right - (canvas.width - frame.maxX)))
  }
}
