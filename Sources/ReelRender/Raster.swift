// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// A pixel image: `width × height` pixels, 4 bytes each in R, G, B, A order, straight alpha, rows
/// top to bottom without padding.
public struct Raster: Sendable, Equatable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]

  /// - Precondition: `pixels.count == width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height * 4,
      "Raster \(width)×\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A raster filled with one colour.
  public init(width: Int, height: Int, color: RGBAColor) {
    let px: [UInt8] = [color.red, color.green, color.blue, color.alpha].map {
      UInt8(($0 * 255).rounded())
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes += px }
    self.init(width: width, height: height, pixels: bytes)
  }

  /// The pixel at (x, y) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}
