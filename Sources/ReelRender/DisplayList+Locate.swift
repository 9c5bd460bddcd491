// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension DisplayList {
  /// Where the front-most drawn item whose identity `matches` is, in canvas points, as drawn:
  /// moved by its collection view's scroll, its own transform and its screen's frame and
  /// transform (the bounding box of the affine parts; perspective is left out). Nil when no such
  /// item is drawn. The camera is not applied.
  public func canvasFrameOfItem(where matches: (String) -> Bool) -> CGRect? {
    canvasFrame { item in
      guard let identity = item.identity, matches(identity) else { return nil }
      return CGRect(origin: .zero, size: item.size)
    }
  }

  /// Where a part of the front-most drawn item that has one is, in canvas points, as drawn (see
  /// `canvasFrameOfItem(where:)`): `part` gives the part's rectangle in the item's own coordinates
  /// (points from its top-left corner, before its transform), or nil when the item has none.
  public func canvasFrame(of part: (DisplayItem) -> CGRect?) -> CGRect? {
    for screen in screens.reversed() where screen.isVisible {
      let inScreen =
        Self.frame(in: screen.overlays, origin: .zero, part)
        ?? Self.frame(in: screen.layers, part)
        ?? Self.frame(in: screen.items, origin: .zero, part)
      guard let r = inScreen else { continue }
      let f = screen.frame
      let centered = r.offsetBy(dx: -f.width / 2, dy: -f.height / 2)
      return Self.boundingBox(of: centered, transformedBy: screen.transform)
        .offsetBy(dx: f.midX, dy: f.midY)
    }
    return Self.frame(in: overlays, origin: .zero, part) ?? Self.frame(in: layers, part)
  }

  /// The front-most part among `layers`' items (the layers' own coordinates).
  static func frame(in layers: [DisplayLayer], _ part: (DisplayItem) -> CGRect?) -> CGRect? {
    for layer in layers.reversed() {
      let origin = CGPoint(
        x: layer.frame.minX - layer.contentOffset.x, y: layer.frame.minY - layer.contentOffset.y)
      if let r = frame(in: layer.items + layer.overlays, origin: origin, part) { return r }
    }
    return nil
  }

  /// The front-most part among `items`, drawn with their centres offset by `origin`.
  static func frame(
    in items: [DisplayItem], origin: CGPoint, _ part: (DisplayItem) -> CGRect?
  ) -> CGRect? {
    for item in items.reversed() where item.isVisible {
      guard let local = part(item) else { continue }
      let box = local.offsetBy(dx: -item.size.width / 2, dy: -item.size.height / 2)
      return boundingBox(of: box, transformedBy: item.transform)
        .offsetBy(dx: origin.x + item.center.x, dy: origin.y + item.center.y)
    }
    return nil
  }

  /// The bounding box of `r` (about the origin) under `t`'s affine part.
  static func boundingBox(of r: CGRect, transformedBy t: Transform3D) -> CGRect {
    guard !t.isIdentity else { return r }
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { p in
      CGPoint(
        x: p.x * CGFloat(t.m11) + p.y * CGFloat(t.m21) + CGFloat(t.m41),
        y: p.x * CGFloat(t.m12) + p.y * CGFloat(t.m22) + CGFloat(t.m42))
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}
