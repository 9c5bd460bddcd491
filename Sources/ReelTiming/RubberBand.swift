// SPDX-License-Identifier: MIT
import Foundation

/// UIScrollView's resistance when dragged past an edge (SPEC §6.5.1): a finger `distance` points
/// beyond the edge moves the content `(1 − 1/(distance·c/dimension + 1))·dimension`, with
/// `c = 0.55` and `dimension` the viewport's size on that axis. Odd in `distance`; never reaches
/// `dimension`.
public enum RubberBand {
  public static let coefficient = 0.55

  /// The displayed over-scroll for a raw over-scroll `distance` (points, either sign).
  public static func offset(
    forDistance distance: Double, dimension: Double, coefficient c: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * c / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
  }

  /// A raw offset with its parts outside `range` rubber-banded.
  public static func clamp(_ offset: Double, to range: ClosedRange<Double>, dimension: Double)
    -> Double
  {
    if offset < range.lowerBound {
      return range.lowerBound
        + Self.offset(forDistance: offset - range.lowerBound, dimension: dimension)
    }
    if offset > range.upperBound {
      return range.upperBound
        + Self.offset(forDistance: offset - range.upperBound, dimension: dimension)
    }
    return offset
  }
}
