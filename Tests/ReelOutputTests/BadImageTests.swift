// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelExport
import ReelPNG
import ReelRuntime
import ReelScene
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelRender

/// Every kind of bad image a scene can name is an error at the image's place in the scene
/// (`file:line:column`, key path) that names the file — loaded the way the CLI loads (Cairo
/// decodes).
@Suite struct BadImageTests {
  let dir: URL

  init() throws {
    dir = Scratch.root.appendingPathComponent(
      "reel-bad-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  }

  /// A valid 16 × 8 PNG with varied pixels (so its compressed data is not trivially short).
  func validPNG() throws -> [UInt8] {
    var raster = Raster(width: 16, height: 8, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
    for i in raster.pixels.indices where i % 4 != 3 {
      raster.pixels[i] = UInt8(truncatingIfNeeded: i * 37)
    }
    return [UInt8](try PNGEncoder().encode(raster))
  }

  /// IHDR with `width` × `height` and a correct checksum.
  func withSize(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png
    for (offset, value) in [(16, width), (20, height)] {
      for k in 0..<4 {
        bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k)))
      }
    }
    let crc = PNGHeader.crc32(bytes[12..<29])
    for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
    return bytes
  }

  /// The message loading a scene that draws `name` gives, or nil when it loads.
  func error(drawing name: String) throws -> String? {
    let scene = dir.appendingPathComponent("s.yaml")
    try Data(
      """
      canvas: {width: 100, height: 100}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [{image: \(name)}]\n
      """
      .utf8
    ).write(to: scene)
    do {
      _ = try SceneFiles.player(path: scene.path)
      return nil
    } catch { return "\(error)" }
  }

  func write(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: dir.appendingPathComponent(name))
  }

  @Test func aValidImageLoads() throws {
    try write(try validPNG(), "good.png")
    #expect(try error(drawing: "good.png") == nil)
  }

  @Test(arguments: [
    "missing", "empty", "nonPNG", "truncated", "truncatedInData", "corruptHeader", "corruptData",
    "zeroSized", "sideTooLong",
    "folder", "device",
  ])
  func aBadImageIsALocatedErrorNamingTheFile(_ kind: String) throws {
    let png = try validPNG()
    var name = "\(kind).png"
    var expected: String
    switch kind {
    case "missing": expected = "no image file at"
    case "empty":
      try write([], name)
      expected = "not a PNG, JPEG, WebP or SVG image"
    case "nonPNG":
      try write(Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), name)
      expected = "not a PNG, JPEG, WebP or SVG image"
    case "truncated":
      try write(Array(png.prefix(20)), name)
      expected = "the PNG image is truncated"
    case "truncatedInData":
      try write(Array(png.prefix(png.count - 16)), name)
      expected = "the PNG image is truncated"
    case "corruptHeader":
      var bytes = png
      bytes[30] ^= 0xFF
      try write(bytes, name)
      expected = "IHDR's checksum does not match"
    case "corruptData":
      // Flip bytes inside the compressed pixel data (IDAT) but keep the chunk layout: only a full
      // decode notices.
      var bytes = png
      let idat = try #require(
        (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == Array("IDAT".utf8) })
      for k in (idat + 6)..<(idat + 14) { bytes[k] ^= 0x5A }
      // Cairo's own text for this is "out of memory", which misleads: the message says what it is.
      try write(bytes, name)
      expected = "the PNG image's pixel data is corrupt or truncated"
    case "zeroSized":
      try write(withSize(png, width: 0, height: 8), name)
      expected = "the PNG image has no pixels"
    case "sideTooLong":
      try write(withSize(png, width: 9000, height: 1), name)
      expected = "at most 8192 pixels per side"
    case "folder":
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
      expected = "not a regular file"
    default:
      name = "/dev/zero"
      expected = "not a regular file"
    }
    let message = try #require(try error(drawing: name))
    let path = name.hasPrefix("/") ? name : dir.appendingPathComponent(name).path
    #expect(
      message.hasPrefix(
        dir.appendingPathComponent("s.yaml").path
          + ":4:19: error: collectionView.items[0].image: "),
      "\(message)")
    #expect(message.contains(path), "\(message)")
    #expect(message.contains(expected), "\(message)")
  }

  @Test func anUnreadableImageIsNamed() throws {
    try write(try validPNG(), "locked.png")
    let path = dir.appendingPathComponent("locked.png").path
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    // root reads files whatever their permissions; the case only exists for other users.
    guard !FileManager.default.isReadableFile(atPath: path) else { return }
    let message = try #require(try error(drawing: "locked.png"))
    #expect(message.contains(":4:19: error: collectionView.items[0].image: \(path)"), "\(message)")
  }
}
