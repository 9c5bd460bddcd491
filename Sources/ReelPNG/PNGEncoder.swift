// SPDX-License-Identifier: MIT
internal import CZlib
import Foundation
import ReelRender

/// A PNG writer tuned for rendered UI frames: flat colours, sharp edges, few gradients. It writes
/// RGB
/// when every pixel is opaque (a quarter less to compress) and RGBA otherwise, filters each row
/// with
/// `Up` or `Sub` (whichever leaves the smaller sum — flat areas become runs of zeros), and deflates
/// with zlib at `level` (1 by default: most of the size of level 6 at a fraction of the time).
///
/// Output is a pure function of the pixels and the settings: the same raster gives the same bytes.
public struct PNGEncoder: Sendable {
  /// zlib compression level, 0…9.
  public var level: Int32

  public init(level: Int32 = 1) {
    self.level = min(max(level, 0), 9)
  }

  /// The raster as a PNG file's bytes.
  /// - Throws: `PNGEncodingError` for an empty raster or a zlib failure.
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

  /// The zlib stream of the filtered rows of a rectangle of `raster` (what IDAT or fdAT carries):
  /// each
  /// row filtered with `Up` or `Sub`, whichever leaves the smaller sum.
  func compressedRows(_ raster: Raster, x x0: Int, y y0: Int, width: Int, height: Int, opaque: Bool)
    throws(PNGEncodingError) -> Data
  {
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    raster.pixels.withUnsafeBufferPointer { px in
      filtered.withUnsafeMutableBufferPointer { out in
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var up = [UInt8](repeating: 0, count: rowBytes)
        var sub = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
          let base = ((y0 + y) * raster.width + x0) * 4
          if opaque {
            for x in 0..<width {
              current[x * 3] = px[base + x * 4]
              current[x * 3 + 1] = px[base + x * 4 + 1]
              current[x * 3 + 2] = px[base + x * 4 + 2]
            }
          } else {
            for i in 0..<rowBytes { current[i] = px[base + i] }
          }
          var upCost = 0
          var subCost = 0
          for i in 0..<rowBytes {
            let u = current[i] &- previous[i]
            let s = current[i] &- (i >= channels ? current[i - channels] : 0)
            up[i] = u
            sub[i] = s
            upCost += Int(Int8(bitPattern: u).magnitude)
            subCost += Int(Int8(bitPattern: s).magnitude)
          }
          let start = y * (rowBytes + 1)
          let useUp = upCost <= subCost
          out[start] = useUp ? 2 : 1
          let chosen = useUp ? up : sub
          for i in 0..<rowBytes { out[start + 1 + i] = chosen[i] }
          swap(&previous, &current)
        }
      }
    }
    return try deflate(filtered)
  }

  /// zlib's deflate of `bytes` at `level` (default window and memory), in one call.
  func deflate(_ bytes: [UInt8]) throws(PNGEncodingError) -> Data {
    var stream = z_stream()
    guard
      deflateInit2_(
        &stream, level, Z_DEFLATED, 15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
        Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else {
      throw .zlib("deflateInit2 failed")
    }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count)))
    var out = [UInt8](repeating: 0, count: bound)
    let status: Int32 = bytes.withUnsafeBufferPointer { input in
      out.withUnsafeMutableBufferPointer { output in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress!)
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress!
        stream.avail_out = uInt(output.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw .zlib("deflate returned \(status)") }
    return Data(out[0..<Int(stream.total_out)])
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

  public var description: String {
    switch self {
    case .emptyImage: "cannot encode an empty image as PNG"
    case .zlib(let detail): "zlib failed to compress a PNG frame: \(detail)"
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
