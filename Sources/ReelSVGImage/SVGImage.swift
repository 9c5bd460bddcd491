// SPDX-License-Identifier: MIT
internal import CRsvg
import Foundation
import ReelRender

/// SVG files through librsvg: the intrinsic size (one CSS pixel is one point, as an SVG in an
/// asset catalogue), and pixels drawn at any scale. Nothing outside the file is read: librsvg
/// loads no external references without a base file and libxml2 no external entities, and
/// images embedded as `data:` URLs are checked first (`SVGEmbeddedImages`) in the document
/// librsvg is given (`SVGDocument`: entities expanded, filters bounded).
public enum SVGImage {
  /// The largest SVG file read, bytes: a drawing, not a photograph.
  public static let maximumFileBytes = 8 << 20
  /// The longest side of a document, points.
  public static let maximumSide = 100_000.0
  /// The most elements in a file, once its entities are expanded: drawing time grows with them.
  public static let maximumElements = 100_000

  /// Pixels per point an SVG image is drawn at, at least, once: sharp on @3x canvases and when
  /// shown a bit larger than its own size.
  public static let rasterScale = 4.0
  /// The fewest pixels along an SVG image's longer side: an icon stays sharp at any cell size.
  public static let minimumRasterSide = 1024.0
  /// The most pixels an SVG image is drawn into; a larger document is drawn at a lower scale.
  public static let maximumRasterPixels = 16_777_216

  /// The size in pixels of the image drawn from a document of `size` points: `rasterScale` times
  /// its size or `minimumRasterSide` along its longer side, whichever is more, rounded down,
  /// scaled down to fit `maximumRasterPixels`.
  public static func rasterSize(forPointSize size: CGSize) -> (width: Int, height: Int) {
    let area = Double(size.width * size.height)
    let wanted = max(rasterScale, minimumRasterSide / Double(max(size.width, size.height)))
    let scale =
      area * wanted * wanted > Double(maximumRasterPixels)
      ? (Double(maximumRasterPixels) / area).squareRoot() : wanted
    return (
      max(Int((Double(size.width) * scale).rounded(.down)), 1),
      max(Int((Double(size.height) * scale).rounded(.down)), 1)
    )
  }

  /// The document's intrinsic size in points, from its `width` and `height` or its `viewBox`.
  /// - Throws: when the file is not a well-formed SVG, has no size, or breaks a limit
  ///   (`maximumPixels` bounds embedded images).
  public static func size(of data: Data, maximumPixels: Int) throws(ImageProblem) -> CGSize {
    let handle = try load(data, maximumPixels: maximumPixels)
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    return try intrinsicSize(handle)
  }

  /// Every pixel, as straight RGBA, at `rasterSize(forPointSize:)`; `maximumPixels` bounds
  /// embedded images. Drawn in a child process with a time and memory budget when
  /// `SVGSandbox` is on.
  public static func decode(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    try SVGSandbox.decode(data, maximumPixels: maximumPixels)
  }

  /// `decode`, in this process.
  static func decodeHere(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    let handle = try load(data, maximumPixels: maximumPixels)
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    let (width, height) = rasterSize(forPointSize: try intrinsicSize(handle))
    return try draw(handle, width: width, height: height)
  }

  private typealias Handle = UnsafeMutablePointer<RsvgHandle>

  private static func load(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Handle {
    guard data.count <= maximumFileBytes else {
      throw ImageProblem("the SVG file is over \(maximumFileBytes >> 20) MB")
    }
    let document = try SVGDocument(data, maximumElements: maximumElements)
    try SVGEmbeddedImages.check(document.urlTexts, maximumPixels: maximumPixels)
    var error: UnsafeMutablePointer<GError>?
    let handle = document.text.withUnsafeBytes { raw in
      rsvg_handle_new_from_data(
        raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
    }
    guard let handle else { throw problem(error, "the SVG file cannot be read") }
    return handle
  }

  private static func intrinsicSize(_ handle: Handle) throws(ImageProblem) -> CGSize {
    var width = 0.0
    var height = 0.0
    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
      // No absolute width and height (missing or percentages): the viewBox's size, as browsers
      // and asset catalogues size such a document.
      var viewBox = RsvgRectangle()
      var hasViewBox: gboolean = 0
      rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
      guard hasViewBox != 0 else {
        throw ImageProblem(
          "the SVG image has no size: give its root element a width and height, or a viewBox")
      }
      (width, height) = (viewBox.width, viewBox.height)
    }
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw ImageProblem("the SVG image's size \(width)×\(height) is not a positive size")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw ImageProblem(
        """
        the SVG image is \(Int(width))×\(Int(height)) points; at most \(Int(maximumSide)) \
        points per side are allowed
        """)
    }
    return CGSize(width: width, height: height)
  }

  /// The document drawn into a `width` × `height` pixel canvas.
  private static func draw(_ handle: Handle, width: Int, height: Int)
    throws(ImageProblem) -> Raster
  {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw ImageProblem("no memory for a \(width)×\(height) SVG image") }
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    var error: UnsafeMutablePointer<GError>?
    // Its text is drawn with Pango and Cairo (see `FontLock`).
    let drawn = FontLock.run { rsvg_handle_render_document(handle, cr, &viewport, &error) }
    guard drawn != 0 else {
      throw problem(error, "the SVG image cannot be drawn")
    }
    cairo_surface_flush(surface)
    return straightRGBA(surface, width: width, height: height)
  }

  /// Cairo's premultiplied native-endian ARGB as straight RGBA bytes.
  private static func straightRGBA(_ surface: OpaquePointer, width: Int, height: Int) -> Raster {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(
        to: UInt32.self)
      for x in 0..<width {
        let argb = row[x]
        let a = argb >> 24
        let i = (y * width + x) * 4
        func straight(_ c: UInt32) -> UInt8 {
          a == 0 ? 0 : UInt8(min((c * 255 + a / 2) / a, 255))
        }
        pixels[i] = straight(argb >> 16 & 0xFF)
        pixels[i + 1] = straight(argb >> 8 & 0xFF)
        pixels[i + 2] = straight(argb & 0xFF)
        pixels[i + 3] = UInt8(a)
      }
    }
    return Raster(width: width, height: height, pixels: pixels)
  }

  private static func problem(_ error: UnsafeMutablePointer<GError>?, _ fallback: String)
    -> ImageProblem
  {
    guard let error else { return ImageProblem(fallback) }
    defer { g_error_free(error) }
    let message = (error.pointee.message.map { String(cString: $0) } ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return ImageProblem(message.isEmpty ? fallback : "\(fallback): \(message)")
  }
}
