// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelSVGImage
import ReelText
import ReelViews

/// Images as Reel's backends read them, for views' layout: a file's size from its header (PNG,
/// JPEG, WebP, SVG; over 50 million pixels, Reel's default limit, it is not read), and the symbols
/// Reel draws (its own vector glyphs, and the icon font's).
struct BackendImageMeasurer: ImageMeasuring {
  /// The largest image read, pixels: the scene format's default limit.
  static let maximumPixels = 50_000_000

  func size(ofFile path: String) -> ImageFileSize? {
    let url = URL(fileURLWithPath: path)
    guard
      let size = try? ImageHeader.size(of: url, maximumPixels: Self.maximumPixels),
      size.width > 0, size.height > 0, size.width * size.height <= Self.maximumPixels
    else { return nil }
    let pixels = CGSize(width: size.width, height: size.height)
    guard ImageFormat.sniff(path: path) == .svg,
      let points = try? ImageHeader.pointSize(of: url, maximumPixels: Self.maximumPixels),
      points.width > 0
    else { return ImageFileSize(pixels: pixels) }
    return ImageFileSize(pixels: pixels, pixelsPerPoint: pixels.width / points.width)
  }

  func size(ofData data: Data) -> ImageFileSize? {
    guard data.count <= ImageHeader.maximumFileBytes,
      let size = try? ImageHeader.size(of: data, maximumPixels: Self.maximumPixels),
      size.width > 0, size.height > 0, size.width * size.height <= Self.maximumPixels
    else { return nil }
    let pixels = CGSize(width: size.width, height: size.height)
    guard ImageFormat.sniff(data) == .svg,
      let points = try? SVGImage.size(of: data, maximumPixels: Self.maximumPixels),
      points.width > 0
    else { return ImageFileSize(pixels: pixels) }
    return ImageFileSize(pixels: pixels, pixelsPerPoint: pixels.width / points.width)
  }

  func hasSymbol(named name: String) -> Bool {
    switch SymbolNames.kind(forSystemName: name) {
    case .symbol: return true
    case .fontSymbol(let icon): return SymbolFont.hasSymbol(named: icon)
    default: return false
    }
  }

  func symbolSize(named name: String, pointSize: CGFloat) -> CGSize {
    switch SymbolNames.kind(forSystemName: name) {
    case .symbol(let symbol): return symbol.size(pointSize: pointSize)
    default:
      let side = pointSize * FontSymbolMetrics.emPerPoint
      return CGSize(width: side, height: side)
    }
  }
}
