// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

/// A frame source whose frames are painted over a matte colour (`--background`): a device's
/// corners and surroundings, and a transparent canvas, show it instead of transparency (video
/// has none: it showed white; GIF keeps one colour of it).
struct MattedSource: FrameSource {
  let source: any FrameSource
  let matte: RGBAColor

  var name: String { source.name }
  var canvasSize: CGSize { source.canvasSize }
  var scale: CGFloat { source.scale }
  /// The canvas's background over the matte (Porter–Duff "over").
  var background: RGBAColor {
    let b = source.background
    let under = matte.alpha * (1 - b.alpha)
    let alpha = b.alpha + under
    guard alpha > 0 else { return b }
    func mix(_ top: Double, _ bottom: Double) -> Double { (top * b.alpha + bottom * under) / alpha }
    return RGBAColor(
      red: mix(b.red, matte.red), green: mix(b.green, matte.green),
      blue: mix(b.blue, matte.blue), alpha: alpha)
  }
  var framesPerSecond: Double { source.framesPerSecond }
  var gifFramesPerSecond: Double { source.gifFramesPerSecond }
  var duration: Double { source.duration }
  var moments: [FrameMoment] { source.moments }
  var spans: [FrameSpan] { source.spans }

  func displayList(at time: Double, scale: CGFloat?) -> DisplayList {
    var list = source.displayList(at: time, scale: scale)
    list.matte = matte
    return list
  }

  func layoutText(at time: Double) -> String { source.layoutText(at: time) }
}

extension RenderOptions {
  /// A matte colour as `--background` takes it: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a UIKit
  /// colour name (in light mode); nil when it is none of these.
  public static func matte(_ text: String) -> RGBAColor? {
    SystemColors.named(text, traits: .standard) ?? RGBAColor(string: text)
  }
}
