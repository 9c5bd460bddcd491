// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelExport
import ReelRender
import ReelRuntime
import ReelScene

/// The scene a preview shows: its last version that loaded, read again whenever the scene file or
/// one of its images changes, and the frames drawn from it.
///
/// A version that fails to load leaves the last good one in place; its errors (every one, each with
/// `file:line:column`) are kept for the page to show over the last good frame. Thread-safe: the
/// server's requests and the file watcher share one instance.
public final class PreviewScene: @unchecked Sendable {
  /// What the page needs to know about the current version.
  public struct Status: Sendable {
    /// Increases on every change of the files, good or bad.
    public var version: Int
    /// The errors of the files as they are now; nil when they load.
    public var errors: String?
  }

  public let path: String
  public let limits: SceneLimits
  private let lock = NSLock()
  private var status = Status(version: 1, errors: nil)
  private var players: [PreviewAppearance: ScenePlayer] = [:]
  private var good: ScenePlayer?
  /// Counts the good versions: work begun on one is not stored once a newer one loaded.
  private var generation = 0
  private var fingerprint: [String] = []
  /// The files' fingerprint the background watcher last started a load for.
  private var seen: [String] = []
  /// Background loads started, running now, and the newest whose result was kept: a load that
  /// finishes after a newer one is dropped.
  private var started = 0
  private var running = 0
  private var kept = 0
  /// Reads the scene in an appearance (`SceneFiles.player` but in tests).
  private let load: @Sendable (SceneVariant) throws -> ScenePlayer
  private var frames = PreviewFrameCache(capacity: 256 << 20)
  /// Frames drawn at once: as many as there are cores, so a burst of requests cannot hold more
  /// than that many frames' pixels.
  private let drawing = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)

  /// Reads the scene at `path` (an invalid scene still makes a preview: its errors are shown).
  public convenience init(path: String, limits: SceneLimits = .standard) {
    self.init(path: path, limits: limits) { variant in
      try SceneFiles.player(path: path, limits: limits, variant: variant)
    }
  }

  /// A preview whose versions `load` reads.
  init(
    path: String, limits: SceneLimits,
    load: @escaping @Sendable (SceneVariant) throws -> ScenePlayer
  ) {
    self.path = path
    self.limits = limits
    self.load = load
    _ = refresh(force: true)
  }

  /// Loads at most this many versions at once in the background: a save while they all run is
  /// picked up when one ends.
  static let backgroundLoads = 4

  public var current: Status { lock.withLock { status } }

  /// The last version that loaded, as written (nil if none has yet).
  public var player: ScenePlayer? { lock.withLock { good } }

  /// Reads the files again if they changed since the last call; returns whether they did.
  @discardableResult public func refresh(force: Bool = false) -> Bool {
    let now = watchedFingerprint()
    guard force || lock.withLock({ now != fingerprint }) else { return false }
    let loaded = Result { try load(SceneVariant()) }
    lock.withLock {
      seen = now
      apply(loaded, fingerprint: now, counted: !force)
    }
    return true
  }

  /// Starts loading the files on a thread of their own if they changed since the last load
  /// started, and returns at once; `loaded` gets the new version number once that load is in
  /// place. A load that never ends (an image that takes hours to decode) holds one of
  /// `backgroundLoads` threads, not the watcher.
  public func refreshInBackground(loaded: @escaping @Sendable (Int) -> Void) {
    let now = watchedFingerprint()
    let ticket: Int? = lock.withLock {
      guard now != seen, running < Self.backgroundLoads else { return nil }
      seen = now
      started += 1
      running += 1
      return started
    }
    guard let ticket else { return }
    Thread { [self] in
      let result = Result { try load(SceneVariant()) }
      let version: Int? = lock.withLock {
        running -= 1
        guard ticket > kept else { return nil }
        kept = ticket
        apply(result, fingerprint: now, counted: true)
        return status.version
      }
      if let version { loaded(version) }
    }.start()
  }

  private func watchedFingerprint() -> [String] {
    let watched = lock.withLock { [path] + (good?.document?.imagePaths ?? []) }
    return watched.map(RegularFile.fingerprint(atPath:))
  }

  /// Puts a load's outcome in place (under the lock): a new version, its errors, its player.
  private func apply(_ loaded: Result<ScenePlayer, any Error>, fingerprint: [String], counted: Bool)
  {
    self.fingerprint = fingerprint
    if counted { status.version += 1 }
    switch loaded {
    case .success(let player):
      status.errors = nil
      good = player
      generation += 1
      players = [.scene: player]
      frames.removeAll()
    case .failure(let error):
      status.errors = "\(error)"
    }
  }

  /// The last good version in `appearance` (loaded once per version).
  func player(_ appearance: PreviewAppearance) -> ScenePlayer? {
    player(appearance, generation: lock.withLock { generation }).player
  }

  /// The player and the generation it belongs to.
  private func player(
    _ appearance: PreviewAppearance, generation asked: Int
  ) -> (player: ScenePlayer?, generation: Int) {
    if let found = lock.withLock({ players[appearance].map { ($0, generation) } }) { return found }
    guard lock.withLock({ good }) != nil,
      let player = try? load(appearance.variant)
    else { return lock.withLock { (good, generation) } }
    return lock.withLock {
      guard generation == asked else { return (players[appearance] ?? good, generation) }
      players[appearance] = player
      return (player, generation)
    }
  }

  /// Frame `index` of the render (`fps` frames a second) as PNG at `scale`, drawn once and cached.
  /// - Throws: `PreviewRequestError` when the frame at `scale` is over the scene limits' pixels.
  func frame(
    _ index: Int, appearance: PreviewAppearance, scale: CGFloat
  ) throws -> Data? {
    let key = "\(appearance.rawValue) \(scale) \(index)"
    if let data = lock.withLock({ frames[key] }) { return data }
    let (found, version) = player(appearance, generation: lock.withLock { generation })
    guard let player = found else { return nil }
    let size = player.displayList(at: 0, scale: 1).outputSize
    guard RenderBudget.pixels(size, scale: scale) <= limits.framePixels else {
      throw PreviewRequestError(
        description: "a frame at scale \(scale) is over the limit of \(limits.framePixels) pixels")
    }
    drawing.wait()
    defer { drawing.signal() }
    let times = player.frameTimes(fps: player.framesPerSecond)
    guard !times.isEmpty else { return nil }
    let time = times[min(max(index, 0), times.count - 1)]
    let data = try SceneRenderer().png(player.displayList(at: time, scale: scale))
    // A frame of a version replaced meanwhile is answered but not kept.
    lock.withLock { if generation == version { frames[key] = data } }
    return data
  }
}
