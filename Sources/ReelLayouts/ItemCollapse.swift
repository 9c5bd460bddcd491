// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// An item of a one-row, single-section layout collapsing before it is deleted — seed 001's custom
/// delete, where UIKit's update animations are switched off and the layout itself shrinks the item
/// and closes the gap frame by frame; the data is deleted without animation once `progress` is 1.
///
/// Scene files reach it through the animatable parameters `collapsingItem` and `collapseProgress`.
public struct ItemCollapse: Hashable, Sendable {
  /// The collapsing item's index, or −1 for none.
  public var item: Int
  /// How far it has collapsed, 0…1 (values outside are clamped where used).
  public var progress: CGFloat

  public init(item: Int = -1, progress: CGFloat = 0) {
    self.item = item
    self.progress = progress
  }

  private var clampedProgress: CGFloat { item >= 0 ? min(max(progress, 0), 1) : 0 }

  /// The share of item `index` still showing, 1…0: the collapsing item's size and alpha factor, 1
  /// for others.
  public func remaining(forItem index: Int) -> CGFloat { index == item ? 1 - clampedProgress : 1 }

  /// How far item `index` moves toward the start, in points (≤ 0), to close the gap of `pitch`
  /// points the collapsing item leaves: items after it move by progress × pitch.
  public func closingOffset(forItem index: Int, pitch: CGFloat) -> CGFloat {
    item >= 0 && index > item ? -clampedProgress * pitch : 0
  }

  /// `collapsingItem` and `collapseProgress` for a layout's `collapse` property: tweenable only.
  public static func parameters<L: CollectionViewLayout>(
    _ keyPath: ReferenceWritableKeyPath<L, ItemCollapse>
  ) -> [LayoutParameter] {
    [
      .integer(
        "collapsingItem", keyPath.appending(path: \.item), in: -1...1_000_000,
        summary: "the collapsing item (−1: none)", isSceneKey: false, isAnimatable: true),
      .number(
        "collapseProgress", keyPath.appending(path: \.progress), unit: "fraction",
        summary: "how far it has collapsed, 0…1", isSceneKey: false),
    ]
  }
}
