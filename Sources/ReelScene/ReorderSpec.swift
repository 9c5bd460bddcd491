// SPDX-License-Identifier: MIT
import Foundation

/// A `reorder:` step: a long-press drag moving an item by hand — the press on the item at the
/// first point, held for the long-press recognizer's 0.5 s, then the finger through the points
/// (collection-view coordinates) evenly over `duration`, the others making room; lifting drops
/// the item into its new place (or, with `cancel`, back where it was).
public struct ReorderSpec: Sendable {
  public var points: [CGPoint]
  public var duration: Double
  public var cancel = false

  /// The most finger locations a reorder takes.
  public static let maximumPoints = 1_000

  /// `UILongPressGestureRecognizer.minimumPressDuration`'s default, seconds.
  public static let pressDuration = 0.5
}
