// SPDX-License-Identifier: MIT
import Foundation

extension View {
  /// `point` in this view's bounds coordinates, in its superview's: through its bounds origin,
  /// its transform about its centre, and its centre.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
    let moved = transform.apply(to: local)
    return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
  }

  /// `point` in the superview's coordinates, in this view's bounds coordinates.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let local = transform.inverted().apply(
      to: CGPoint(x: point.x - center.x, y: point.y - center.y))
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  /// `point` in the coordinates of the hierarchy's root (its topmost superview).
  func pointInRoot(_ point: CGPoint) -> (point: CGPoint, root: View) {
    var point = point
    var view = self
    while let parent = view.superview {
      point = view.pointInSuperview(point)
      view = parent
    }
    return (point, view)
  }

  /// `point`, given in the root's coordinates, in this view's.
  func pointFromRoot(_ point: CGPoint) -> CGPoint {
    guard let parent = superview else { return point }
    return pointFromSuperview(parent.pointFromRoot(point))
  }

  /// `point` (this view's coordinates) in `view`'s; nil converts to the root's (the window's on
  /// iOS). Views in different hierarchies share no coordinates: the point is returned as it is.
  /// Mirrors `convert(_:to:)`.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let (inRoot, root) = pointInRoot(point)
    guard let view else { return inRoot }
    guard view.pointInRoot(.zero).root === root else { return point }
    return view.pointFromRoot(inRoot)
  }

  /// `point` (`view`'s coordinates; nil: the root's) in this view's. Mirrors
  /// `convert(_:from:)`.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    guard let view else { return pointFromRoot(point) }
    return view.convert(point, to: self)
  }

  /// `rect` (this view's coordinates) in `view`'s: the box around its converted corners.
  /// Mirrors `convert(_:to:)`.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    Self.box(around: corners(of: rect).map { convert($0, to: view) })
  }

  /// `rect` (`view`'s coordinates) in this view's. Mirrors `convert(_:from:)`.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    Self.box(around: corners(of: rect).map { convert($0, from: view) })
  }

  private func corners(of rect: CGRect) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
  }

  private static func box(around points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
