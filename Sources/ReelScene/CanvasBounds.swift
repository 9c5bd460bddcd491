// SPDX-License-Identifier: MIT
import Foundation

/// The bounds a scene's `canvas` and the command line's options share, declared once: the scene
/// reader, `--scale`, `--fps`, `reel snapshot` and the preview's `scale` query check against them,
/// and a render resolves "the option, else the scene's" with `resolved(_:scene:)`.
public enum CanvasBounds {
  /// Pixels per point (`canvas.scale`, `--scale`): 0.01 to 4 (1 = @1x, 2 = @2x, 3 = @3x).
  public static let scale: ClosedRange<CGFloat> = 0.01...4
  /// `scale` in words, for messages.
  public static let scaleText = "from 0.01 to 4 (1 = @1x, 2 = @2x, 3 = @3x)"
  /// Frames per second of a render (`canvas.fps`, `--fps`): above 0, at most 120.
  public static let maximumFPS: Double = 120
  /// Frames per second of a GIF (`canvas.gifFps`): at most 50, as browsers play them.
  public static let maximumGIFFPS: Double = 50

  /// What a render uses: the command line's `option` when given, else the `scene`'s value.
  public static func resolved<T>(_ option: T?, scene: T) -> T { option ?? scene }
}
