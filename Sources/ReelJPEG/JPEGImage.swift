// SPDX-License-Identifier: MIT
internal import CJPEG
import Foundation
import ReelRender

/// JPEG files through libjpeg-turbo's TurboJPEG API: the size from the header (nothing decoded),
/// and the pixels. A truncated or corrupt file is an error, not a partly grey picture; a file with
/// more scans than `maximumScans` is refused before decoding; CMYK and YCCK files are shown in RGB.
public enum JPEGImage {
  /// The most scans a JPEG file may have. A progressive file needs about ten; each scan is a pass
  /// over every coefficient, so thousands of repeated scans in a small file take minutes. 256 is
  /// the bound libjpeg-turbo's 2022 security audit recommended, and nvImageCodec's default.
  public static let maximumScans = 256

  /// The size in pixels claimed by the header.
  public static func size(of data: Data) throws(ImageProblem) -> (width: Int, height: Int) {
    try withDecompressor(data) { handle, bytes, count throws(ImageProblem) in
      let (width, height, _) = try header(handle, bytes, count)
      return (width, height)
    }
  }

  /// Every pixel, as straight RGBA; `maximumPixels` is checked against the header first.
  public static func decode(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    try withDecompressor(data) { handle, bytes, count throws(ImageProblem) in
      let (width, height, colorspace) = try header(handle, bytes, count)
      guard width > 0, height > 0, width <= maximumPixels / max(height, 1) else {
        throw ImageProblem(
          "the JPEG image is \(width)×\(height) pixels, over the limit of \(maximumPixels)")
      }
      let ink = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let format = ink ? TJPF_CMYK : TJPF_RGBA
      let status = pixels.withUnsafeMutableBufferPointer { out in
        tjDecompress2(
          handle, bytes, UInt(count), out.baseAddress, Int32(width), 0, Int32(height),
          Int32(format.rawValue), 0)
      }
      // A warning (a truncated file, a corrupt segment) fails the call too: an error here.
      guard status == 0 else {
        throw ImageProblem("the JPEG image is corrupt or truncated: \(message(handle))")
      }
      if ink {
        let inverted = JPEGMarkers(UnsafeBufferPointer(start: bytes, count: count)).hasAdobeSegment
        convertInkToRGBA(&pixels, inverted: inverted)
      }
      return Raster(width: width, height: height, pixels: pixels)
    }
  }

  /// CMYK samples as opaque RGB, in place: each ink's share of white taken away (C·K, M·K, Y·K
  /// in inverted form). Files with an Adobe segment store the inks inverted (255 is no ink), as
  /// Photoshop writes them and as libjpeg's own `djpeg` and browsers read them. No colour profile
  /// is applied: an embedded CMYK profile is ignored.
  static func convertInkToRGBA(_ pixels: inout [UInt8], inverted: Bool) {
    pixels.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i + 3 < p.count {
        let flip: UInt32 = inverted ? 0 : 255
        let k = UInt32(p[i + 3]) ^ flip
        for c in 0..<3 { p[i + c] = UInt8(((UInt32(p[i + c]) ^ flip) * k + 127) / 255) }
        p[i + 3] = 255
        i += 4
      }
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
      let scans = JPEGMarkers(buffer).scans
      guard scans <= maximumScans else {
        throw ImageProblem(
          "the JPEG image has \(scans) scans; at most \(maximumScans) are allowed")
      }
      return try body(handle, buffer.baseAddress!, buffer.count)
    }
  }

  private static func header(_ handle: tjhandle, _ bytes: UnsafePointer<UInt8>, _ count: Int)
    throws(ImageProblem) -> (width: Int, height: Int, colorspace: Int32)
  {
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard
      tjDecompressHeader3(
        handle, bytes, UInt(count), &width, &height, &subsampling, &colorspace) == 0
    else { throw ImageProblem("the JPEG header cannot be read: \(message(handle))") }
    return (Int(width), Int(height), colorspace)
  }

  private static func message(_ handle: tjhandle) -> String {
    tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
  }
}
