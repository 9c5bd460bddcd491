// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTiming

/// How the content offset moves along one axis, as a function of the seconds since the motion
/// began:
/// a sequence of pieces, each starting where the previous one ended.
public struct AxisMotion: Sendable {
  /// One stretch of motion.
  public enum Piece: Sendable {
    /// Stays at a value.
    case hold(Double)
    /// From one value to another with a timing curve (`setContentOffset(_:animated:)`, updates).
    case eased(from: Double, to: Double, timing: AnimationTiming)
    /// Momentum after a fling (SPEC §6.2).
    case decelerate(DecelerationTimingParameters)
    /// A bounce back to `rest` (SPEC §6.5.2).
    case spring(rest: Double, ScrollSpring)
    /// Follows a finger: piecewise-linear `(time, value)` samples, times relative to the piece
    /// start.
    case track(PiecewiseLinear<Double>)
  }

  /// Pieces with their start times, relative to the motion's start, ascending.
  public private(set) var pieces: [(start: Double, piece: Piece)]

  public init(_ piece: Piece) { pieces = [(0, piece)] }

  /// Appends a piece that starts `after` seconds into the motion (the previous one is cut there).
  public mutating func append(_ piece: Piece, after start: Double) { pieces.append((start, piece)) }

  /// Seconds until the motion stops.
  public var duration: Double {
    guard let (start, piece) = pieces.last else { return 0 }
    return start + Self.duration(of: piece)
  }

  /// The value `time` seconds into the motion.
  public func value(at time: Double) -> Double {
    guard let index = pieces.lastIndex(where: { $0.start <= time }) ?? pieces.indices.first else {
      return 0
    }
    let (start, piece) = pieces[index]
    return Self.value(of: piece, at: time - start)
  }

  /// The value at the end.
  public var finalValue: Double { value(at: duration) }

  static func duration(of piece: Piece) -> Double {
    switch piece {
    case .hold: 0
    case .eased(_, _, let timing): timing.totalDuration
    case .decelerate(let d): d.duration
    case .spring(_, let s): s.duration
    case .track(let samples): samples.last?.time ?? 0
    }
  }

  static func value(of piece: Piece, at t: Double) -> Double {
    switch piece {
    case .hold(let v):
      return v
    case .eased(let from, let to, let timing):
      return from + (to - from) * timing.progress(at: t)
    case .decelerate(let d):
      return d.offset(at: t)
    case .spring(let rest, let s):
      return rest + s.displacement(at: t)
    case .track(let samples):
      return samples.value(at: t) ?? 0
    }
  }
}

/// The content offset over time: one `AxisMotion` per axis.
public struct ScrollMotion: Sendable {
  public var x: AxisMotion
  public var y: AxisMotion
  /// Whether this is scrolling (which shows the scroll indicators) rather than an offset change
  /// that
  /// comes with a batch update.
  public var isScrolling = true

  public init(x: AxisMotion, y: AxisMotion) {
    self.x = x
    self.y = y
  }

  /// A motion that stays at `offset`.
  public static func hold(_ offset: CGPoint) -> ScrollMotion {
    ScrollMotion(x: AxisMotion(.hold(Double(offset.x))), y: AxisMotion(.hold(Double(offset.y))))
  }

  /// An eased move between two offsets (`setContentOffset(_:animated:)`, updates that move the
  /// content).
  public static func eased(from: CGPoint, to: CGPoint, timing: AnimationTiming) -> ScrollMotion {
    ScrollMotion(
      x: AxisMotion(.eased(from: Double(from.x), to: Double(to.x), timing: timing)),
      y: AxisMotion(.eased(from: Double(from.y), to: Double(to.y), timing: timing)))
  }

  public var duration: Double { max(x.duration, y.duration) }

  public func offset(at time: Double) -> CGPoint {
    CGPoint(x: x.value(at: time), y: y.value(at: time))
  }

  public var finalOffset: CGPoint { offset(at: duration) }
}
