// SPDX-License-Identifier: MIT
internal import CDeflate
internal import CZlib
import Foundation

/// What compresses a PNG's filtered rows into its zlib stream. Both make standard streams; they
/// differ in speed and size (`reel-bench png` measures them on the benchmark's frames).
public enum PNGCompressor: Sendable, Hashable, CustomStringConvertible {
  /// zlib (`deflate`), level 0…9.
  case zlib(level: Int32)
  /// libdeflate, level 0…12: faster than zlib at the same size, whole buffers only.
  case libdeflate(level: Int32)

  public var description: String {
    switch self {
    case .zlib(let level): "zlib \(level)"
    case .libdeflate(let level): "libdeflate \(level)"
    }
  }

  /// The zlib stream of `bytes`.
  func compress(_ bytes: [UInt8]) throws(PNGEncodingError) -> Data {
    switch self {
    case .zlib(let level): try Self.zlib(bytes, level: min(max(level, 0), 9))
    case .libdeflate(let level): try Self.libdeflate(bytes, level: min(max(level, 0), 12))
    }
  }

  private static func libdeflate(_ bytes: [UInt8], level: Int32) throws(PNGEncodingError) -> Data {
    guard let compressor = libdeflate_alloc_compressor(level) else {
      throw .zlib("libdeflate could not allocate a compressor")
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
    var out = Data(count: bound)
    let written = bytes.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    guard written > 0 else { throw .zlib("libdeflate produced nothing") }
    out.count = written
    return out
  }

  /// zlib's deflate of `bytes` at `level` (default window and memory), in one call.
  private static func zlib(_ bytes: [UInt8], level: Int32) throws(PNGEncodingError) -> Data {
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
    var out = Data(count: bound)
    let status: Int32 = bytes.withUnsafeBufferPointer { input in
      out.withUnsafeMutableBytes { output in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress!)
        stream.avail_in = uInt(input.count)
        stream.next_out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
        stream.avail_out = uInt(output.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw .zlib("deflate returned \(status)") }
    out.count = Int(stream.total_out)
    return out
  }
}
