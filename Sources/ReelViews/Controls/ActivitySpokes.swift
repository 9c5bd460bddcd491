// SPDX-License-Identifier: MIT
import Foundation

/// The spokes of an activity indicator (`UIActivityIndicatorView`, a refresh control's
/// spinner): eight rounded bars around the centre of a `side`-point square, each 0.28 × `side`
/// long and 0.09 × `side` wide, fading from the leading one (alpha 1) round to 0.15.
public struct ActivitySpokes: Sendable, Hashable {
  /// One spoke: its centre from the square's centre (points, y down), its turn from twelve
  /// o'clock (radians, clockwise), its size (points) and alpha.
  public struct Spoke: Sendable, Hashable {
    /// Its centre from the indicator's centre, points (y down).
    public var center: CGPoint
    /// Its turn from twelve o'clock, radians, clockwise.
    public var angle: CGFloat
    /// Its width and length, points.
    public var size: CGSize
    /// Its opacity, 0.15…1.
    public var alpha: CGFloat
  }

  /// How many spokes an indicator has.
  public static let count = 8

  /// The spokes of a `side`-point indicator, the leading one at `phase` of a turn (0…1) from
  /// twelve o'clock.
  public static func spokes(side: CGFloat, phase: Double = 0) -> [Spoke] {
    let length = side * 0.28
    let width = side * 0.09
    let radius = side / 2 - length / 2
    let lead = Int((phase * Double(count)).rounded(.down)) % count
    return (0..<count).map { index in
      let angle = CGFloat(index) / CGFloat(count) * 2 * .pi
      let behind = (lead - index + count) % count
      return Spoke(
        center: CGPoint(x: radius * sin(angle), y: -radius * cos(angle)), angle: angle,
        size: CGSize(width: width, height: length),
        alpha: 1 - CGFloat(behind) / CGFloat(count) * 0.85)
    }
  }
}
