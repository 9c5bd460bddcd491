// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelViews

extension CairoPainter {
  /// The whole device pixels an opaque fill of `shape` in `rect` (user space) covers entirely: the
  /// band of the shape's full width between its corners' reach, and the band of its full height —
  /// the pixels where a shadow drawn just before that fill cannot show. Nil when nothing can be
  /// said cheaply: a vector surface (a clip would change the file), a rotated or sheared
  /// transformation, or a clip that is not whole pixels (one that cuts a pixel lets the shadow
  /// show through it).
  func coveredBands(of shape: CornerShape, in rect: CGRect) -> [PixelRect]? {
    guard image != nil, rect.width > 0, rect.height > 0 else { return nil }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    // The clip is asked last: Cairo allocates its list of rectangles.
    guard ctm.xy == 0, ctm.yx == 0, ctm.xx != 0, ctm.yy != 0, clipIsWholePixels() else {
      return nil
    }
    let half = min(rect.width, rect.height) / 2
    let radius = min(max(shape.radius, 0), half)
    // A continuous corner reaches furthest along its edges; a circular one drawn instead reaches
    // less, so this bound holds for both.
    let reach = shape.curve == .continuous ? radius * CornerShape.continuousExpansion : radius
    let wide = rect.insetBy(dx: 0, dy: min(reach, half))
    let tall = rect.insetBy(dx: min(reach, rect.width / 2), dy: 0)
    return [wide, tall].compactMap { deviceInterior($0, ctm) }
  }

  /// The whole device pixels inside user-space `rect` under the axis-aligned `ctm`, kept 1/64 of a
  /// pixel clear of its edges (Cairo rounds coordinates to 1/256); nil when none.
  private func deviceInterior(_ rect: CGRect, _ ctm: cairo_matrix_t) -> PixelRect? {
    let xs = [Double(rect.minX), Double(rect.maxX)].map { ctm.xx * $0 + ctm.x0 }
    let ys = [Double(rect.minY), Double(rect.maxY)].map { ctm.yy * $0 + ctm.y0 }
    let margin = 1.0 / 64
    let limit = Double(1 << 22)
    let x0 = (xs.min()! + margin).rounded(.up)
    let x1 = (xs.max()! - margin).rounded(.down)
    let y0 = (ys.min()! + margin).rounded(.up)
    let y1 = (ys.max()! - margin).rounded(.down)
    guard [x0, x1, y0, y1].allSatisfy({ $0.isFinite && abs($0) < limit }), x1 > x0, y1 > y0
    else { return nil }
    return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }

  /// Whether the current clip lets every pixel through wholly or not at all (none, or whole
  /// device pixels).
  private func clipIsWholePixels() -> Bool {
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    return list.pointee.status == CAIRO_STATUS_SUCCESS
  }

  /// Clips to `bounds` (device pixels) without the pixels of `covered`: whole-pixel boxes that
  /// do not overlap, row band by row band.
  func clip(_ bounds: PixelRect, excluding covered: [PixelRect]) {
    let ys = Set([bounds.y, bounds.maxY] + covered.flatMap { [$0.y, $0.maxY] })
      .filter { $0 >= bounds.y && $0 <= bounds.maxY }.sorted()
    for (top, bottom) in zip(ys, ys.dropFirst()) {
      let skipped = covered.filter { $0.y <= top && $0.maxY >= bottom }
        .map { (left: $0.x, right: $0.maxX) }.sorted { $0.left < $1.left }
      var x = bounds.x
      for (left, right) in skipped + [(bounds.maxX, bounds.maxX)] {
        let end = min(left, bounds.maxX)
        if end > x {
          cairo_rectangle(cr, Double(x), Double(top), Double(end - x), Double(bottom - top))
        }
        x = max(x, right)
      }
    }
    cairo_clip(cr)
  }
}
