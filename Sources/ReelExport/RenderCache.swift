// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelRender
import ReelScene

/// Reel's version: part of every cache key, so a new Reel re-renders everything.
public enum ReelVersion {
  public static let string = "0.2.0"
}

/// Remembers what each output was rendered from, so an unchanged scene is not rendered again: a
/// content hash of Reel's version, the render options, the scene file and every image it draws is
/// kept next to the output in `<out>/<scene>.<format>.reelhash`, with the size and hash of every
/// file
/// the render wrote — an output changed, truncated or replaced since (PNG and SVG frames share
/// `<out>/<scene>/`) is rendered again.
///
/// The hash is 64-bit FNV-1a over length-prefixed parts: made to notice changes, not to resist
/// someone forging a collision.
public struct RenderCache: Sendable {
  public let outputDirectory: URL

  public init(outputDirectory: URL) {
    self.outputDirectory = outputDirectory
  }

  /// The hash for rendering `scenePath` (whose images are at `imagePaths`) with `options`.
  /// - Throws: `SceneFileError.unreadable` when the scene or an image cannot be read.
  public static func key(
    scenePath: String, imagePaths: [String], options: RenderOptions,
    variant: SceneVariant = SceneVariant()
  ) throws(SceneFileError) -> String {
    var hash = FNV1a()
    hash.add(ReelVersion.string)
    if !variant.summary.isEmpty { hash.add(variant.summary) }
    hash.add(
      "\(options.format.rawValue) at=\(options.singleTime.map { "\($0)" } ?? "all") "
        + "sheet=\(options.sheetFrames) " + options.settingsSummary)
    for path in [scenePath] + imagePaths {
      do { hash.add(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
        throw .unreadable(path: path, reason: error.localizedDescription)
      }
    }
    return hash.hex
  }

  func stampURL(scene: String, format: RenderFormat) -> URL {
    outputDirectory.appendingPathComponent("\(scene).\(format.rawValue).reelhash")
  }

  /// Whether the output for `scene` was rendered from `key` and every file of it is still there as
  /// it was written (same size and content hash).
  public func isFresh(scene: String, format: RenderFormat, key: String) -> Bool {
    let url = stampURL(scene: scene, format: format)
    guard RegularFile.size(atPath: url.path).map({ $0 < 1 << 20 }) == true,
      let stamp = try? String(contentsOf: url, encoding: .utf8)
    else { return false }
    var lines = stamp.split(separator: "\n", omittingEmptySubsequences: true)
    guard lines.first.map(String.init) == key else { return false }
    lines.removeFirst()
    return !lines.isEmpty
      && lines.allSatisfy { line in
        let fields = line.split(separator: " ", maxSplits: 2)
        guard fields.count == 3, let path = Self.resolve(String(fields[2]), in: outputDirectory)
        else { return false }
        return Self.fingerprint(path) == "\(fields[0]) \(fields[1])"
      }
  }

  /// Records that `scene`'s output, `files`, now comes from `key` (atomically, after the output is
  /// complete).
  public func record(
    scene: String, format: RenderFormat, key: String, files: [URL]
  ) throws(OutputError) {
    var text = key + "\n"
    let base = outputDirectory.standardizedFileURL.path + "/"
    for file in files {
      let path = file.standardizedFileURL.path
      guard path.hasPrefix(base), let print = Self.fingerprint(path) else { continue }
      text += "\(print) \(path.dropFirst(base.count))\n"
    }
    try AtomicWriter.write(Data(text.utf8), to: stampURL(scene: scene, format: format))
  }

  /// "<size> <hash>" of the file at `path`, or nil when it is missing or not a regular file.
  static func fingerprint(_ path: String) -> String? {
    // Read in chunks: an output may be large, and memory stays flat whatever it holds.
    guard let size = RegularFile.size(atPath: path),
      let handle = FileHandle(forReadingAtPath: path)
    else {
      return nil
    }
    defer { try? handle.close() }
    var hash = FNV1a()
    hash.addLength(size)
    var read = 0
    while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      hash.addBytes(chunk)
      read += chunk.count
    }
    return read == size ? "\(size) \(hash.hex)" : nil
  }

  /// The path of an output named in a stamp, refused when it would leave the output folder.
  static func resolve(_ relative: String, in folder: URL) -> String? {
    let components = relative.split(separator: "/")
    guard !relative.hasPrefix("/"), !components.contains(where: { $0 == ".." || $0 == "." }) else {
      return nil
    }
    return folder.appendingPathComponent(relative).path
  }
}

/// 64-bit FNV-1a over length-prefixed parts (so "ab"+"c" and "a"+"bc" differ).
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ data: Data) {
    addLength(data.count)
    addBytes(data)
  }

  /// The length prefix of a part whose bytes follow in one or more `addBytes` calls.
  mutating func addLength(_ count: Int) {
    var length = UInt64(count)
    withUnsafeBytes(of: &length) { mix($0) }
  }

  mutating func addBytes(_ data: Data) { data.withUnsafeBytes { mix($0) } }

  mutating func add(_ text: String) { add(Data(text.utf8)) }

  private mutating func mix(_ bytes: UnsafeRawBufferPointer) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  var hex: String { String(format: "%016llx", value) }
}
