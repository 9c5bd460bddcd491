// SPDX-License-Identifier: MIT
internal import CJPEG
import Foundation
import ReelRender

/// JPEG files through libjpeg-turbo's TurboJPEG API: the size from the header (nothing decoded),
/// and the pixels. A truncated or corrupt file is an error, not a partly grey picture.
public enum JPEGImage {
  /// The size in pixels claimed by the header.
  public static func size(of data: Data) throws(ImageProblem) -> (width: Int, height: Int) {
    try withDecompressor(data) { handle, bytes, count throws(ImageProblem) in
      try header(handle, bytes, count)
    }
  }

  /// Every pixel, as straight RGBA; `maximumPixels` is checked against the header first.
  public static func decode(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    try withDecompressor(data) { handle, bytes, count throws(ImageProblem) in
      let (width, height) = try header(handle, bytes, count)
      guard width > 0, height > 0, width <= maximumPixels / max(height, 1) else {
        throw ImageProblem(
          "the JPEG image is \(width)×\(height) pixels, over the limit of \(maximumPixels)")
      }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let status = pixels.withUnsafeMutableBufferPointer { out in
        tjDecompress2(
          handle, bytes, UInt(count), out.baseAddress, Int32(width), 0, Int32(height),
          Int32(TJPF_RGBA.rawValue), 0)
      }
      // A warning (a truncated file, a corrupt segment) fails the call too: an error here.
      guard status == 0 else {
        throw ImageProblem("the JPEG image is corrupt or truncated: \(message(handle))")
      }
      return Raster(width: width, height: height, pixels: pixels)
    }
  }

  private static func withDecompressor<T>(
    _ data: Data,
    _ body: (tjhandle, UnsafePointer<UInt8>, Int) throws(ImageProblem) -> T
  ) throws(ImageProblem) -> T {
    guard let handle = tjInitDecompress() else {
      throw ImageProblem("the JPEG decoder could not start")
    }
    defer { tjDestroy(handle) }
    let copy = [UInt8](data)
    guard !copy.isEmpty else { throw ImageProblem("the JPEG file is empty") }
    return try copy.withUnsafeBufferPointer { buffer throws(ImageProblem) in
      try body(handle, buffer.baseAddress!, buffer.count)
    }
  }

  private static func header(_ handle: tjhandle, _ bytes: UnsafePointer<UInt8>, _ count: Int)
    throws(ImageProblem) -> (width: Int, height: Int)
  {
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard
      tjDecompressHeader3(
        handle, bytes, UInt(count), &width, &height, &subsampling, &colorspace) == 0
    else { throw ImageProblem("the JPEG header cannot be read: \(message(handle))") }
    return (Int(width), Int(height))
  }

  private static func message(_ handle: tjhandle) -> String {
    tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
  }
}
