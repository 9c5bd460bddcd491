// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// One element as it is on screen at a moment: which view, which data, and its attributes then.
public struct PresentedElement: @unchecked Sendable {
  /// Unique per view; a reload's outgoing and incoming cells have different ids.
  public let viewID: Int
  /// The element's key at that moment (its index path in the data current at that moment).
  public let key: ElementKey
  public let identity: ElementIdentity
  /// Attributes at that moment, content coordinates.
  public let attributes: LayoutAttributes
  /// Whether the view is on its way out (deleted, reloaded, or leaving the visible area).
  public let isDisappearing: Bool
}
