// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelScene

extension CanvasBounds {
  /// Refuses a `--scale` outside `scale` as a usage error; nil (the scene's) passes.
  static func checkScaleOption(_ scale: Double?) throws {
    if let scale, !CanvasBounds.scale.contains(CGFloat(scale)) {
      throw ValidationError("--scale must be \(scaleText)")
    }
  }
}
