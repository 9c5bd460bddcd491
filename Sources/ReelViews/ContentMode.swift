// SPDX-License-Identifier: MIT
import Foundation

/// `UIView.ContentMode`: how a view's content is fitted into its bounds when their sizes differ.
public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
  /// Stretched to fill, ignoring the aspect ratio (the default).
  case scaleToFill
  /// Whole, as large as fits, centred.
  case scaleAspectFit
  /// Covers the bounds, centred; the overflow is cut only with `clipsToBounds`.
  case scaleAspectFill
  /// Redrawn at the new size (drawn as `scaleToFill` here).
  case redraw
  /// Unscaled, centred.
  case center
  /// Unscaled, against an edge or corner.
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// `UIView.TintAdjustmentMode`.
public enum TintAdjustmentMode: Int, Hashable, Sendable, CaseIterable {
  /// The superview's mode (normal at the top).
  case automatic
  /// The tint as it is.
  case normal
  /// The tint desaturated and darkened (as behind a presented sheet).
  case dimmed
}
