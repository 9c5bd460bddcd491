// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelScene
import ReelViews

/// Draws documentation overlays: each overlay as display items in canvas points, for where its
/// target is drawn (the camera applied), how far it is shown and how long it has been.
package struct OverlayItems: Sendable {
  let theme: OverlayTheme
  /// The canvas, canvas points (its origin is 0, 0).
  let canvas: CGRect
  /// The whole output, device frame included, canvas points.
  let output: CGRect
  /// The corner radius of the device's outline (its frame, else its screen), points; 0 without
  /// a device. A spotlight dims the device, not the transparent corners around it.
  package var outputCornerRadius: CGFloat = 0
  /// Where the status bar and home indicator are (a device's safe area), points.
  let safeArea: EdgeInsets
  let layoutDirection: UserInterfaceLayoutDirection

  /// Points between a caption or callout and the canvas's edges.
  static let margin: CGFloat = 16
  /// A pulse's period, seconds, and how much it grows.
  static let pulsePeriod = 1.0
  static let pulseGrowth: CGFloat = 0.06

  /// Overlays in `theme` on a canvas of `canvas` points inside an output covering `output`
  /// (canvas points), kept inside `safeArea`, laid out in `layoutDirection`.
  package init(
    theme: OverlayTheme, canvas: CGSize, output: CGRect, safeArea: EdgeInsets,
    layoutDirection: UserInterfaceLayoutDirection
  ) {
    self.theme = theme
    self.canvas = CGRect(origin: .zero, size: canvas)
    self.output = output
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
  }

  /// `spec`'s items with its target drawn at `target` (nil: none, or not on screen), shown
  /// `amount` (0…1) and for `age` seconds. An overlay whose target is not on screen draws
  /// nothing, except a caption, which then sits on the screen alone.
  package func items(
    for spec: OverlaySpec, target: CGRect?, amount: Double, age: Double
  ) -> [DisplayItem] {
    let alpha = CGFloat(min(max(amount, 0), 1))
    let pulse = spec.pulses ? pulseScale(age: age) : 1
    let name = "overlay:\(spec.id)"
    switch spec.kind {
    case .caption(let title, let body):
      let place = spec.target == nil ? nil : target
      return caption(title: title, body: body, near: place, spec: spec, alpha: alpha, name: name)
    case .callout(let text, let title):
      guard let target else { return [] }
      return callout(text: text, title: title, at: target, spec: spec, alpha: alpha, name: name)
    case .highlight(let glow):
      guard let target else { return [] }
      return [ring(around: target, spec: spec, glow: glow, alpha: alpha, scale: pulse, name: name)]
    case .spotlight:
      guard let target else { return [] }
      return [spotlight(on: target, spec: spec, alpha: alpha, name: name)]
    case .badge(let text):
      guard let target else { return [] }
      return [badge(text, on: target, alpha: alpha, scale: pulse, name: name)]
    }
  }

  /// 1 growing to 1 + `pulseGrowth` and back once a period, smoothly.
  func pulseScale(age: Double) -> CGFloat {
    let phase = age.truncatingRemainder(dividingBy: Self.pulsePeriod) / Self.pulsePeriod
    return 1 + Self.pulseGrowth * CGFloat(0.5 - 0.5 * cos(2 * Double.pi * phase))
  }

  /// A ring `padding` outside the target, in the accent colour; with `glow`, lit around.
  func ring(
    around target: CGRect, spec: OverlaySpec, glow: Bool, alpha: CGFloat, scale: CGFloat,
    name: String
  ) -> DisplayItem {
    let r = target.insetBy(dx: -spec.padding, dy: -spec.padding)
    var style = ItemStyle(
      fill: .clear, cornerRadius: min(10 + spec.padding, min(r.width, r.height) / 2),
      borderWidth: theme.lineWidth, borderColor: theme.accent)
    if glow {
      style.shadow = Shadow(color: theme.accent, opacity: 0.9, radius: 6, offset: .zero)
    }
    return DisplayItem(
      center: CGPoint(x: r.midX, y: r.midY), size: r.size,
      transform: Transform3D(scaleX: Double(scale), y: Double(scale), z: 1), alpha: alpha,
      style: style, identity: name + "/ring")
  }

  /// The whole output dimmed but for a rounded hole `padding` outside the target.
  func spotlight(on target: CGRect, spec: OverlaySpec, alpha: CGFloat, name: String)
    -> DisplayItem
  {
    let hole = target.insetBy(dx: -spec.padding, dy: -spec.padding)
      .offsetBy(dx: -output.minX, dy: -output.minY)
    let radius = min(10 + spec.padding, min(hole.width, hole.height) / 2)
    var shape = ShapeFill(
      path: CornerShape(radius: outputCornerRadius, curve: .continuous)
        .path(in: CGRect(origin: .zero, size: output.size))
        + CornerShape(radius: radius, curve: .continuous).path(in: hole))
    shape.fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: Double(theme.dim))
    shape.fillRule = .evenOdd
    var style = ItemStyle(fill: .clear)
    style.shape = shape
    return DisplayItem(
      center: CGPoint(x: output.midX, y: output.midY), size: output.size, alpha: alpha,
      style: style, identity: name + "/dim")
  }

  /// A round badge on the target's top-leading corner, growing in as it appears.
  func badge(_ text: String, on target: CGRect, alpha: CGFloat, scale: CGFloat, name: String)
    -> DisplayItem
  {
    let side = (theme.fontSize * 1.65).rounded()
    let x = layoutDirection == .rightToLeft ? target.maxX : target.minX
    let properties = TextProperties(
      font: font(size: theme.fontSize * 0.88, weight: .bold), color: theme.text,
      alignment: .center)
    let style = ItemStyle(
      fill: theme.accent, cornerRadius: side / 2, label: text, textProperties: properties)
    let grown = scale * (0.5 + 0.5 * alpha)
    return DisplayItem(
      center: CGPoint(x: x, y: target.minY), size: CGSize(width: side, height: side),
      transform: Transform3D(scaleX: Double(grown), y: Double(grown), z: 1), alpha: alpha,
      style: style, identity: name + "/badge")
  }

  /// The theme's font at `size` and `weight`.
  func font(size: CGFloat, weight: Font.Weight) -> Font {
    Font(family: theme.fontFamily, size: size, weight: weight)
  }
}
