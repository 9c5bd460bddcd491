// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Draws SVG images in a child process with a CPU-time and memory budget, so what librsvg does
/// — filters, patterns, references, images — is bounded by what it costs, not by what the text
/// looks like: a file that would take hours ends with an error when its budget is spent, and
/// ending the child ends the decode (the preview's watcher is never wedged by a save).
///
/// A tool turns it on once at start with the executable that answers `childArgument` by
/// calling `serveChild()` (`ReelCommand.main()` does both, for `reel` and for packages that
/// build their own tool). When it is off — in a library used from Swift code — SVG images are
/// drawn in the calling process.
public enum SVGSandbox {
  /// The first argument that makes a process the drawing child.
  public static let childArgument = "--reel-svg-child"
  /// CPU seconds one SVG image may take to draw. Icons take milliseconds; 1 000 elements each
  /// under a large morphology filter take minutes.
  public static let cpuSeconds = 20
  /// Bytes of memory the child may allocate beyond what it starts with: the raster is at most
  /// 64 MB (`SVGImage.maximumRasterPixels` × 4), and each filter result as much again.
  public static let memoryBytes = 1 << 30

  private static let configured = Locked<URL?>(nil)

  /// Draws SVG images in children of `executable` from now on.
  public static func use(executable: URL) { configured.set(executable) }

  /// The executable children are started from; nil when SVG images are drawn in process.
  public static var executable: URL? { configured.get() }

  /// Every pixel of the document `data` (see `SVGImage.decode`), drawn in a child when one is
  /// configured.
  static func decode(_ data: Data, maximumPixels: Int) throws(ImageProblem) -> Raster {
    guard let executable else {
      return try SVGImage.decodeHere(data, maximumPixels: maximumPixels)
    }
    return try SVGSandboxRequest(data: data, maximumPixels: maximumPixels)
      .run(executable, cpuSeconds: cpuSeconds, memoryBytes: memoryBytes)
  }
}

/// A value behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
