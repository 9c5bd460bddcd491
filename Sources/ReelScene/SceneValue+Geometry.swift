// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

extension SceneValue {
  /// `[width, height]` or `{width, height}`; both ≥ 0.
  public func size() throws(SceneError) -> CGSize {
    let (w, h) = try pair(["width", "height"], "a size [width, height]")
    guard try w.double() >= 0 else {
      throw w.error("expected a width ≥ 0, found \(try w.double())")
    }
    guard try h.double() >= 0 else {
      throw h.error("expected a height ≥ 0, found \(try h.double())")
    }
    return CGSize(width: try w.cgFloat(), height: try h.cgFloat())
  }

  /// `[x, y]` or `{x, y}`.
  public func point() throws(SceneError) -> CGPoint {
    let (x, y) = try pair(["x", "y"], "a point [x, y]")
    return CGPoint(x: try x.cgFloat(), y: try y.cgFloat())
  }

  /// `[x, y, width, height]` or `{x, y, width, height}`; sizes ≥ 0.
  public func rect() throws(SceneError) -> CGRect {
    let parts: [SceneValue]
    if isSequence {
      parts = try list()
      guard parts.count == 4 else {
        throw error("expected a rectangle [x, y, width, height], found a list of \(parts.count)")
      }
    } else if isMapping {
      let m = try mapping(allowed: ["x", "y", "width", "height"])
      parts = [
        try m.required("x", "a number"), try m.required("y", "a number"),
        try m.required("width", "a number ≥ 0"), try m.required("height", "a number ≥ 0"),
      ]
    } else {
      throw error("expected a rectangle [x, y, width, height], found \(kindName)")
    }
    return CGRect(
      x: try parts[0].cgFloat(), y: try parts[1].cgFloat(),
      width: CGFloat(try parts[2].nonNegative()), height: CGFloat(try parts[3].nonNegative()))
  }

  /// One number for all edges, `[top, left, bottom, right]`, or `{top, left, bottom, right}`
  /// (missing edges 0).
  public func insets() throws(SceneError) -> EdgeInsets {
    if isScalar { return EdgeInsets(all: try cgFloat()) }
    if isSequence {
      let parts = try list()
      guard parts.count == 4 else {
        throw error("expected insets [top, left, bottom, right], found a list of \(parts.count)")
      }
      return EdgeInsets(
        top: try parts[0].cgFloat(), left: try parts[1].cgFloat(), bottom: try parts[2].cgFloat(),
        right: try parts[3].cgFloat())
    }
    let m = try mapping(allowed: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try m["top"]?.cgFloat() ?? 0, left: try m["left"]?.cgFloat() ?? 0,
      bottom: try m["bottom"]?.cgFloat() ?? 0, right: try m["right"]?.cgFloat() ?? 0)
  }

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a UIKit colour name (`systemBlue`, `label`, resolved for
  /// the scene's appearance) or `{light: …, dark: …}`.
  public func color() throws(SceneError) -> RGBAColor {
    if isMapping {
      let m = try mapping(allowed: ["light", "dark"])
      let light = try m.required("light", "the colour in light mode").color()
      let dark = try m.required("dark", "the colour in dark mode").color()
      return DynamicColor(light: light, dark: dark).resolvedColor(with: context.traits)
    }
    let text = try string()
    if let named = SystemColors.named(text, traits: context.traits) { return named }
    guard let color = RGBAColor(string: text) else {
      let hint =
        SceneHints.hexForCSS(text).map { " (CSS colours are not read: write \"\($0)\")" }
        ?? suggestion(for: text, among: SystemColors.names)
      throw error(
        """
        expected a colour such as \"#FF9500\", \"#FF950080\", systemBlue or {light: …, dark: …}, \
        found '\(text)'\(hint)
        """
      )
    }
    return color
  }

  private func pair(_ names: [String], _ expected: String) throws(SceneError) -> (
    SceneValue, SceneValue
  ) {
    if isSequence {
      let parts = try list()
      guard parts.count == 2 else {
        throw error("expected \(expected), found a list of \(parts.count)")
      }
      return (parts[0], parts[1])
    }
    guard isMapping else { throw error("expected \(expected), found \(kindName)") }
    let m = try mapping(allowed: names)
    return (try m.required(names[0], "a number"), try m.required(names[1], "a number"))
  }
}
