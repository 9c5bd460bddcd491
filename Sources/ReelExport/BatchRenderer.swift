// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelRender
import ReelScene

/// `reel batch`: renders many scenes, several at a time, skipping those whose output is up to date.
///
/// Scenes are taken in sorted order by `jobs` workers; each scene's frames are drawn by its share
/// of
/// the cores. Outputs are the same whatever `jobs` is. One scene's error does not stop the others.
public struct BatchRenderer: Sendable {
  public var options: RenderOptions
  /// Scenes rendered at once (default: all cores).
  public var jobs: Int
  /// Whether up-to-date outputs are skipped (default true).
  public var usesCache: Bool
  /// The variants each scene is rendered in (`--appearance`, `--set`); default the scene as
  /// written.
  public var variants: [SceneVariant]

  public init(
    options: RenderOptions, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    usesCache: Bool = true, variants: [SceneVariant] = [SceneVariant()]
  ) {
    self.options = options
    self.jobs = max(jobs, 1)
    self.usesCache = usesCache
    self.variants = variants.isEmpty ? [SceneVariant()] : variants
  }

  /// What happened to one scene.
  public struct Item: Sendable {
    public enum Status: String, Sendable { case rendered, cached, failed }
    /// The scene file.
    public let path: String
    /// The scene's name (its outputs' name), when it loaded.
    public var scene: String?
    public var status: Status
    public var frames = 0
    /// Wall-clock seconds spent on it (loading included).
    public var seconds = 0.0
    /// Bytes written (or, for a cached scene, the size of its existing output).
    public var bytes = 0
    /// The error, for a failed scene.
    public var error: String?
    /// The CLI exit code of the error (65 invalid scene, 66 missing file, 73/74 output).
    public var exitCode: Int32 = 0
  }

  /// Renders `paths`; `started`/`finished` are called (serially) as scenes begin and end. `now` is
  /// a
  /// clock in seconds, used only to report times.
  public func run(
    _ paths: [String], now: @escaping @Sendable () -> Double,
    started: @escaping @Sendable (String) -> Void = { _ in },
    finished: @escaping @Sendable (Item, Int, Int) -> Void = { _, _, _ in }
  ) -> [Item] {
    // Every scene in every variant, scene by scene.
    let work = paths.flatMap { path in
      variants.flatMap { variant in
        SceneFiles.variants(of: path, variant, limits: options.limits).map { (path, $0) }
      }
    }
    let workers = min(jobs, max(work.count, 1))
    var perScene = options
    perScene.parallelism = max(1, jobs / workers)
    let progress = BatchProgress()
    let clashes = Self.nameClashes(paths, limits: options.limits)
    return parallelMap(work.indices, parallelism: workers) { index in
      let (path, variant) = work[index]
      progress.serially { started(path) }
      var item: Item
      if let others = clashes[path] {
        item = Item(path: path, status: .failed)
        let clash = OutputError.nameClash(path: path, others: others)
        (item.error, item.exitCode) = (clash.description, clash.exitCode)
      } else {
        item = Self.render(
          path, variant: variant, options: perScene, usesCache: usesCache, now: now)
      }
      progress.serially {
        progress.done += 1
        finished(item, progress.done, work.count)
      }
      return item
    }
  }

  /// Scene files whose scene names collide, each with the other files of its name. Decided before
  /// any
  /// rendering, from the parsed files, so the outcome does not depend on timing.
  static func nameClashes(_ paths: [String], limits: SceneLimits) -> [String: [String]] {
    SceneFiles.nameClashes(
      paths.compactMap { path in
        (try? SceneLoader.load(path: path, limits: limits)).map { (path, $0.name) }
      })
  }

  static func render(
    _ path: String, variant: SceneVariant, options: RenderOptions, usesCache: Bool,
    now: () -> Double
  ) -> Item {
    let start = now()
    var item = render(path, variant: variant, options: options, usesCache: usesCache)
    item.seconds = now() - start
    return item
  }

  static func render(
    _ path: String, variant: SceneVariant, options: RenderOptions, usesCache: Bool
  ) -> Item {
    var item = Item(path: path, status: .failed)
    do {
      let player = try SceneFiles.player(path: path, limits: options.limits, variant: variant)
      let name = player.name
      item.scene = name
      let cache = RenderCache(outputDirectory: options.outputDirectory)
      let key = try RenderCache.key(
        scenePath: path, imagePaths: player.document?.imagePaths ?? [], options: options,
        variant: variant)
      if usesCache && cache.isFresh(scene: name, format: options.format, key: key) {
        item.status = .cached
        item.bytes = Self.size(
          of: options.outputDirectory.appendingPathComponent(options.format.outputName(scene: name))
        )
        return item
      }
      let result = try SceneRenderer().render(player, options: options)
      try cache.record(scene: name, format: options.format, key: key, files: result.files)
      item.status = .rendered
      item.frames = result.frameCount
      item.bytes = result.bytes
    } catch {
      let text = error is ExitCoded ? "\(error)" : "\(path): error: \(error)"
      (item.error, item.exitCode) = (text, ExitStatus.code(for: error))
    }
    return item
  }

  /// Bytes of a file, or of the files in a folder.
  static func size(of url: URL) -> Int {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return 0
    }
    let files =
      isDirectory.boolValue
      ? ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).map {
        url.appendingPathComponent($0)
      } : [url]
    return files.reduce(0) {
      $0 + (((try? FileManager.default.attributesOfItem(atPath: $1.path))?[.size] as? Int) ?? 0)
    }
  }
}

/// How many scenes of a batch are done, and the lock that keeps progress reports in order.
final class BatchProgress: @unchecked Sendable {
  private let lock = NSLock()
  var done = 0

  func serially(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body()
  }
}
