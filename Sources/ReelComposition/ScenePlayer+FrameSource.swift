// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime
import ReelViews

/// A scene run is a frame source: renderers, encoders and snapshots take it as they take any.
extension ScenePlayer: FrameSource {
  public var canvasSize: CGSize {
    CGSize(width: canvas.width, height: canvas.height)
  }
  public var scale: CGFloat { canvas.scale }
  public var background: RGBAColor { canvas.background }
  public var framesPerSecond: Double { canvas.fps }
  public var gifFramesPerSecond: Double { canvas.gifFPS }
  public var moments: [FrameMoment] { namedTimes.map { FrameMoment(name: $0.name, time: $0.time) } }
  public var spans: [FrameSpan] { stepSpans }

  /// `reel inspect`'s table for every collection view on screen (and the screens) at `time`,
  /// ending in a newline.
  public func layoutText(at time: Double) -> String {
    let shown = stagesOnScreen(at: time)
    guard shown.count > 1 else { return InspectTable.render(inspect(at: time)) + "\n" }
    return shown.map { i in
      "collection view \(stages[i].spec.name)\n"
        + InspectTable.render(inspect(at: time, collectionView: i))
    }.joined(separator: "\n\n") + "\n"
  }
}
