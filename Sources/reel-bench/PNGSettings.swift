// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelExport
import ReelPNG
import ReelRender

/// The PNG writer's settings on a scene's frames (issue 18, point 3): for each compressor and
/// row-filter choice, the encoding time per frame on one core and the bytes of all frames.
/// Prints "png.<compressor>.<filters> <ms> ms/frame <bytes> bytes".
func measurePNGSettings(scene: String, frames: Int) {
  guard let player = try? SceneFiles.player(path: scene) else {
    print("png.skipped 0 - (\(scene) cannot be loaded)")
    return
  }
  let times = player.frameTimes(fps: player.framesPerSecond)
  let step = max(times.count / frames, 1)
  let renderer = CairoRenderer()
  let rasters = stride(from: 0, to: times.count, by: step).compactMap {
    try? renderer.raster(player.displayList(at: times[$0]))
  }
  let compressors: [PNGCompressor] = [
    .zlib(level: 1), .zlib(level: 6), .libdeflate(level: 1), .libdeflate(level: 3),
    .libdeflate(level: 6),
  ]
  for compressor in compressors {
    for filters in [PNGFilterChoice.upOrSub, .adaptive, .none] {
      let encoder = PNGEncoder(compressor: compressor, filters: filters)
      var bytes = 0
      let time = median(3) {
        bytes = rasters.reduce(0) { $0 + ((try? encoder.encode($1))?.count ?? 0) }
      }
      let name = "\(compressor)".replacingOccurrences(of: " ", with: "")
      let perFrame = String(format: "%.2f", time * 1000 / Double(rasters.count))
      print("png.\(name).\(filters.rawValue) \(perFrame) ms/frame \(bytes) bytes")
    }
  }
}
