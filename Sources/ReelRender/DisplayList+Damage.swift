// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension DisplayList {
  /// Pixels a damage rectangle is grown by on every side: antialiasing, and the rounding of ink
  /// measured at one position and drawn at another.
  public static let damageOutset = 2

  /// The pixels of this frame that can differ from `previous`: the old and new bounds of every
  /// element whose drawing changed (or whose place in the drawing order did), as a few
  /// rectangles. Drawing only those over `previous`'s pixels gives this frame exactly.
  ///
  /// - Parameter ink: the rectangle an element of a style and size can draw into (shadow, border,
  ///   text running past its bounds) at `scale` pixels per point: points relative to its centre,
  ///   before its transform; `.null` when it draws nothing.
  /// - Returns: `[]` when nothing can differ; nil when the whole frame must be drawn again —
  ///   the canvas, scale, background or device changed, screens are shown (drawn as wholes), the
  ///   camera zooms or pans, an element reads what is under it, or the changes cover most of the
  ///   frame.
  public func damage(
    since previous: DisplayList, ink: (ItemStyle, CGSize, CGFloat) -> CGRect
  ) -> [PixelRect]? {
    guard size == previous.size, scale == previous.scale, background == previous.background,
      device == previous.device, matte == previous.matte, screens.isEmpty,
      previous.screens.isEmpty,
      camera.isIdentity, previous.camera.isIdentity
    else { return nil }
    if self == previous { return [] }
    if scrollsMostOfTheFrame(since: previous) { return nil }
    let old = previous.paintRecords()
    let new = paintRecords()
    let (keptOld, keptNew) = PaintRecord.kept(old, new)
    var rects: [PixelRect] = []
    for (records, kept) in [(old, keptOld), (new, keptNew)] {
      for (record, isKept) in zip(records, kept) where !isKept {
        guard let bounds = bounds(of: record, ink: ink) else { return nil }
        if let rect = bounds { rects.append(rect) }
      }
    }
    // Unchanged elements are drawn again in the damaged regions: each must be drawable there.
    if !rects.isEmpty, new.contains(where: \.needsWholeFrame) { return nil }
    let merged = PixelRect.merged(rects, gap: 16, limit: 16)
    let area = merged.reduce(0) { $0 + $1.area }
    return area * 2 > pixelWidth * pixelHeight ? nil : merged
  }

  /// Whether a layer covering more than half the frame has scrolled and holds visible items:
  /// every one of them then moves, old and new places both damaged, so the frame is drawn whole
  /// without measuring each (nil is always a correct damage; this only saves the measuring).
  func scrollsMostOfTheFrame(since previous: DisplayList) -> Bool {
    guard layers.count == previous.layers.count else { return false }
    let half = CGFloat(pixelWidth * pixelHeight) / 2
    return zip(layers, previous.layers).contains { new, old in
      new.contentOffset != old.contentOffset
        && new.frame.width * new.frame.height * scale * scale > half
        && (new.items.contains(where: \.isVisible) || old.items.contains(where: \.isVisible))
    }
  }

  /// Every drawing operation of the frame in order: layer backgrounds, elements and overlays, each
  /// with the origin and clip it is drawn with (canvas points).
  func paintRecords() -> [PaintRecord] {
    var records: [PaintRecord] = []
    for layer in layers {
      let clip = layer.clipsToBounds ? layer.frame : nil
      if let background = layer.background {
        records.append(PaintRecord(kind: .fill(layer.frame, background), origin: .zero, clip: clip))
      }
      let origin = CGPoint(
        x: layer.frame.minX - layer.contentOffset.x, y: layer.frame.minY - layer.contentOffset.y)
      for item in layer.items + layer.overlays where item.isVisible {
        records.append(PaintRecord(kind: .item(item), origin: origin, clip: clip))
      }
    }
    for item in overlays + annotations where item.isVisible {
      records.append(PaintRecord(kind: .item(item), origin: .zero, clip: nil))
    }
    return records
  }

  /// The pixels `record` can touch: nil (the outer optional) when they cannot be bounded
  /// (perspective is drawn pixel by pixel, past any clip), nil inside when none.
  func bounds(
    of record: PaintRecord, ink: (ItemStyle, CGSize, CGFloat) -> CGRect
  ) -> PixelRect?? {
    var rect: CGRect
    switch record.kind {
    case .fill(let frame, _):
      rect = frame
    case .item(let item):
      guard item.transform.isPlanarAffine else { return .none }
      let extent = ink(item.style, item.size, scale)
      guard !extent.isNull else { return .some(nil) }
      rect = extent.applying(item.transform, about: item.center)
        .offsetBy(dx: record.origin.x, dy: record.origin.y)
    }
    // Ink that cannot be measured, or a transform past any size: assume the whole frame.
    guard [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else {
      return .none
    }
    if let clip = record.clip { rect = rect.intersection(clip) }
    if device != nil { rect = rect.intersection(CGRect(origin: .zero, size: size)) }
    guard !rect.isNull, !rect.isEmpty else { return .some(nil) }
    let offset = device?.screen(size).origin ?? .zero
    let pixels = CGRect(
      x: (rect.minX + offset.x) * scale, y: (rect.minY + offset.y) * scale,
      width: rect.width * scale, height: rect.height * scale)
    return .some(
      PixelRect(
        covering: pixels, outset: Self.damageOutset, width: pixelWidth, height: pixelHeight))
  }
}

extension CGRect {
  /// The bounding box of this rectangle (relative to a centre) moved by `t`'s affine part and
  /// then to `center`.
  func applying(_ t: Transform3D, about center: CGPoint) -> CGRect {
    let corners = [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)].map { x, y in
      (t.m11 * x + t.m21 * y + t.m41, t.m12 * x + t.m22 * y + t.m42)
    }
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    return CGRect(
      x: center.x + xs.min()!, y: center.y + ys.min()!, width: xs.max()! - xs.min()!,
      height: ys.max()! - ys.min()!)
  }
}
