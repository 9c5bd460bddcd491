// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender
import ReelScene

/// Runs one image file's bytes through everything Reel does with images it did not make: the PNG
/// header check, a scene that draws the image (checked and decoded as the CLI does) and, when it
/// decodes, a round trip through Reel's PNG writer. Every input must end in a decoded image or a
/// located error that names the file.
public final class ImageProbe: @unchecked Sendable {
  /// Where the bytes are written for the scene to name: one folder per probe, one file reused.
  let folder: URL
  let limits: SceneLimits
  let lock = NSLock()
  /// The image the scene's loader decoded during the current `run` (under `lock`).
  var decoded: Raster?
  /// Inputs run through `runAnyFormat` so far (under `lock`): each gets its own file name.
  var serial = 0

  public init(limits: SceneLimits = SceneProbe.fuzzLimits) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-image-probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.limits = limits
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// How an input ended.
  public enum Outcome: Equatable, Sendable {
    case decoded(width: Int, height: Int)
    case rejected(String)
  }

  /// - Throws: `ProbeViolation` when the input breaks the contract.
  public func run(_ bytes: Data) throws(ProbeViolation) -> Outcome {
    lock.lock()
    defer { lock.unlock() }
    let header = Result { () throws(PNGHeader.Problem) in try PNGHeader.size(of: bytes) }
    let image = folder.appendingPathComponent("image.png")
    do { try bytes.write(to: image) } catch {
      throw ProbeViolation("cannot write the probe's image: \(error)")
    }
    let scene =
      """
      canvas: {width: 64, height: 64}\ncollectionView:\n  layout: {type: flow}\n  items: \
      [{image: image.png}]\n
      """
    // The scene's decode is kept for the checks below, so each input is decoded once.
    decoded = nil
    let context = SceneContext(
      baseDirectory: folder,
      decodeImage: { [unowned self] path in
        let raster = try PNGCodec.decode(
          try Data(contentsOf: URL(fileURLWithPath: path)), maximumPixels: limits.imagePixels)
        decoded = raster
        return CGSize(width: raster.width, height: raster.height)
      }, limits: limits)
    do {
      _ = try SceneLoader.parse(scene, file: "image.yaml", context: context)
    } catch {
      return try Self.rejection(error, image: image)
    }
    guard case .success(let size) = header else {
      throw ProbeViolation("the scene accepted an image whose header is refused: \(header)")
    }
    guard let raster = decoded else {
      throw ProbeViolation("the scene accepted an image without decoding it")
    }
    guard raster.width == size.width, raster.height == size.height else {
      throw ProbeViolation(
        "the header says \(size.width)×\(size.height), the decoder \(raster.width)×\(raster.height)"
      )
    }
    try roundTrip(raster)
    return .decoded(width: raster.width, height: raster.height)
  }

  /// A refused image: the error must be located at the probe scene's image key and name the file.
  static func rejection(_ error: SceneError, image: URL) throws(ProbeViolation) -> Outcome {
    guard error.file == "image.yaml", error.line == 4, error.column >= 1,
      error.description.contains(image.path)
    else {
      throw ProbeViolation(
        "an image error that is not located at the image or does not name the file: \(error)")
    }
    return .rejected(error.description)
  }

  /// Reel's PNG writer must give back the same pixels (exactly, where no premultiplication rounds).
  func roundTrip(_ raster: Raster) throws(ProbeViolation) {
    let again: Raster
    do {
      again = try PNGCodec.decode(try PNGEncoder().encode(raster), maximumPixels: Int.max)
    } catch { throw ProbeViolation("PNG round trip failed: \(error)") }
    var exact = true
    for i in stride(from: 3, to: raster.pixels.count, by: 4)
    where raster.pixels[i] != 0 && raster.pixels[i] != 255 {
      exact = false
      break
    }
    if exact ? again.pixels != raster.pixels : again.pixels.count != raster.pixels.count {
      throw ProbeViolation(
        "PNG round trip changed the pixels of a \(raster.width)×\(raster.height) image")
    }
  }
}
