// SPDX-License-Identifier: MIT
import Foundation

/// Frame delays for GIF, whose delays are whole hundredths of a second.
public enum GIFFrameTiming {
  /// The fastest rate GIF plays faithfully: browsers treat delays below 2/100 s as 10/100 s, so 50
  /// fps.
  public static let maximumFramesPerSecond = 50.0

  /// The delay of each of `frameCount` frames at `fps`, in 1/100 s, rounding the running time (not
  /// each frame) so that the delays add up to the real duration without drift:
  /// `delay[i] = round(100·(i+1)/fps) − round(100·i/fps)`.
  /// - Precondition: `fps > 0`.
  public static func delays(frameCount: Int, fps: Double) -> [Int] {
    precondition(fps > 0 && fps.isFinite, "fps must be positive, got \(fps)")
    return (0..<max(frameCount, 0)).map { i in
      Int((100 * Double(i + 1) / fps).rounded()) - Int((100 * Double(i) / fps).rounded())
    }
  }
}
