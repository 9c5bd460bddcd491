// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// Anything that draws frames over time: a scene file run by `ScenePlayer`, or a collection view
/// and timeline built in Swift. Renderers, encoders and snapshots take any frame source, so nothing
/// below them needs a scene file.
///
/// `displayList(at:scale:)` and `layoutText(at:)` must be pure functions of time, safe to call from
/// several threads at once (renderers draw frames in parallel).
public protocol FrameSource: Sendable {
  /// What outputs are named after (`out/<name>.gif`); a file name, not a path.
  var name: String { get }
  /// The picture's size, points.
  var canvasSize: CGSize { get }
  /// Pixels per point, 1…4, unless a renderer is told otherwise.
  var scale: CGFloat { get }
  var background: RGBAColor { get }
  /// Frame rate of frame sequences and video, frames per second.
  var framesPerSecond: Double { get }
  /// Frame rate of GIFs (at most 50, the fastest GIF plays faithfully).
  var gifFramesPerSecond: Double { get }
  /// Length, seconds (≥ 0).
  var duration: Double { get }
  /// Moments worth a name (snapshots take these), in time order.
  var moments: [FrameMoment] { get }
  /// When each step of what happens starts and its motion ends (snapshots take keyframes from
  /// these); empty when the source has no steps.
  var spans: [FrameSpan] { get }

  /// The frame at `time` (seconds), ready for a backend; `scale` overrides `scale`.
  func displayList(at time: Double, scale: CGFloat?) -> DisplayList
  /// What is on screen at `time` as text (`reel inspect`'s table), ending in a newline: the
  /// layout part of a snapshot.
  func layoutText(at time: Double) -> String
}

extension FrameSource {
  /// The frame at `time` at the source's own scale.
  public func displayList(at time: Double) -> DisplayList { displayList(at: time, scale: nil) }

  /// Frame times for `fps`: `round(duration · fps)` frames (at least one) at `i / fps`.
  public func frameTimes(fps: Double) -> [Double] {
    FrameRate.frameTimes(duration: duration, fps: fps)
  }
}

/// A named moment of a frame source, seconds.
public struct FrameMoment: Sendable, Hashable {
  public let name: String
  public let time: Double

  public init(name: String, time: Double) {
    self.name = name
    self.time = time
  }
}

/// One step's time span: seconds from its start to the end of its motion (equal for steps without
/// motion, such as a tap on nothing, and for waits).
public struct FrameSpan: Sendable, Hashable {
  /// The step's position among the source's steps, from 0.
  public let index: Int
  public let name: String?
  public let start: Double
  public let end: Double

  public init(index: Int, name: String?, start: Double, end: Double) {
    self.index = index
    self.name = name
    self.start = start
    self.end = end
  }
}
