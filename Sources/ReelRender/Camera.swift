// SPDX-License-Identifier: MIT
import Foundation

/// The picture zoomed and panned as a whole (documentation's "camera"): canvas point `focus`
/// is drawn at canvas point `position`, everything around it `zoom` times larger. The output's
/// size does not change; what leaves it is cut off.
public struct Camera: Sendable, Hashable {
  /// How much larger, > 0 (1: as it is).
  public var zoom: CGFloat
  /// The canvas point the camera looks at, points.
  public var focus: CGPoint
  /// Where that point is drawn, canvas points.
  public var position: CGPoint

  /// The whole picture as it is.
  public static let identity = Camera(zoom: 1, focus: .zero, position: .zero)

  /// A camera drawing canvas point `focus` at `position` (points), `zoom` (> 0) times larger.
  public init(zoom: CGFloat, focus: CGPoint, position: CGPoint) {
    self.zoom = zoom
    self.focus = focus
    self.position = position
  }

  /// Whether the camera changes nothing.
  public var isIdentity: Bool { zoom == 1 && focus == position }

  /// Where canvas point `p` is drawn.
  public func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(x: position.x + (p.x - focus.x) * zoom, y: position.y + (p.y - focus.y) * zoom)
  }

  /// Where canvas rectangle `r` is drawn.
  public func apply(_ r: CGRect) -> CGRect {
    let origin = apply(r.origin)
    return CGRect(x: origin.x, y: origin.y, width: r.width * zoom, height: r.height * zoom)
  }

  /// The camera `fraction` (0…1) of the way to `other`.
  public func interpolated(to other: Camera, fraction t: CGFloat) -> Camera {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    return Camera(
      zoom: mix(zoom, other.zoom), focus: mix(focus, other.focus),
      position: mix(position, other.position))
  }
}
