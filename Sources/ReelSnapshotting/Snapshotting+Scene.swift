// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender
import ReelScene
import ReelSnapshot
import SnapshotTesting

/// A scene at one moment: what the strategies below snapshot.
public struct SceneMoment: Sendable {
  public let player: any FrameSource
  /// Seconds into the scene.
  public let time: Double

  public init(_ player: any FrameSource, at time: Double) {
    self.player = player
    self.time = time
  }
}

extension Diffing where Value == Raster {
  /// PNG on disk; compared with Reel's perceptual `ImageComparator` (anti-aliasing forgiven). A
  /// failure attaches the reference, the actual image and the diff image.
  public static func image(comparator: ImageComparator = ImageComparator()) -> Diffing {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    Diffing.diff(
      toData: { (try? PNGEncoder().encode($0)) ?? Data() },
      fromData: {
        (try? PNGCodec.decode($0, maximumPixels: SceneLimits.standard.imagePixels))
          ?? Raster(width: 0, height: 0, pixels: [])
      }
    ) { reference, actual in
      let comparison = comparator.compare(reference: reference, actual: actual)
      guard !comparison.passed else { return nil }
      var attachments: [DiffAttachment] = []
      for (name, raster) in [("reference", reference), ("failure", actual)]
        + (comparison.diff.map { [("difference", $0)] } ?? [])
      {
        if let png = try? PNGEncoder().encode(raster) {
          attachments.append(.data(png, name: "\(name).png"))
        }
      }
      return (comparison.summary, attachments)
    }
  }
}

extension Snapshotting where Value == SceneMoment, Format == Raster {
  /// The rendered frame, compared perceptually (`assertSnapshot(of: SceneMoment(player, at: 1),
  /// as: .image)`).
  public static var image: Snapshotting { .image() }

  /// The rendered frame at `scale` (nil: the scene's), compared with `comparator`.
  public static func image(comparator: ImageComparator = ImageComparator(), scale: CGFloat? = nil)
    -> Snapshotting
  {
    Snapshotting(pathExtension: "png", diffing: .image(comparator: comparator)) { moment in
      let png =
        (try? SnapshotImage.png(moment.player.displayList(at: moment.time, scale: scale)))
        ?? Data()
      return (try? PNGCodec.decode(png, maximumPixels: Int.max))
        ?? Raster(width: 0, height: 0, pixels: [])
    }
  }
}

extension Snapshotting where Value == SceneMoment, Format == String {
  /// The layout dump of `reel inspect` as text, diffed line by line: a layout change reads as moved
  /// frames before any pixel is compared.
  public static var layout: Snapshotting {
    Snapshotting<String, String>.lines.pullback { moment in
      moment.player.layoutText(at: moment.time)
    }
  }
}
