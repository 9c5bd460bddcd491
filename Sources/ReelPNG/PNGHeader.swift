// SPDX-License-Identifier: MIT
internal import CZlib
import Foundation
import ReelRender

/// Reads a PNG file's header without decoding it: signature, the IHDR chunk (with its CRC) and the
/// image size. Enough to reject missing, truncated, non-PNG and zero-sized files before rendering;
/// backends decode the pixels.
public enum PNGHeader {
  /// Why a file is not a usable PNG.
  public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(String)
    case notPNG
    case truncated
    case corrupt(String)
    case empty
    case tooLarge(width: Int, height: Int, limit: Int)

    public var description: String {
      switch self {
      case .unreadable(let reason): return "cannot read the image: \(reason)"
      case .notPNG: return "not a PNG image (only PNG is supported)"
      case .truncated: return "the PNG image is truncated"
      case .corrupt(let detail): return "the PNG image is corrupt: \(detail)"
      case .empty: return "the PNG image has no pixels (0 width or height)"
      case .tooLarge(let width, let height, let limit):
        return
          "the PNG image is \(width)×\(height) pixels; at most \(limit) pixels per side are allowed"
      }
    }
  }

  /// The largest accepted side, pixels (a decompression-bomb guard).
  public static let maximumSide = 8192

  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The size the file's IHDR claims, read from its first 24 bytes without checking anything else;
  /// nil when the file does not start like a PNG. For refusing huge images before any decoding.
  public static func claimedSize(of url: URL) -> (width: Int, height: Int)? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
    let bytes = [UInt8](data)
    guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func uint32(_ i: Int) -> Int {
      Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }
    return (uint32(16), uint32(20))
  }

  /// The pixel size of the PNG at `url`.
  public static func size(of url: URL) throws(Problem) -> (width: Int, height: Int) {
    guard RegularFile.size(atPath: url.path) != nil else {
      throw .unreadable("not a regular file (a folder, device or pipe)")
    }
    let data: Data
    do { data = try Data(contentsOf: url) } catch { throw .unreadable(error.localizedDescription) }
    return try size(of: data)
  }

  /// The pixel size of PNG bytes; checks the signature, IHDR's CRC and that an IEND chunk ends the
  /// file.
  public static func size(of data: Data) throws(Problem) -> (width: Int, height: Int) {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw bytes.count < 8 && !bytes.isEmpty && signature.starts(with: bytes)
        ? .truncated : .notPNG
    }
    guard bytes.count >= 33 else { throw .truncated }
    func uint32(_ i: Int) -> UInt32 {
      UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
        | UInt32(bytes[i + 3])
    }
    guard uint32(8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw .corrupt("the first chunk is not IHDR")
    }
    guard crc32(bytes[12..<29]) == uint32(29) else {
      throw .corrupt("IHDR's checksum does not match")
    }
    let width = Int(uint32(16))
    let height = Int(uint32(20))
    guard width > 0, height > 0 else { throw .empty }
    guard width <= maximumSide, height <= maximumSide else {
      throw .tooLarge(width: width, height: height, limit: maximumSide)
    }
    // Walk the chunks to the end: a cut-off file has no IEND.
    var offset = 8
    var sawEnd = false
    while offset + 12 <= bytes.count {
      let length = Int(uint32(offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length >= 0, offset + 12 + length <= bytes.count else { throw .truncated }
      offset += 12 + length
      if type == "IEND" {
        sawEnd = true
        break
      }
    }
    guard sawEnd else { throw .truncated }
    return (width, height)
  }

  /// CRC-32 as PNG chunks carry it (ISO 3309, over the chunk's type and data).
  public static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
    let crc =
      bytes.withContiguousStorageIfAvailable { buffer in
        CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count))
      } ?? Array(bytes).withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) }
    return UInt32(crc)
  }
}
