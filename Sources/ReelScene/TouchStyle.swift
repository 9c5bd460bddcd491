// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// How a scene's fingers are drawn (`canvas.showTouches` as a mapping): a translucent circle,
/// as iOS's screen recordings show touches, that glides from one touch to the next.
public struct TouchStyle: Sendable, Hashable {
  /// The circle's diameter, points, 8…200. Default 44 (a fingertip; Apple's minimum target).
  public var size: CGFloat = 44
  /// Its fill. Default grey at 45 %.
  public var color = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.45)
  /// Its 2-point ring. Default white at 80 %.
  public var borderColor = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.8)
  /// Whether a moving finger leaves fading circles behind it. Default false.
  public var trail = false
  /// Seconds a finger takes at most to glide, hovering, from where the last touch lifted to
  /// where the next one lands (0: each touch appears where it lands), 0…2. Default 0.3.
  public var travel = 0.3
  /// Whether touches are drawn as iPadOS's pointer (`pointer: true`): a 19-point dark disc that
  /// glides between clicks at full strength, shrinks to 80 % while pressed, and stays where it
  /// clicked (fading after `pointerRest` seconds) instead of lifting away.
  public var isPointer = false

  /// How long an iPad pointer stays after its last click before it fades, seconds.
  public static let pointerRest = 2.0

  /// iPadOS's pointer: 19 points across, grey at 60 %, a faint white ring, a longer glide.
  public static var pointer: TouchStyle {
    var style = TouchStyle()
    style.size = 19
    style.color = RGBAColor(red: 0.35, green: 0.35, blue: 0.37, alpha: 0.6)
    style.borderColor = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35)
    style.travel = 0.5
    style.isPointer = true
    return style
  }

  /// The default look (above).
  public init() {}
}

extension SceneLoader {
  /// `showTouches: true | false | {size, color, borderColor, trail, travel, pointer}`.
  static func touchStyle(_ value: SceneValue?) throws(SceneError) -> (Bool, TouchStyle) {
    guard let value else { return (false, TouchStyle()) }
    guard value.isMapping else { return (try value.bool(), TouchStyle()) }
    let m = try value.mapping(
      allowed: ["size", "color", "borderColor", "trail", "travel", "pointer"])
    var style = try m["pointer"]?.bool() == true ? TouchStyle.pointer : TouchStyle()
    if let v = m["size"] { style.size = CGFloat(try v.double(in: 8...200)) }
    if let v = m["color"] { style.color = try v.color() }
    if let v = m["borderColor"] { style.borderColor = try v.color() }
    if let v = m["trail"] { style.trail = try v.bool() }
    if let v = m["travel"] { style.travel = try v.double(in: 0...2) }
    return (true, style)
  }
}
