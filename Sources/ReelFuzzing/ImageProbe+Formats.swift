// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelComposition
import ReelRender
import ReelRuntime
import ReelScene

/// Any image file Reel reads (PNG, JPEG, WebP, SVG) through the CLI's own path: checked and
/// decoded while the scene loads, then drawn in a frame. Every input must end in an image drawn or
/// a located error that names the file.
extension ImageProbe {
  /// - Parameter ending: the file's extension (only for its name: formats are told apart by
  ///   their first bytes).
  /// - Throws: `ProbeViolation` when the input breaks the contract.
  public func runAnyFormat(_ bytes: Data, ending: String) throws(ProbeViolation) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    // A new name each time: decoded images are cached by path for the life of the process.
    serial += 1
    let image = folder.appendingPathComponent("image-\(serial).\(ending)")
    do { try bytes.write(to: image) } catch {
      throw ProbeViolation("cannot write the probe's image: \(error)")
    }
    defer { try? FileManager.default.removeItem(at: image) }
    let scene =
      """
      canvas: {width: 64, height: 64}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [{image: \(image.lastPathComponent)}]\n
      """
    let context = SceneContext(
      baseDirectory: folder,
      decodeImage: { path in try CairoImageDecoder.pixelSize(ofPNG: path) }, limits: limits)
    let document: SceneDocument
    do {
      document = try SceneLoader.parse(scene, file: "image.yaml", context: context)
    } catch {
      return try Self.rejection(error, image: image)
    }
    guard let style = document.collectionViews.first?.sections.first?.items.first?.style.image
    else { throw ProbeViolation("the scene lost its image") }
    do {
      let player = try ScenePlayer(document: document)
      _ = try CairoRenderer().raster(player.displayList(at: 0))
    } catch { throw ProbeViolation("an accepted image could not be drawn: \(error)") }
    return .decoded(width: Int(style.pixelSize.width), height: Int(style.pixelSize.height))
  }
}
