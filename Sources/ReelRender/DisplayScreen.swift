// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// One screen (a view controller's view) in the canvas: its own content and collection views,
/// moved, scaled or faded as a whole during screen transitions. Contents are in the screen's
/// coordinates (its top-left corner is 0, 0).
public struct DisplayScreen: Sendable, Equatable {
  /// Where the screen sits in the canvas (points, before the transform, which applies about the
  /// frame's centre and may have perspective) and its group opacity, 0…1.
  public var state: ViewState
  /// `state.frame`.
  public var frame: CGRect {
    get { state.frame }
    set { state.frame = newValue }
  }
  /// `state.transform`.
  public var transform: Transform3D {
    get { state.transform }
    set { state.transform = newValue }
  }
  /// `state.alpha`.
  public var alpha: CGFloat {
    get { state.alpha }
    set { state.alpha = newValue }
  }
  /// The view's background colour; nil leaves it transparent.
  public var background: RGBAColor?
  /// Whether drawing is clipped to the screen's bounds.
  public var clipsToBounds: Bool
  /// Plain content below the collection views (a plain screen's labels and boxes), in screen
  /// points.
  public var items: [DisplayItem]
  /// Collection views, back to front, framed in screen points.
  public var layers: [DisplayLayer]
  /// Drawn above the collection views (a title bar), in screen points.
  public var overlays: [DisplayItem]
  /// Names the screen across frames (its name in the scene, or "dimming").
  public var identity: String?

  /// A screen in `state`.
  public init(
    state: ViewState, background: RGBAColor? = nil, clipsToBounds: Bool = true,
    items: [DisplayItem] = [], layers: [DisplayLayer] = [], overlays: [DisplayItem] = []
  ) {
    self.init(
      frame: state.frame, transform: state.transform, alpha: state.alpha, background: background,
      clipsToBounds: clipsToBounds, items: items, layers: layers, overlays: overlays)
  }

  public init(
    frame: CGRect, transform: Transform3D = .identity, alpha: CGFloat = 1,
    background: RGBAColor? = nil,
    clipsToBounds: Bool = true, items: [DisplayItem] = [], layers: [DisplayLayer] = [],
    overlays: [DisplayItem] = []
  ) {
    state = ViewState(frame: frame, transform: transform, alpha: alpha)
    self.background = background
    self.clipsToBounds = clipsToBounds
    self.items = items
    self.layers = layers
    self.overlays = overlays
  }

  /// Whether anything of the screen can show: a visible alpha and a non-empty frame.
  public var isVisible: Bool { alpha > 0.001 && frame.width > 0 && frame.height > 0 }
}
