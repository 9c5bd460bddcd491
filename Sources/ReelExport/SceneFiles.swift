// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelRuntime
import ReelScene

/// Loading scene files the way the CLI does: images are decoded with Cairo while loading, so a
/// corrupt image is reported at its place in the scene (`file:line:column`) before anything is
/// drawn.
public enum SceneFiles {
  /// Loads, validates and runs the scene at `path` (in `variant`).
  /// - Throws: `SceneFileError` or `SceneError`.
  public static func player(
    path: String, limits: SceneLimits = .standard, variant: SceneVariant = SceneVariant()
  ) throws -> ScenePlayer {
    // A file with errors that left every part in it runs its script too, so its errors are
    // reported in the same run.
    let document = try SceneLoader.load(
      path: path, decodeImage: { file in try CairoImageDecoder.pixelSize(ofPNG: file) },
      limits: limits, variant: variant,
      checkScript: { document throws(SceneError) in _ = try ScenePlayer(document: document) })
    return try ScenePlayer(document: document)
  }

  /// The players of the scene at `path` in `variant`: one, or with `--locale all` one per locale
  /// of its `strings:`, each named `<scene>.<locale>`.
  /// - Throws: `SceneFileError` or `SceneError`.
  public static func players(
    path: String, limits: SceneLimits = .standard, variant: SceneVariant = SceneVariant()
  ) throws -> [ScenePlayer] {
    guard variant.locale == SceneVariant.everyLocale else {
      return [try player(path: path, limits: limits, variant: variant)]
    }
    let each = variants(of: path, variant, limits: limits)
    if each == [variant] {
      // Unreadable (its error comes now), or without strings.
      var first = variant
      first.locale = nil
      _ = try player(path: path, limits: limits, variant: first)
      throw SceneError(
        file: path, line: 1, column: 1, keyPath: "",
        message: "--locale all: the scene has no strings: to choose from")
    }
    return try each.map { one in
      try player(path: path, limits: limits, variant: one)
    }
  }

  /// `variant` for the scene at `path`: itself, or for `--locale all` one per locale of the
  /// scene's `strings:` (named `<scene>.<locale>`); itself when the scene cannot be read (its
  /// error comes when it is loaded).
  public static func variants(of path: String, _ variant: SceneVariant, limits: SceneLimits)
    -> [SceneVariant]
  {
    guard variant.locale == SceneVariant.everyLocale else { return [variant] }
    var first = variant
    first.locale = nil
    guard let document = try? SceneLoader.load(path: path, limits: limits, variant: first),
      !document.locales.isEmpty
    else { return [variant] }
    return document.locales.map { locale in
      var one = variant
      one.locale = locale
      one.nameSuffix += ".\(locale)"
      return one
    }
  }

  /// Scene files whose scene names collide (their outputs would overwrite each other), each with
  /// the
  /// other files of its name.
  public static func nameClashes(_ scenes: [(path: String, name: String)]) -> [String: [String]] {
    var byName: [String: [String]] = [:]
    for scene in scenes { byName[scene.name, default: []].append(scene.path) }
    var clashes: [String: [String]] = [:]
    for group in byName.values where group.count > 1 {
      for path in group { clashes[path] = group.filter { $0 != path } }
    }
    return clashes
  }

  /// Everything that can be known before a `render` of `players` with `options` writes anything:
  /// distinct names, and every scene within the limits with these options.
  /// - Throws: `OutputError.nameClash` or `SceneError`.
  public static func preflight(_ players: [ScenePlayer], options: RenderOptions) throws {
    try checkDistinctNames(players)
    for player in players {
      try RenderBudget(options: options).check(
        player, fps: SceneRenderer().frameRate(player, options))
    }
  }

  /// - Throws: `OutputError.nameClash` for the first scene (in order) whose name another one has.
  public static func checkDistinctNames(_ players: [ScenePlayer]) throws(OutputError) {
    let clashes = nameClashes(players.map { ($0.file, $0.name) })
    for player in players {
      if let others = clashes[player.file] {
        throw .nameClash(path: player.file, others: others)
      }
    }
  }

  /// What `reel validate` checks beyond loading: that the scene can be rendered in every format
  /// with
  /// its own frame rates and scale under `limits` (the frame count at `fps` and at `gifFps`).
  /// - Throws: `SceneError` at the scene's canvas.
  public static func checkRenderable(_ player: ScenePlayer, limits: SceneLimits) throws(SceneError)
  {
    for format in [RenderFormat.png, .gif] {  // the scene's own rates: `fps`, then `gifFps`
      var options = RenderOptions(format: format, outputDirectory: URL(fileURLWithPath: "."))
      options.limits = limits
      try RenderBudget(options: options).check(
        player, fps: SceneRenderer().frameRate(player, options))
    }
  }
}
