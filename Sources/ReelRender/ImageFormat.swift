// SPDX-License-Identifier: MIT
import Foundation

/// The image files Reel reads, told apart by their first bytes (not their names).
public enum ImageFormat: String, Sendable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case webp = "WebP"

  /// The format of a file starting with `prefix` (its first 12 bytes suffice); nil for others.
  public static func sniff(_ prefix: Data) -> ImageFormat? {
    let b = [UInt8](prefix.prefix(12))
    if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if b.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if b.count == 12, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) {
      return .webp
    }
    return nil
  }

  /// The format of the file at `path`; nil when it cannot be read or is none of these.
  public static func sniff(path: String) -> ImageFormat? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: 12)).flatMap { sniff($0) }
  }
}

/// Why an image file cannot be read, in words.
public struct ImageProblem: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
