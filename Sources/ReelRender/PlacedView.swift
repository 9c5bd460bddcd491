// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A view with its frame in the element's coordinates (points, origin at the element's top
/// left), and its laid-out subviews.
public struct PlacedView: Hashable, Sendable {
  /// The description it was laid out from (what it draws).
  public var view: ContentView
  /// Points: in the element for a top-level view, in its parent's bounds for the others.
  public var frame: CGRect
  /// Its shown subviews (a stack's arranged views), laid out, back to front.
  public var subviews: [PlacedView]
  /// The layer's mask (`CALayer.mask`), its frame in this view's bounds: where it draws, by
  /// its alpha, this view (with its subviews) shows; nil for none.
  public var mask: PlacedView? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  /// `mask`'s storage (a value cannot hold itself but through an array).
  private var maskStorage: [PlacedView] = []

  /// A view placed at `frame` with `subviews` placed inside it (their frames in its bounds).
  public init(view: ContentView, frame: CGRect, subviews: [PlacedView] = []) {
    self.view = view
    self.frame = frame
    self.subviews = subviews
  }
}
