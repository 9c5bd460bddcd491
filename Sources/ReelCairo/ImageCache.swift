// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelJPEG
import ReelRender
import ReelSVGImage
import ReelViews
import ReelWebP

/// Decoded images, shared by every drawing thread: each file is decoded once (PNG by Cairo, JPEG,
/// WebP and SVG by their libraries) and its surface reused read-only. Decoding happens outside the
/// lock, so different images decode in parallel; a thread that wants an image being decoded waits
/// for it. The cache holds at most `budget` pixels: past it, the images used least recently are
/// dropped (a drawing thread that still uses one keeps its own reference), so a batch of many
/// scenes does not keep every image of every scene decoded. Each image is kept with the
/// fingerprint of its file when it was read (`RegularFile.fingerprint`): a file saved since is
/// decoded again (a preview open while an image is edited shows the new pixels).
final class ImageCache: @unchecked Sendable {
  static let shared = ImageCache()

  /// Pixels kept decoded at most (4 bytes each): 256 000 000, 1 GB — above one scene's own limit.
  static let budget = 256_000_000

  private struct Entry {
    let surface: OpaquePointer
    let pixels: Int
    let fingerprint: String
    var lastUse: Int
  }

  /// Guards the tables; threads waiting for an image another thread decodes sleep on it.
  private let lock = NSCondition()
  /// Paths being decoded now, outside the lock: a thread that wants one waits for it rather
  /// than decoding it again, while other images decode in parallel.
  private var decoding: Set<String> = []
  private var entries: [String: Entry] = [:]
  private var failures: [String: (error: RenderError, fingerprint: String)] = [:]
  private var pixels = 0
  private var clock = 0

  /// The decoded image at `path` with a reference the caller owns (release it with
  /// `cairo_surface_destroy`), or the reason it cannot be decoded.
  func surface(_ path: String) -> Result<OpaquePointer, RenderError> {
    // Bytes in memory (`ImageDataStore`) never change under their key.
    let memory = ImageDataStore.data(forKey: path)
    let fingerprint = memory == nil ? RegularFile.fingerprint(atPath: path) : "memory"
    lock.lock()
    defer { lock.unlock() }
    while decoding.contains(path) { lock.wait() }
    clock += 1
    if let entry = entries[path] {
      if entry.fingerprint == fingerprint {
        entries[path]?.lastUse = clock
        return .success(cairo_surface_reference(entry.surface))
      }
      drop(path)
    }
    if let failure = failures[path] {
      if failure.fingerprint == fingerprint { return .failure(failure.error) }
      failures[path] = nil
    }
    decoding.insert(path)
    lock.unlock()
    let (decoded, problem) = memory.map(Self.decode(data:)) ?? Self.decode(path)
    lock.lock()
    decoding.remove(path)
    lock.broadcast()
    guard let surface = decoded else {
      // PNGs are Cairo's to decode; JPEG and WebP files their own libraries', which say why.
      let format = memory.map { ImageFormat.sniff($0) } ?? ImageFormat.sniff(path: path)
      let failure: RenderError =
        format == .jpeg || format == .webp || format == .svg
        ? .image(problem) : .cairo(status: problem, operation: "decode the image \(path)")
      failures[path] = (failure, fingerprint)
      return .failure(failure)
    }
    let count =
      Int(cairo_image_surface_get_width(surface)) * Int(cairo_image_surface_get_height(surface))
    entries[path] = Entry(
      surface: surface, pixels: count, fingerprint: fingerprint, lastUse: clock)
    pixels += count
    evict(keeping: path)
    return .success(cairo_surface_reference(surface))
  }

  /// Drops the least recently used images until the cache is within its budget (never `path`).
  private func evict(keeping path: String) {
    while pixels > Self.budget,
      let (victim, _) = entries.filter({ $0.key != path }).min(by: {
        $0.value.lastUse < $1.value.lastUse
      })
    {
      drop(victim)
    }
  }

  /// Forgets the image at `path` and the scaled copies made from it (under the lock).
  private func drop(_ path: String) {
    guard let entry = entries.removeValue(forKey: path) else { return }
    cairo_surface_destroy(entry.surface)
    pixels -= entry.pixels
    ScaledImageCache.shared.forget(path)
  }

  /// Decodes with Cairo. Its PNG reader reports any libpng error — corrupt or truncated pixel data
  /// included — as "out of memory"; sizes are checked before decoding, so that is what it means
  /// here.
  private static func decode(_ path: String) -> (OpaquePointer?, String) {
    switch ImageFormat.sniff(path: path) {
    case .jpeg, .webp, .svg:
      return decodeRaster(path)
    default:
      guard let surface = cairo_image_surface_create_from_png(path) else {
        return (nil, "the PNG image's pixel data cannot be decoded")
      }
      let status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return (nil, decodingProblem(status))
      }
      return (surface, "")
    }
  }

  /// A JPEG, WebP or SVG file decoded by its library, as a Cairo surface.
  private static func decodeRaster(_ path: String) -> (OpaquePointer?, String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      return (nil, "the image file cannot be read")
    }
    return decodeRaster(data)
  }

  /// Image bytes in memory (`UIImage(data:)`): a PNG through Cairo's stream reader, the other
  /// formats by their libraries.
  private static func decode(data: Data) -> (OpaquePointer?, String) {
    guard ImageFormat.sniff(data) == .png else { return decodeRaster(data) }
    do {
      return (CairoRenderer.surface(from: try PNGCodec.decode(data, maximumPixels: budget)), "")
    } catch {
      return (nil, error.description)
    }
  }

  /// JPEG, WebP or SVG bytes decoded by their library, as a Cairo surface.
  private static func decodeRaster(_ data: Data) -> (OpaquePointer?, String) {
    do {
      let raster: Raster
      switch ImageFormat.sniff(data) {
      case .jpeg: raster = try JPEGImage.decode(data, maximumPixels: budget)
      case .svg: raster = try SVGImage.decode(data, maximumPixels: budget)
      default: raster = try WebPImage.decode(data, maximumPixels: budget)
      }
      return (CairoRenderer.surface(from: raster), "")
    } catch {
      return (nil, error.description)
    }
  }

  /// Cairo's status after reading a PNG, in words.
  static func decodingProblem(_ status: cairo_status_t) -> String {
    switch status {
    case CAIRO_STATUS_NO_MEMORY: "the PNG image's pixel data is corrupt or truncated"
    case CAIRO_STATUS_READ_ERROR: "the PNG image cannot be read (a read error)"
    case CAIRO_STATUS_FILE_NOT_FOUND: "no such image file"
    default: String(cString: cairo_status_to_string(status))
    }
  }
}

/// Decodes image files fully (PNG with Cairo, JPEG with libjpeg-turbo, WebP with libwebp), to
/// check images before rendering.
public enum CairoImageDecoder {
  /// The size in pixels of the image at `path`, decoding every pixel.
  /// - Throws: `RenderError` with Cairo's reason when the file cannot be decoded.
  public static func pixelSize(ofPNG path: String) throws(RenderError) -> CGSize {
    switch ImageCache.shared.surface(path) {
    case .success(let surface):
      defer { cairo_surface_destroy(surface) }
      return CGSize(
        width: Int(cairo_image_surface_get_width(surface)),
        height: Int(cairo_image_surface_get_height(surface)))
    case .failure(let error):
      throw error
    }
  }
}
