// SPDX-License-Identifier: MIT
import Foundation
import ReelJPEG
import ReelPNG
import ReelRender
import ReelWebP

/// Images embedded in an SVG file as `data:` URLs, checked before librsvg decodes them: each must
/// be a base64 PNG, JPEG or WebP whose header claims at most the pixel limit, so a small file
/// cannot hide a decompression bomb. Anything else written as a `data:` URL is refused. The texts
/// checked are the document's as librsvg reads them (`SVGDocument.urlTexts`: references
/// expanded, CSS escapes decoded), so no spelling hides a URL.
enum SVGEmbeddedImages {
  static func check(_ texts: [String], maximumPixels: Int) throws(ImageProblem) {
    for text in texts { try check(Array(text.utf8), maximumPixels: maximumPixels) }
  }

  private static func check(_ bytes: [UInt8], maximumPixels: Int) throws(ImageProblem) {
    let marker = Array("data:".utf8)
    var i = 0
    while i + marker.count <= bytes.count {
      // A URL's scheme starts it: `metadata:` is no data: URL.
      guard matches(bytes, at: i, marker), i == 0 || !isSchemeByte(bytes[i - 1]) else {
        i += 1
        continue
      }
      i = try checkURL(bytes, from: i + marker.count, maximumPixels: maximumPixels)
    }
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
      || byte == 0x2B || byte == 0x2D || byte == 0x2E
  }

  /// Checks the `data:` URL whose header starts at `start`; returns where it ends.
  private static func checkURL(_ bytes: [UInt8], from start: Int, maximumPixels: Int)
    throws(ImageProblem) -> Int
  {
    guard let comma = bytes[start...].prefix(64).firstIndex(of: 0x2C) else {
      throw refused("a data: URL without a comma")
    }
    let header = String(decoding: bytes[start..<comma], as: UTF8.self).lowercased()
    guard header.hasPrefix("image/"), header.hasSuffix(";base64") else {
      throw refused("a data: URL of \(header.isEmpty ? "text" : header)")
    }
    let end =
      bytes[(comma + 1)...].firstIndex { [0x22, 0x27, 0x29, 0x3C].contains($0) } ?? bytes.count
    let payload = Data(bytes[(comma + 1)..<end])
    guard let image = Data(base64Encoded: payload, options: .ignoreUnknownCharacters) else {
      throw refused("a data: URL whose base64 cannot be decoded")
    }
    let size: (width: Int, height: Int)
    do {
      switch ImageFormat.sniff(image) {
      case .png: size = try PNGHeader.size(of: image)
      case .jpeg: size = try JPEGImage.size(of: image)
      case .webp: size = try WebPImage.size(of: image)
      default: throw refused("an \(header.dropLast(7)) that is not PNG, JPEG or WebP")
      }
    } catch let problem as ImageProblem {
      throw problem
    } catch {
      throw ImageProblem("the SVG file embeds an image that is refused: \(error)")
    }
    guard size.width > 0, size.height > 0, size.width <= maximumPixels / size.height else {
      throw ImageProblem(
        """
        the SVG file embeds a \(size.width)×\(size.height) image, over the limit of \
        \(maximumPixels) pixels
        """)
    }
    return end
  }

  private static func matches(_ bytes: [UInt8], at i: Int, _ marker: [UInt8]) -> Bool {
    for (k, m) in marker.enumerated() where bytes[i + k] | 0x20 != m | 0x20 { return false }
    return true
  }

  private static func refused(_ what: String) -> ImageProblem {
    ImageProblem(
      "the SVG file embeds \(what); only base64 PNG, JPEG or WebP images can be embedded")
  }
}
