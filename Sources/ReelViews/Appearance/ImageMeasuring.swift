// SPDX-License-Identifier: MIT
import Foundation

/// Measures images for layout: what the image backends give `Image` and `ImageView`.
public protocol ImageMeasuring {
  /// The size of the image file at `path` (PNG, JPEG, WebP or SVG, read from its header); nil
  /// when it is not an image Reel reads or is over the limits.
  func size(ofFile path: String) -> ImageFileSize?
  /// The size of the image in `data` (as `size(ofFile:)`, from the bytes' header).
  func size(ofData data: Data) -> ImageFileSize?
  /// Whether a symbol image named `name` (an SF Symbols name) can be drawn.
  func hasSymbol(named name: String) -> Bool
  /// The symbol's size, points, drawn for a font of `pointSize` points.
  func symbolSize(named name: String, pointSize: CGFloat) -> CGSize
}

/// An image file's size as its decoder gives it.
public struct ImageFileSize: Hashable, Sendable {
  /// The pixels the decoder produces (an SVG is drawn into pixels at a fixed density).
  public var pixels: CGSize
  /// Pixels per point the file itself implies: 1 for a bitmap, the drawing density for an SVG
  /// (whose points are its document's). A `@2x` name multiplies it.
  public var pixelsPerPoint: CGFloat

  /// An image of `pixels` (width and height, ≥ 0) at `pixelsPerPoint` (> 0; 2 for an `@2x`
  /// file).
  public init(pixels: CGSize, pixelsPerPoint: CGFloat = 1) {
    self.pixels = pixels
    self.pixelsPerPoint = pixelsPerPoint
  }
}
