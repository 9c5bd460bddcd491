// SPDX-License-Identifier: MIT
import Foundation

/// `CACornerMask`: which corners `cornerRadius` rounds. On iOS (y down) `layerMinXMinYCorner` is
/// the top-left corner.
public struct CornerMask: OptionSet, Hashable, Sendable {
  /// The corner bits: 1 top left, 2 top right, 4 bottom left, 8 bottom right.
  public let rawValue: Int
  /// Corners from their bits (`CACornerMask`'s: min-x min-y 1, max-x min-y 2, min-x max-y 4,
  /// max-x max-y 8).
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
  /// All four corners.
  public static let all: CornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// `CALayerCornerCurve`: circular arcs, or the continuous curve of iOS 7's rounded rectangles
/// (the "squircle").
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
  case circular, continuous
}
