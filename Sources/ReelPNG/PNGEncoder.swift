// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// A PNG writer tuned for rendered UI frames: flat colours, sharp edges, few gradients. It writes
/// RGB when every pixel is opaque (a quarter less to compress) and RGBA otherwise, filters each
/// row as `filters` allows, and deflates with `compressor`.
///
/// Output is a pure function of the pixels and the settings: the same raster gives the same bytes.
public struct PNGEncoder: Sendable {
  /// The compressor and its level.
  public var compressor: PNGCompressor
  /// The row filters each row may use.
  public var filters: PNGFilterChoice

  /// The writer `reel render --format png` uses: libdeflate at level 1 over Up-or-Sub rows
  /// (measured on the benchmark's frames: `reel-bench png`, README's performance table).
  public init() {
    self.init(compressor: .libdeflate(level: 1), filters: .upOrSub)
  }

  /// zlib at `level` (0…9) over Up-or-Sub rows.
  public init(level: Int32) {
    self.init(compressor: .zlib(level: level), filters: .upOrSub)
  }

  public init(compressor: PNGCompressor, filters: PNGFilterChoice) {
    self.compressor = compressor
    self.filters = filters
  }

  /// The raster as a PNG file's bytes.
  /// - Throws: `PNGEncodingError` for an empty raster or a compressor failure.
  public func encode(_ raster: Raster) throws(PNGEncodingError) -> Data {
    guard raster.width > 0, raster.height > 0 else { throw .emptyImage }
    let opaque = Self.isOpaque(raster)
    var png = Data(PNGHeader.signature)
    Self.appendChunk(
      "IHDR", Self.header(width: raster.width, height: raster.height, opaque: opaque), to: &png)
    Self.appendChunk(
      "IDAT",
      try compressedRows(
        raster, x: 0, y: 0, width: raster.width, height: raster.height, opaque: opaque), to: &png)
    Self.appendChunk("IEND", Data(), to: &png)
    return png
  }

  /// The IHDR body: size, 8 bits, RGB (opaque) or RGBA.
  static func header(width: Int, height: Int, opaque: Bool) -> Data {
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    return header
  }

  /// The zlib stream of the filtered rows of a rectangle of `raster` (what IDAT or fdAT carries).
  func compressedRows(_ raster: Raster, x: Int, y: Int, width: Int, height: Int, opaque: Bool)
    throws(PNGEncodingError) -> Data
  {
    let rows = PNGRowFilter.filtered(
      raster, x: x, y: y, width: width, height: height, opaque: opaque, choice: filters)
    return try compressor.compress(rows)
  }

  static func isOpaque(_ raster: Raster) -> Bool {
    raster.pixels.withUnsafeBufferPointer { px in
      var i = 3
      while i < px.count {
        if px[i] != 255 { return false }
        i += 4
      }
      return true
    }
  }

  static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
    png.appendBigEndian(UInt32(body.count))
    var typed = Data(type.utf8)
    typed.append(body)
    png.append(typed)
    png.appendBigEndian(crc(typed))
  }

  /// The CRC-32 of a chunk's type and body, as PNG stores it.
  static func crc(_ typed: Data) -> UInt32 { PNGHeader.crc32(typed) }
}

/// A frame that could not be encoded as PNG.
public enum PNGEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
  case emptyImage
  case zlib(String)
  /// An animation that cannot be made: frames of another size, chunks out of order, a file that
  /// cannot be written.
  case animation(String)

  public var description: String {
    switch self {
    case .emptyImage: "cannot encode an empty image as PNG"
    case .zlib(let detail): "could not compress a PNG frame: \(detail)"
    case .animation(let detail): "cannot make the APNG: \(detail)"
    }
  }
}

extension Data {
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
    ])
  }
}
