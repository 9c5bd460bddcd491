// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `CGPath`: an outline made of lines and cubic curves, in points (y down) — what
/// `BezierPath.cgPath` gives and `Layer.shadowPath` takes.
public struct Path: Hashable, Sendable {
  /// The outline's elements in order; quadratic curves and arcs are stored as cubics.
  public var elements: [PathElement]

  /// A path of `elements`; empty by default.
  public init(elements: [PathElement] = []) { self.elements = elements }

  /// `CGPath(rect:transform:)`: the rectangle, clockwise from its top-left corner.
  public init(rect: CGRect) {
    elements = CornerShape(radius: 0).path(in: rect.standardized)
  }

  /// `CGPath(ellipseIn:transform:)`: the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    elements = PathElement.ellipse(in: rect.standardized)
  }

  /// Whether the path has no elements (`isEmpty`).
  public var isEmpty: Bool { elements.isEmpty }

  /// `boundingBox`: the smallest rectangle holding every point, control points included;
  /// `.null` for an empty path.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let a, let b, let p): points += [a, b, p]
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
    return box
  }

  /// The path with every point moved by `transform`.
  public func applying(_ transform: Transform2D) -> Path {
    let map = { (p: CGPoint) in p.applying(transform) }
    return Path(
      elements: elements.map { element in
        switch element {
        case .move(let p): return .move(map(p))
        case .line(let p): return .line(map(p))
        case .curve(let a, let b, let p): return .curve(map(a), map(b), map(p))
        case .close: return .close
        }
      })
  }
}
