// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

/// Draws a `DisplayList` with Cairo: into pixels (`raster`), a PNG file's bytes (`png`) or an SVG
/// document (`svg`). Antialiased; output depends only on the list (and the installed fonts), so it
/// is
/// identical on every run and from any thread.
public struct CairoRenderer: Sendable {
  public init() {}

  /// The largest side Cairo's image surfaces accept, pixels.
  public static let maximumSide = 32767

  /// The frame as straight-alpha RGBA pixels.
  public func raster(_ list: DisplayList) throws(RenderError) -> Raster {
    try withImageSurface(list) { surface in Self.readRaster(surface) }
  }

  /// The frame as an SVG document (sizes in points; `list.scale` only sets the resolution of the
  /// few parts drawn as images, such as perspective-transformed elements).
  public func svg(_ list: DisplayList) throws(RenderError) -> Data {
    let sink = ByteSink()
    let surface = cairo_svg_surface_create_for_stream(
      ByteSink.write, sink.opaque, Double(list.outputSize.width),
      Double(list.outputSize.height))
    if let error = cairoError(cairo_surface_status(surface), "create an SVG surface") {
      cairo_surface_destroy(surface)
      throw error
    }
    let cr = cairo_create(surface)
    CairoPainter(cr: cr!, scale: 1, rasterScale: list.scale, image: nil).draw(list)
    let drawStatus = cairo_status(cr)
    cairo_destroy(cr)
    // Finishing replays the page, glyphs included (see `FontLock`).
    FontLock.run { cairo_surface_finish(surface) }
    let finishStatus = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    if let error = cairoError(drawStatus, "draw the SVG frame")
      ?? cairoError(finishStatus, "finish the SVG document")
    {
      throw error
    }
    return SVGIdentifiers.normalize(sink.data)
  }

  private func withImageSurface<T>(
    _ list: DisplayList, _ body: (OpaquePointer) throws(RenderError) -> T
  ) throws(RenderError) -> T {
    let width = list.pixelWidth
    let height = list.pixelHeight
    guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    if let error = cairoError(cairo_surface_status(surface), "create a \(width)×\(height) image") {
      throw error
    }
    let cr = cairo_create(surface)!
    CairoPainter(cr: cr, scale: list.scale, rasterScale: list.scale, image: surface).draw(list)
    let status = cairo_status(cr)
    cairo_destroy(cr)
    if let error = cairoError(status, "draw the frame") { throw error }
    cairo_surface_flush(surface)
    return try body(surface)
  }

  /// Straight RGBA bytes → a premultiplied native-endian ARGB32 image surface (owned).
  static func surface(from raster: Raster) -> OpaquePointer? {
    guard raster.width > 0, raster.height > 0, raster.width <= maximumSide,
      raster.height <= maximumSide,
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(raster.width), Int32(raster.height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    raster.pixels.withUnsafeBufferPointer { input in
      for y in 0..<raster.height {
        let row = data.advanced(by: y * stride).withMemoryRebound(
          to: UInt32.self, capacity: raster.width
        ) { $0 }
        for x in 0..<raster.width {
          let i = (y * raster.width + x) * 4
          let a = UInt32(input[i + 3])
          let premultiply = { (c: UInt8) in (UInt32(c) * a + 127) / 255 }
          row[x] =
            a << 24 | premultiply(input[i]) << 16 | premultiply(input[i + 1]) << 8
            | premultiply(input[i + 2])
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Premultiplied native-endian ARGB32 → straight RGBA bytes.
  static func readRaster(_ surface: OpaquePointer) -> Raster {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
      convert(
        surface, PixelRect(x: 0, y: 0, width: width, height: height), into: out.baseAddress!,
        rowLength: width)
      count = width * height * 4
    }
    return Raster(width: width, height: height, pixels: pixels)
  }

  /// Copies `rect` of the surface (premultiplied ARGB32) into the same pixels of `raster`
  /// (straight RGBA, the surface's size).
  static func readPixels(_ surface: OpaquePointer, _ rect: PixelRect, into raster: inout Raster) {
    let width = raster.width
    raster.pixels.withUnsafeMutableBufferPointer { out in
      convert(surface, rect, into: out.baseAddress!, rowLength: width)
    }
  }

  /// Converts `rect` of the surface to straight RGBA at the same place in `out`, a buffer of rows
  /// `rowLength` pixels long.
  private static func convert(
    _ surface: OpaquePointer, _ rect: PixelRect, into out: UnsafeMutablePointer<UInt8>,
    rowLength: Int
  ) {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in rect.y..<rect.maxY {
      let row =
        UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(
          to: UInt32.self) + rect.x
      let o = UnsafeMutableRawPointer(out.advanced(by: (y * rowLength + rect.x) * 4))
        .assumingMemoryBound(to: UInt32.self)
      // Opaque and clear pixels only move their bytes (ARGB words to R, G, B, A bytes): one
      // vectorised pass, noting whether the row has a partly transparent pixel to unpremultiply.
      var translucent: UInt32 = 0
      for x in 0..<rect.width {
        let argb = row[x]
        translucent |= ((argb >> 24) &+ 1) & 0xFF > 1 ? 1 : 0
        let rgba = argb & 0xFF00_FF00 | (argb >> 16 & 0xFF) | (argb & 0xFF) << 16
        o[x] = UInt32(littleEndian: rgba)
      }
      guard translucent != 0 else { continue }
      let bytes = UnsafeMutableRawPointer(o).assumingMemoryBound(to: UInt8.self)
      for x in 0..<rect.width {
        let a = row[x] >> 24
        guard a != 255, a != 0 else { continue }
        for c in 0..<3 {
          let v = UInt32(bytes[x * 4 + c])
          bytes[x * 4 + c] = UInt8(truncatingIfNeeded: min((v * 255 + a / 2) / a, 255))
        }
      }
    }
  }
}
