// SPDX-License-Identifier: MIT
import Foundation
import ReelPNG
import ReelRender
import ReelSnapshot
import ReelViews
import SnapshotTesting

extension Snapshotting where Value == View, Format == Raster {
  /// The view drawn by `renderer` at `size` (its own, or fitted to its constraints when nil),
  /// compared perceptually (`assertSnapshot(of: cell, as: .image)`).
  @MainActor
  public static func image(
    renderer: ViewRenderer = ViewRenderer(), size: CGSize? = nil,
    comparator: ImageComparator = ImageComparator()
  ) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(comparator: comparator)) { view in
      MainActor.assumeIsolated {
        (try? renderer.raster(view, size: size)) ?? Raster(width: 0, height: 0, pixels: [])
      }
    }
  }

  /// The view drawn at @2x in light mode, at its own size.
  @MainActor
  public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == View, Format == String {
  /// The view tree as text (`recursiveDescription`: one line a view, its class, frame and
  /// properties), laid out by `renderer` at `size`, diffed line by line.
  @MainActor
  public static func recursiveDescription(
    renderer: ViewRenderer = ViewRenderer(), size: CGSize? = nil
  ) -> Snapshotting {
    Snapshotting<String, String>.lines.pullback { view in
      MainActor.assumeIsolated {
        renderer.layOut(view, size: size)
        return view.recursiveDescription
      }
    }
  }

  /// The view tree as text at its own size.
  @MainActor
  public static var recursiveDescription: Snapshotting { .recursiveDescription() }
}
