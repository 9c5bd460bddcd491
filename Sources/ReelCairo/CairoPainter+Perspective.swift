// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelGeometry
import ReelRender

/// A projective map of the plane as a 3×3 matrix acting on column vectors (x, y, 1).
struct Homography {
  var m: [Double]  // row-major 3×3

  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5], m[6] * x + m[7] * y + m[8])
  }

  func inverted() -> Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard abs(det) > 1e-300, det.isFinite else { return nil }
    return Homography(m: [
      (e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
      (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
      (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det,
    ])
  }
}

extension CairoPainter {
  /// Padding of transparent pixels around an element's image, so resampled edges stay antialiased.
  static let padding = 2
  /// The largest side of an element image, pixels.
  static let maximumElementSide = 8192

  /// An element whose transform has perspective: its content is drawn into an image at
  /// `rasterScale`, and that image is mapped through the projection of its corners — exactly
  /// (bilinear, per pixel) on image targets, as a fine mesh of affine pieces on vector targets.
  func drawPerspective(_ item: DisplayItem, layerOrigin: CGPoint, clip: CGRect?) {
    let s = Double(rasterScale)
    let pad = Self.padding
    let sw = Int((Double(item.size.width) * s).rounded(.up)) + 2 * pad
    let sh = Int((Double(item.size.height) * s).rounded(.up)) + 2 * pad
    guard sw <= Self.maximumElementSide, sh <= Self.maximumElementSide else { return }
    guard let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sw), Int32(sh)) else {
      return
    }
    defer { cairo_surface_destroy(source) }
    guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return }
    guard let scr = cairo_create(source) else { return }
    cairo_translate(scr, Double(sw) / 2, Double(sh) / 2)
    cairo_scale(scr, s, s)
    let sub = CairoPainter(cr: scr, scale: rasterScale, rasterScale: rasterScale, image: source)
    sub.applyFontOptions()
    sub.drawContent(item.style, size: item.size)
    cairo_destroy(scr)
    cairo_surface_flush(source)

    project(
      source, size: (sw, sh), transform: item.transform,
      center: CGPoint(x: layerOrigin.x + item.center.x, y: layerOrigin.y + item.center.y),
      alpha: item.alpha, clip: clip)
  }

  /// Maps an image of `size` pixels at `rasterScale`, centred on `center` (points on this context),
  /// through `transform` applied about that centre — per pixel on image targets, as a mesh on
  /// vector ones.
  func project(
    _ source: OpaquePointer, size: (Int, Int), transform t: Transform3D, center: CGPoint,
    alpha itemAlpha: CGFloat, clip: CGRect?
  ) {
    let s = Double(rasterScale)
    let (sw, sh) = size
    // Source pixel (u, v) → local point → projected point → device point, as one homography.
    let cu = -(Double(sw) / 2) / s
    let cv = -(Double(sh) / 2) / s
    let xRow = [
      Double(t.m11) / s, Double(t.m21) / s, Double(t.m11) * cu + Double(t.m21) * cv + Double(t.m41),
    ]
    let yRow = [
      Double(t.m12) / s, Double(t.m22) / s, Double(t.m12) * cu + Double(t.m22) * cv + Double(t.m42),
    ]
    let wRow = [
      Double(t.m14) / s, Double(t.m24) / s, Double(t.m14) * cu + Double(t.m24) * cv + Double(t.m44),
    ]
    let d = Double(scale)
    let kx = Double(center.x) * d
    let ky = Double(center.y) * d
    let h = Homography(
      m: (0..<3).map { kx * wRow[$0] + d * xRow[$0] } + (0..<3).map { ky * wRow[$0] + d * yRow[$0] }
        + wRow)
    let corners = [(0.0, 0.0), (Double(sw), 0.0), (0.0, Double(sh)), (Double(sw), Double(sh))].map {
      h.apply($0.0, $0.1)
    }
    // behind the eye
    guard corners.allSatisfy({ $0.w > 1e-9 }), let inverse = h.inverted() else { return }
    let xs = corners.map { $0.x / $0.w }
    let ys = corners.map { $0.y / $0.w }
    var box = CGRect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    if let clip {
      box = box.intersection(
        CGRect(
          x: clip.minX * scale, y: clip.minY * scale, width: clip.width * scale,
          height: clip.height * scale))
    }
    guard !box.isNull, !box.isEmpty else { return }
    let alpha = Double(min(max(itemAlpha, 0), 1))
    if let image {
      warp(source: source, into: image, inverse: inverse, box: box, alpha: alpha)
    } else {
      drawMesh(source: source, size: (sw, sh), homography: h, alpha: alpha)
    }
  }

  func applyFontOptions() {
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(cr, options)
    cairo_font_options_destroy(options)
  }

  /// Per-pixel inverse mapping with bilinear sampling, composited "over" with `alpha`.
  private func warp(
    source: OpaquePointer, into target: OpaquePointer, inverse: Homography, box: CGRect,
    alpha: Double
  ) {
    cairo_surface_flush(target)
    let tw = Int(cairo_image_surface_get_width(target))
    let th = Int(cairo_image_surface_get_height(target))
    let x0 = max(Int(box.minX.rounded(.down)), 0)
    let x1 = min(Int(box.maxX.rounded(.up)), tw)
    let y0 = max(Int(box.minY.rounded(.down)), 0)
    let y1 = min(Int(box.maxY.rounded(.up)), th)
    guard x0 < x1, y0 < y1 else { return }
    let sw = Int(cairo_image_surface_get_width(source))
    let sh = Int(cairo_image_surface_get_height(source))
    let sStride = Int(cairo_image_surface_get_stride(source)) / 4
    let tStride = Int(cairo_image_surface_get_stride(target)) / 4
    guard let sourceData = cairo_image_surface_get_data(source),
      let targetData = cairo_image_surface_get_data(target)
    else { return }
    let src = UnsafeRawPointer(sourceData).assumingMemoryBound(to: UInt32.self)
    let dst = UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self)
    @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < sw && y < sh ? src[y * sStride + x] : 0
    }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let p = inverse.apply(Double(x) + 0.5, Double(y) + 0.5)
        guard p.w > 1e-12 else { continue }
        let u = p.x / p.w - 0.5
        let v = p.y / p.w - 0.5
        guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
        let ui = Self.floor(u)
        let vi = Self.floor(v)
        let fu = u - Double(ui)
        let fv = v - Double(vi)
        let p00 = fetch(ui, vi)
        let p10 = fetch(ui + 1, vi)
        let p01 = fetch(ui, vi + 1)
        let p11 = fetch(ui + 1, vi + 1)
        if p00 | p10 | p01 | p11 == 0 { continue }
        let index = y * tStride + x
        dst[index] = Self.sampleOver(
          (p00, p10, p01, p11), fraction: (fu, fv), alpha: alpha, onto: dst[index])
      }
    }
    cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
  }

  /// The bilinear sample of four premultiplied ARGB neighbours at `fraction`, times `alpha`,
  /// composited "over" `destination`. The four channels are worked in the lanes of one vector,
  /// each with the same operations in the same order as one at a time.
  @inline(__always)
  private static func sampleOver(
    _ p: (UInt32, UInt32, UInt32, UInt32), fraction: (Double, Double), alpha: Double,
    onto destination: UInt32
  ) -> UInt32 {
    @inline(__always) func channels(_ p: UInt32) -> SIMD4<Double> {
      SIMD4(Double(p >> 24), Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF))
    }
    let (fu, fv) = fraction
    let top = channels(p.0) * (1 - fu) + channels(p.1) * fu
    let bottom = channels(p.2) * (1 - fu) + channels(p.3) * fu
    let out = (top * (1 - fv) + bottom * fv) * alpha
    let value = out + channels(destination) * (1 - out[0] / 255)
    return byte(value[0]) << 24 | byte(value[1]) << 16 | byte(value[2]) << 8 | byte(value[3])
  }

  /// `v` rounded half away from zero and clamped to 0…255, as `min(max(v.rounded(), 0), 255)`
  /// (clamping first changes nothing), without a call into libm: on 0…255 truncating is flooring
  /// and what it cuts off is exact.
  @inline(__always)
  static func byte(_ v: Double) -> UInt32 {
    let clamped = min(max(v, 0), 255)
    let whole = Int(clamped)
    return UInt32(clamped - Double(whole) >= 0.5 ? whole + 1 : whole)
  }

  /// `v.rounded(.down)` as an integer, for -2⁶³ < v < 2⁶³, without a call into libm.
  @inline(__always)
  static func floor(_ v: Double) -> Int {
    let whole = Int(v)
    return Double(whole) > v ? whole - 1 : whole
  }

  /// Piecewise-affine approximation for vector targets: 16×16 cells, two triangles each.
  private func drawMesh(
    source: OpaquePointer, size: (Int, Int), homography h: Homography, alpha: Double
  ) {
    let n = 16
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_push_group(cr)
    func project(_ u: Double, _ v: Double) -> (Double, Double) {
      let p = h.apply(u, v)
      return (p.x / p.w, p.y / p.w)
    }
    for j in 0..<n {
      for i in 0..<n {
        let u0 = Double(size.0) * Double(i) / Double(n)
        let u1 = Double(size.0) * Double(i + 1) / Double(n)
        let v0 = Double(size.1) * Double(j) / Double(n)
        let v1 = Double(size.1) * Double(j + 1) / Double(n)
        for triangle in [[(u0, v0), (u1, v0), (u1, v1)], [(u0, v0), (u1, v1), (u0, v1)]] {
          let dest = triangle.map { project($0.0, $0.1) }
          // Affine map source → destination through the three vertices; the pattern needs its
          // inverse.
          let (a, b) = (triangle[1].0 - triangle[0].0, triangle[2].0 - triangle[0].0)
          let (c, e) = (triangle[1].1 - triangle[0].1, triangle[2].1 - triangle[0].1)
          let det = a * e - b * c
          guard abs(det) > 1e-12 else { continue }
          let (dx1, dx2) = (dest[1].0 - dest[0].0, dest[2].0 - dest[0].0)
          let (dy1, dy2) = (dest[1].1 - dest[0].1, dest[2].1 - dest[0].1)
          // M·[a b; c e] = [dx1 dx2; dy1 dy2]
          let xx = (dx1 * e - dx2 * c) / det
          let xy = (dx2 * a - dx1 * b) / det
          let yx = (dy1 * e - dy2 * c) / det
          let yy = (dy2 * a - dy1 * b) / det
          let x0 = dest[0].0 - xx * triangle[0].0 - xy * triangle[0].1
          let y0 = dest[0].1 - yx * triangle[0].0 - yy * triangle[0].1
          var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
          guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { continue }
          cairo_set_source_surface(cr, source, 0, 0)
          cairo_pattern_set_matrix(cairo_get_source(cr), &matrix)
          cairo_move_to(cr, dest[0].0, dest[0].1)
          cairo_line_to(cr, dest[1].0, dest[1].1)
          cairo_line_to(cr, dest[2].0, dest[2].1)
          cairo_close_path(cr)
          cairo_fill(cr)
        }
      }
    }
    cairo_pop_group_to_source(cr)
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }
}
