// SPDX-License-Identifier: MIT
import Foundation
import ReelExport
import ReelRuntime
import ReelScene

extension SceneProbe {
  /// Command-line overrides a render may be given, tried on every scene that plays: `--scale`,
  /// `--fps`, `--at` and a contact sheet's `--sheet-frames`, at the edges of what they accept.
  static let overrides:
    [(format: RenderFormat, at: Double?, scale: CGFloat?, fps: Double?, sheetFrames: Int)] = [
      (.png, 0, 0.05, nil, 12), (.svg, 1e20, nil, nil, 12), (.png, 0.5, 4, nil, 12),
      (.sheet, nil, 0.02, nil, 2),
      (.sheet, nil, 4, nil, 100), (.gif, 0.25, 0.01, 120, 12), (.png, 1e-6, 1, 0.5, 12),
    ]

  /// Renders `player` with the overrides numbered `choice` into a fresh folder and checks what
  /// `reel render` promises: a located refusal or the output, every file inside the output folder,
  /// no temporary left, nothing written beside it.
  /// - Throws: `ProbeViolation` when a promise is broken.
  func checkOutputs(_ player: ScenePlayer, choice: Int, file: String) throws(ProbeViolation) {
    let override = Self.overrides[choice % Self.overrides.count]
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("nested/out")
    var options = RenderOptions(
      format: override.format, outputDirectory: out, singleTime: override.at, fps: override.fps,
      scale: override.scale,
      parallelism: 1)
    options.limits = limits
    options.sheetFrames = override.sheetFrames
    do {
      _ = try SceneRenderer().render(player, options: options)
    } catch let error as SceneError {
      _ = try located(error, file: file)
    } catch {
      throw ProbeViolation("rendering with \(override) failed: \(error)")
    }
    let everything =
      FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    for path in everything
    where !(path == "nested" || path == "nested/out" || path.hasPrefix("nested/out/")) {
      throw ProbeViolation("rendering with \(override) wrote \(path) outside the output folder")
    }
    if let leftover = everything.first(where: { $0.contains(".tmp-") || $0.contains(".old-") }) {
      throw ProbeViolation("rendering with \(override) left the temporary \(leftover)")
    }
  }
}
