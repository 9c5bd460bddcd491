// SPDX-License-Identifier: MIT
import Foundation
import ReelJPEG
import ReelPNG
import ReelRender
import ReelWebP

/// An image file's claimed size, read from its header without decoding the pixels: PNG, JPEG,
/// WebP or SVG, told apart by their first bytes. An SVG's "pixels" are those it is drawn into
/// (`SVGImage.rasterSize`), from its intrinsic size in points.
public enum ImageHeader {
  /// The largest image file read, bytes.
  public static let maximumFileBytes = 256 << 20

  /// The size the header claims; nil when the header cannot be read (the structure check then
  /// says why).
  public static func claimedSize(of url: URL, maximumPixels: Int) -> (width: Int, height: Int)? {
    // A PNG's claim is read even when its header's checksum is wrong: the limits come first.
    ImageFormat.sniff(path: url.path) == .png
      ? PNGHeader.claimedSize(of: url) : try? size(of: url, maximumPixels: maximumPixels)
  }

  /// The size the header claims; `maximumPixels` bounds images an SVG embeds.
  /// - Throws: what is wrong with the file, in words.
  public static func size(of url: URL, maximumPixels: Int) throws -> (width: Int, height: Int) {
    switch ImageFormat.sniff(path: url.path) {
    case .png:
      return try PNGHeader.size(of: url)
    case .jpeg:
      return try JPEGImage.size(of: try contents(url))
    case .webp:
      return try WebPImage.size(of: try contents(url))
    case .svg:
      return SVGImage.rasterSize(forPointSize: try pointSize(of: url, maximumPixels: maximumPixels))
    case nil:
      throw ImageProblem("not a PNG, JPEG, WebP or SVG image (its first bytes are none of theirs)")
    }
  }

  /// The size the header of the image in `data` claims (as `size(of:maximumPixels:)` for a file).
  /// - Throws: what is wrong with the bytes, in words.
  public static func size(of data: Data, maximumPixels: Int) throws -> (width: Int, height: Int) {
    switch ImageFormat.sniff(data) {
    case .png: return try PNGHeader.size(of: data)
    case .jpeg: return try JPEGImage.size(of: data)
    case .webp: return try WebPImage.size(of: data)
    case .svg:
      return SVGImage.rasterSize(
        forPointSize: try SVGImage.size(of: data, maximumPixels: maximumPixels))
    case nil:
      throw ImageProblem("not a PNG, JPEG, WebP or SVG image (its first bytes are none of theirs)")
    }
  }

  /// An SVG file's intrinsic size, points.
  public static func pointSize(of url: URL, maximumPixels: Int) throws -> CGSize {
    guard let bytes = RegularFile.size(atPath: url.path), bytes <= SVGImage.maximumFileBytes,
      let data = FileManager.default.contents(atPath: url.path)
    else {
      throw ImageProblem(
        "the SVG file cannot be read, or is over \(SVGImage.maximumFileBytes >> 20) MB")
    }
    return try SVGImage.size(of: data, maximumPixels: maximumPixels)
  }

  private static func contents(_ url: URL) throws(ImageProblem) -> Data {
    guard let bytes = RegularFile.size(atPath: url.path), bytes <= maximumFileBytes,
      let data = FileManager.default.contents(atPath: url.path)
    else { throw ImageProblem("the image file cannot be read, or is over 256 MB") }
    return data
  }
}
