// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `CALayer`'s drawing properties, as a view's `layer` has them. Colours are fixed components
/// (`CGColor`): a dynamic colour given here keeps its light-mode value, as on iOS.
@preconcurrency @MainActor
open class Layer {
  /// `CALayerCornerCurve`.
  public typealias CornerCurve = ReelViews.CornerCurve
  /// `CACornerMask`.
  public typealias CornerMask = ReelViews.CornerMask

  /// Points; 0 (square) by default. Rounds the background and border; clips the content only
  /// with `masksToBounds`.
  open var cornerRadius: CGFloat = 0
  /// Default `circular`, as Core Animation's.
  open var cornerCurve = CornerCurve.circular
  /// Default all four.
  open var maskedCorners = CornerMask.all
  /// Points, drawn inside the bounds above the content; 0 by default.
  open var borderWidth: CGFloat = 0
  /// Default opaque black.
  open var borderColor: RGBAColor? = .black
  /// The layer's own fill, below a view's `backgroundColor`; nil by default.
  open var backgroundColor: RGBAColor?
  /// Default opaque black.
  open var shadowColor: RGBAColor? = .black
  /// 0…1; 0 (no shadow) by default.
  open var shadowOpacity: Float = 0
  /// Points; (0, −3) by default, as Core Animation's (UIKit's flipped y: up).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius, points; 3 by default.
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape in the layer's coordinates (points); nil (the default) casts it from
  /// what the layer draws. A path is also how iOS draws a shadow fast.
  open var shadowPath: Path?
  /// Whether the content and sublayers are clipped to the (rounded) bounds.
  open var masksToBounds = false
  /// 0…1; applied to the layer and its sublayers as a group.
  open var opacity: Float = 1
  /// Drawing order among siblings: higher is in front; equal values keep the subview order.
  open var zPosition: CGFloat = 0
  /// `CATransform3D` about the anchor point (the centre), combined with the view's affine
  /// `transform` (which is this transform's 2D part in UIKit; here the two multiply).
  open var transform = Transform3D.identity
  /// Whether the layer is drawn.
  open var isHidden = false

  /// The view this layer draws (its `delegate` on iOS); nil for a layer made on its own.
  public internal(set) weak var view: View?
  /// The layers drawn above this one's content, bottom first (`nil` when there are none, as
  /// Core Animation's): subviews' layers and layers added by hand, in the order they were put.
  public internal(set) var sublayers: [Layer]?
  /// The layer this one is a sublayer of.
  public internal(set) weak var superlayer: Layer?
  /// A layer on its own: its frame, points in its superlayer's coordinates.
  var ownFrame = CGRect.zero
  /// `mask`: a layer whose alpha decides where this one (with its sublayers) shows, its frame
  /// in this layer's coordinates; nil (the default) for none. A shape layer masks to its path,
  /// a gradient layer fades.
  open var mask: Layer?

  /// A layer of no size, opaque, unrounded, without border, shadow or sublayers.
  public nonisolated init() {}
}
