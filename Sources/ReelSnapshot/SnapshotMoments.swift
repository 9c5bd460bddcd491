// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene

/// One moment of a scene to snapshot: a label (part of the reference's file name) and a time.
public struct SnapshotMoment: Hashable, Sendable {
  /// Letters, digits, `.`, `-` and `_` only, so it can name a file.
  public let label: String
  /// Seconds.
  public let time: Double

  public init(label: String, time: Double) {
    self.label = Self.fileSafe(label)
    self.time = time
  }

  /// `label` with every character outside `[A-Za-z0-9._-]` replaced by `-` (`StepName`).
  static func fileSafe(_ label: String) -> String { StepName.fileSafe(label) }

  /// A time as a label: `1.25s`; `1e+20s` for times too large to write out (a file name's length
  /// is limited).
  static func label(for time: Double) -> String {
    if !(abs(time) < 1e9) { return String(format: "%g", time) + "s" }
    var text = String(format: "%.3f", time)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return "\(text)s"
  }
}

/// Which moments of a scene to snapshot.
public enum SnapshotMomentSelection: Hashable, Sendable {
  /// The scene's named steps (`name:` in the script) and its last frame; keyframes when it names
  /// none.
  case automatic
  /// The moments where named steps start.
  case named
  /// These times, seconds.
  case times([Double])
  /// Every `n`-th frame at the scene's frame rate (`fps`), from the first.
  case everyNthFrame(Int)
  /// 0, 25, 50, 75 and 100 % through each step that moves something.
  case keyframes

  /// The moments for `player`, in time order without duplicates (the first label of a time wins).
  public func moments(for player: any FrameSource) -> [SnapshotMoment] {
    var result: [SnapshotMoment] = []
    switch self {
    case .automatic:
      if player.moments.isEmpty { return Self.keyframes.moments(for: player) }
      result =
        Self.named.moments(for: player) + [
          SnapshotMoment(label: "end", time: Self.lastFrame(player))
        ]
    case .named:
      result = player.moments.map { SnapshotMoment(label: $0.name, time: $0.time) }
    case .times(let times):
      result = times.map { SnapshotMoment(label: SnapshotMoment.label(for: $0), time: $0) }
    case .everyNthFrame(let n):
      let fps = player.framesPerSecond
      let frames = player.frameTimes(fps: fps)
      result = stride(from: 0, to: frames.count, by: max(n, 1)).map {
        SnapshotMoment(label: String(format: "frame-%04d", $0), time: frames[$0])
      }
    case .keyframes:
      for span in player.spans where span.end > span.start {
        let base = span.name ?? "step\(span.index)"
        for percent in [0, 25, 50, 75, 100] {
          let time =
            percent == 100 ? span.end : span.start + (span.end - span.start) * Double(percent) / 100
          result.append(
            SnapshotMoment(label: "\(base)-\(percent)", time: min(time, Self.lastFrame(player))))
        }
      }
      if result.isEmpty { result = [SnapshotMoment(label: "start", time: 0)] }
    }
    var seen = Set<Double>()
    var labels = Set<String>()
    let ordered = result.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.map(\.element)
    return ordered.filter { seen.insert($0.time).inserted && labels.insert($0.label).inserted }
  }

  /// The time of the scene's last frame at its PNG frame rate.
  static func lastFrame(_ player: any FrameSource) -> Double {
    player.frameTimes(fps: player.framesPerSecond).last ?? 0
  }
}
