// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

/// Reel's version: part of every cache key, so a new Reel re-renders everything.
public enum ReelVersion {
  public static let string = "0.2.0"
}

/// Remembers what each output was rendered from, so an unchanged scene is not rendered again: a
/// content hash of Reel's version, the render options, the scene file and every image it draws is
/// kept next to the output in `<out>/<scene>.<format>.reelhash`.
///
/// The hash is 64-bit FNV-1a over length-prefixed parts: made to notice changes, not to resist
/// someone forging a collision.
public struct RenderCache: Sendable {
  public let outputDirectory: URL

  public init(outputDirectory: URL) {
    self.outputDirectory = outputDirectory
  }

  /// The hash for rendering `scenePath` (whose document is `document`) with `options`.
  /// - Throws: `SceneFileError.unreadable` when the scene or an image cannot be read.
  public static func key(scenePath: String, document: SceneDocument, options: RenderOptions) throws(SceneFileError) -> String {
    var hash = FNV1a()
    hash.add(ReelVersion.string)
    hash.add("\(options.format.rawValue) fps=\(options.fps.map { "\($0)" } ?? "scene") scale=\(options.scale.map { "\($0)" } ?? "scene") at=\(options.singleTime.map { "\($0)" } ?? "all") sheet=\(options.sheetFrames) dither=\(options.gifDither) webp=\(options.webpLossless ? "lossless" : "lossy")@\(options.webpQuality)")
    for path in [scenePath] + document.imagePaths {
      do { hash.add(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
        throw .unreadable(path: path, reason: error.localizedDescription)
      }
    }
    return hash.hex
  }

  func stampURL(scene: String, format: RenderFormat) -> URL {
    outputDirectory.appendingPathComponent("\(scene).\(format.rawValue).reelhash")
  }

  /// Whether the output for `scene` was rendered from `key` and is still there.
  public func isFresh(scene: String, format: RenderFormat, key: String) -> Bool {
    guard let stamp = try? String(contentsOf: stampURL(scene: scene, format: format), encoding: .utf8),
      stamp.trimmingCharacters(in: .whitespacesAndNewlines) == key
    else { return false }
    return FileManager.default.fileExists(atPath: outputDirectory.appendingPathComponent(format.outputName(scene: scene)).path)
  }

  /// Records that `scene`'s output now comes from `key` (atomically, after the output is complete).
  public func record(scene: String, format: RenderFormat, key: String) throws(OutputError) {
    try AtomicWriter.write(Data((key + "\n").utf8), to: stampURL(scene: scene, format: format))
  }
}

/// 64-bit FNV-1a over length-prefixed parts (so "ab"+"c" and "a"+"bc" differ).
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    var length = UInt64(data.count)
    withUnsafeBytes(of: &length) { mix($0) }
    data.withUnsafeBytes { mix($0) }
  }

  mutating func add(_ text: String) { add(Data(text.utf8)) }

  private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  var hex: String { String(format: "%016llx", value) }
}
