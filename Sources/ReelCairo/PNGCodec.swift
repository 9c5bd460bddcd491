// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelPNG
import ReelRender

/// PNG files to `Raster`s through Cairo's PNG reader (libpng); writing is `ReelPNG.PNGEncoder`'s.
///
/// Pixels pass through Cairo's premultiplied format, so a fully opaque or fully transparent pixel
/// comes back exactly and a translucent one to within rounding. Compare images read the same way.
public enum PNGCodec {
  /// The pixels of a PNG file's bytes; an error when they are not a complete, valid PNG.
  ///
  /// The header is checked before anything is decoded — the structure (`PNGHeader`), and the pixels
  /// it claims against `maximumPixels` — so a small file claiming a huge image (a decompression
  /// bomb) is refused without allocating for it.
  public static func decode(_ data: Data, maximumPixels: Int) throws(RenderError) -> Raster {
    let size: (width: Int, height: Int)
    do { size = try PNGHeader.size(of: data) } catch { throw .image(error.description) }
    if size.width * size.height > maximumPixels {
      throw .image(
        "the PNG image is \(size.width)×\(size.height) pixels, \(size.width * size.height) in all, "
          + "over the limit of \(maximumPixels) (raise it with --max-image-pixels)")
    }
    let source = ByteSource(data)
    let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, source.opaque)!
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS { throw .image(ImageCache.decodingProblem(status)) }
    return CairoRenderer.readRaster(surface)
  }
}

/// Hands Cairo's PNG reader the bytes of a `Data`, chunk by chunk.
final class ByteSource {
  let data: Data
  var offset = 0

  init(_ data: Data) { self.data = data }

  /// The C callback Cairo calls for each chunk; `closure` is an unretained `ByteSource`.
  static let read: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
    source.data.withUnsafeBytes { bytes in
      buffer.update(
        from: bytes.baseAddress!.advanced(by: source.offset).assumingMemoryBound(to: UInt8.self),
        count: count)
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
