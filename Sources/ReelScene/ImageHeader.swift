// SPDX-License-Identifier: MIT
import Foundation
import ReelJPEG
import ReelPNG
import ReelRender
import ReelWebP

/// An image file's claimed size, read from its header without decoding the pixels: PNG, JPEG or
/// WebP, told apart by their first bytes.
enum ImageHeader {
  /// The largest image file read, bytes.
  static let maximumFileBytes = 256 << 20

  /// The size the header claims; nil when the header cannot be read (the structure check then
  /// says why).
  static func claimedSize(of url: URL) -> (width: Int, height: Int)? {
    // A PNG's claim is read even when its header's checksum is wrong: the limits come first.
    ImageFormat.sniff(path: url.path) == .png ? PNGHeader.claimedSize(of: url) : try? size(of: url)
  }

  /// The size the header claims.
  /// - Throws: what is wrong with the file, in words.
  static func size(of url: URL) throws -> (width: Int, height: Int) {
    switch ImageFormat.sniff(path: url.path) {
    case .png:
      return try PNGHeader.size(of: url)
    case .jpeg:
      return try JPEGImage.size(of: try contents(url))
    case .webp:
      return try WebPImage.size(of: try contents(url))
    case nil:
      throw ImageProblem("not a PNG, JPEG or WebP image (its first bytes are none of theirs)")
    }
  }

  private static func contents(_ url: URL) throws(ImageProblem) -> Data {
    guard let bytes = RegularFile.size(atPath: url.path), bytes <= maximumFileBytes,
      let data = FileManager.default.contents(atPath: url.path)
    else { throw ImageProblem("the image file cannot be read, or is over 256 MB") }
    return data
  }
}
