// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelScene

/// Loading scene files the way the CLI does: images are decoded with Cairo while loading, so a
/// corrupt image is reported at its place in the scene (`file:line:column`) before anything is drawn.
public enum SceneFiles {
  /// Loads, validates and runs the scene at `path`.
  /// - Throws: `SceneFileError` or `SceneError`.
  public static func player(path: String, limits: SceneLimits = .standard) throws -> ScenePlayer {
    let document = try SceneLoader.load(path: path, decodeImage: { file in try CairoImageDecoder.pixelSize(ofPNG: file) }, limits: limits)
    return try ScenePlayer(document: document)
  }
}
