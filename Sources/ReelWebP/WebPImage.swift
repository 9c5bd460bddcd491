// SPDX-License-Identifier: MIT
internal import CWebP
import Foundation
import ReelRender

/// Still WebP files through libwebp: the size from the header (nothing decoded), and the pixels.
public enum WebPImage {
  /// The size in pixels claimed by the header; an animated WebP is refused.
  public static func size(of data: Data) throws(ImageProblem) -> (width: Int, height: Int) {
    var features = WebPBitstreamFeatures()
    let status = data.withUnsafeBytes { raw in
      WebPGetFeaturesInternal(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &features,
        Int32(WEBP_DECODER_ABI_VERSION))
    }
    guard status == VP8_STATUS_OK else {
      throw ImageProblem("the WebP header cannot be read (libwebp status \(status.rawValue))")
    }
    guard features.has_animation == 0 else {
      throw ImageProblem("the WebP image is animated; use a still image")
    }
    return (Int(features.width), Int(features.height))
  }

  /// Every pixel, as straight RGBA; `maximumPixels` is checked against the header first.
  public static func decode(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    let (width, height) = try size(of: data)
    guard width > 0, height > 0, width <= maximumPixels / max(height, 1) else {
      throw ImageProblem(
        "the WebP image is \(width)×\(height) pixels, over the limit of \(maximumPixels)")
    }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let decoded = data.withUnsafeBytes { raw in
      pixels.withUnsafeMutableBufferPointer { out in
        WebPDecodeRGBAInto(
          raw.bindMemory(to: UInt8.self).baseAddress, raw.count, out.baseAddress, out.count,
          Int32(width * 4))
      }
    }
    guard decoded != nil else { throw ImageProblem("the WebP image is corrupt or truncated") }
    return Raster(width: width, height: height, pixels: pixels)
  }
}
