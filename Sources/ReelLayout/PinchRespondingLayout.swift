// SPDX-License-Identifier: MIT
import Foundation

/// A layout that follows a two-finger pinch on one of its items, as seed 000's pinch to resize.
///
/// The timeline asks it, when the fingers touch down and every time they move, for the values of
/// its animatable `parameters` that show the pinch, tweens them between touches (the layout is
/// laid out again every frame), and when the fingers lift sets `parametersAfterPinch()` inside a
/// batch update, which animates the layout back — as calling `resetPinchedItem()` inside
/// `performBatchUpdates` does on iOS. A layout that does not adopt it ignores pinches (outside
/// interactive transitions, which pinches drive whatever the layout).
public protocol PinchRespondingLayout: CollectionViewLayout {
  /// Values of animatable parameters that show `item` pinched with the fingers `distance` points
  /// apart (≥ 0); nil when the item does not respond, which ignores the whole pinch.
  func parameters(pinching item: IndexPath, distance: Double) -> [String: Double]?

  /// Values of animatable parameters once the fingers lift.
  func parametersAfterPinch() -> [String: Double]
}
