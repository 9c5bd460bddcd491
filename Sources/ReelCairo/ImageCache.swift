// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation

/// Decoded PNG images, shared by every drawing thread: each file is decoded once (by Cairo) and its
/// surface reused read-only.
final class ImageCache: @unchecked Sendable {
  static let shared = ImageCache()

  private let lock = NSLock()
  private var surfaces: [String: OpaquePointer] = [:]
  private var failures: [String: String] = [:]

  /// The decoded image at `path`, or the reason it cannot be decoded.
  func surface(_ path: String) -> Result<OpaquePointer, RenderError> {
    lock.lock()
    defer { lock.unlock() }
    if let surface = surfaces[path] { return .success(surface) }
    if let reason = failures[path] { return .failure(.cairo(status: reason, operation: "decode the image \(path)")) }
    guard let surface = cairo_image_surface_create_from_png(path) else {
      failures[path] = "out of memory"
      return .failure(.cairo(status: "out of memory", operation: "decode the image \(path)"))
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason = String(cString: cairo_status_to_string(status))
      cairo_surface_destroy(surface)
      failures[path] = reason
      return .failure(.cairo(status: reason, operation: "decode the image \(path)"))
    }
    surfaces[path] = surface
    return .success(surface)
  }
}

/// Decodes PNG files fully with Cairo, to check images before rendering.
public enum CairoImageDecoder {
  /// The size in pixels of the PNG at `path`, decoding every pixel.
  /// - Throws: `RenderError` with Cairo's reason when the file cannot be decoded.
  public static func pixelSize(ofPNG path: String) throws(RenderError) -> CGSize {
    switch ImageCache.shared.surface(path) {
    case .success(let surface):
      return CGSize(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
    case .failure(let error):
      throw error
    }
  }
}
