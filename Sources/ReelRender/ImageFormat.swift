// SPDX-License-Identifier: MIT
import Foundation

/// The image files Reel reads, told apart by their first bytes (not their names).
public enum ImageFormat: String, Sendable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case webp = "WebP"
  case svg = "SVG"

  /// How many first bytes `sniff` reads: an SVG's root element may follow an XML declaration,
  /// comments and a document type.
  public static let sniffedBytes = 1024

  /// The format of a file starting with `prefix` (its first `sniffedBytes` suffice); nil for
  /// others. An SVG is text starting with `<` (after a byte order mark and white space) whose
  /// first kilobyte holds `<svg`.
  public static func sniff(_ prefix: Data) -> ImageFormat? {
    let b = [UInt8](prefix.prefix(sniffedBytes))
    if isSVG(b) { return .svg }
    if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if b.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if b.count >= 12, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) {
      return .webp
    }
    return nil
  }

  /// The format of the file at `path`; nil when it cannot be read, is not a regular file (a pipe
  /// nobody writes would block the read forever; a device never ends) or is none of these.
  public static func sniff(path: String) -> ImageFormat? {
    guard RegularFile.size(atPath: path) != nil,
      let handle = FileHandle(forReadingAtPath: path)
    else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: sniffedBytes)).flatMap { sniff($0) }
  }

  private static func isSVG(_ b: [UInt8]) -> Bool {
    var text = b[...]
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
    text = text.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard text.first == 0x3C else { return false }
    let lower = text.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    let marker = Array("<svg".utf8)
    return lower.indices.contains { lower[$0...].starts(with: marker) }
  }
}

/// Why an image file cannot be read, in words.
public struct ImageProblem: Error, Sendable, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
