// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender

/// How a snapshot's image is made from a frame: drawn by Cairo, stored as PNG.
package enum SnapshotImage {
  /// The PNG bytes of `list` drawn at its own scale.
  package static func png(_ list: DisplayList) throws -> Data {
    try PNGEncoder().encode(try CairoRenderer().raster(list))
  }
}
