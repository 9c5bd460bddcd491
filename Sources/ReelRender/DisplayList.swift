// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// One frame, ready to draw by any backend: the canvas and, for each collection view, its visible
/// elements in drawing order. Lengths in points; backends multiply by `scale`.
public struct DisplayList: Sendable, Equatable {
  /// Canvas size, points.
  public var size: CGSize
  /// Pixels per point (2 for @2x).
  public var scale: CGFloat
  public var background: RGBAColor
  /// Collection views, back to front.
  public var layers: [DisplayLayer]
  /// Screens, back to front, drawn above `layers` (screen transitions; a dimming view is a screen
  /// with a background only).
  public var screens: [DisplayScreen]
  /// Drawn above everything, in canvas points (touch circles).
  public var overlays: [DisplayItem]
  /// The device's screen shape and frame (`canvas.device`); nil for a plain rectangle.
  public var device: DeviceOutline?
  /// Painted over the whole output first: what shows where nothing else draws (a device's
  /// corners and surroundings, a transparent canvas); nil leaves those transparent.
  public var matte: RGBAColor?
  /// Zooms and pans everything above, device frame included (not `annotations`).
  public var camera = Camera.identity
  /// Drawn last, above the device's frame and unmoved by the camera, in canvas points (the
  /// canvas's top-left corner is 0, 0; the frame lies at negative coordinates): documentation
  /// overlays.
  public var annotations: [DisplayItem] = []

  public init(
    size: CGSize, scale: CGFloat, background: RGBAColor, layers: [DisplayLayer],
    screens: [DisplayScreen] = [],
    overlays: [DisplayItem] = []
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.layers = layers
    self.screens = screens
    self.overlays = overlays
  }

  /// The output in points: the canvas, and the device's frame around it.
  public var outputSize: CGSize { device?.outer(size).size ?? size }

  /// Where the canvas's top-left corner is in the output, points (inside the device's frame).
  public var screenOrigin: CGPoint { device?.screen(size).origin ?? .zero }

  /// The output's rectangle in canvas points (the device's frame reaches past the canvas).
  public var outputInCanvas: CGRect {
    CGRect(origin: CGPoint(x: -screenOrigin.x, y: -screenOrigin.y), size: outputSize)
  }

  /// Output size in pixels (rounded up), frame included.
  public var pixelWidth: Int { Int((outputSize.width * scale).rounded(.up)) }
  public var pixelHeight: Int { Int((outputSize.height * scale).rounded(.up)) }
}

/// One collection view in the canvas.
public struct DisplayLayer: Sendable, Equatable {
  /// Where the collection view sits in the canvas, points.
  public var frame: CGRect
  /// Content coordinates at the layer's top-left corner (the scroll position).
  public var contentOffset: CGPoint
  public var background: RGBAColor?
  /// Whether drawing is clipped to `frame` (UIKit's `clipsToBounds`, on for scroll views).
  public var clipsToBounds: Bool
  /// Elements back to front.
  public var items: [DisplayItem]
  /// Drawn above the elements, in the same content coordinates (scroll indicators).
  public var overlays: [DisplayItem]

  public init(
    frame: CGRect, contentOffset: CGPoint, background: RGBAColor? = nil, clipsToBounds: Bool = true,
    items: [DisplayItem], overlays: [DisplayItem] = []
  ) {
    self.frame = frame
    self.contentOffset = contentOffset
    self.background = background
    self.clipsToBounds = clipsToBounds
    self.items = items
    self.overlays = overlays
  }
}

/// One element: its untransformed box (content coordinates), the transform applied about its
/// centre,
/// its opacity (applied to the element as a whole, SPEC §3.4.6) and its style.
public struct DisplayItem: Sendable, Equatable {
  public var center: CGPoint
  public var size: CGSize
  public var transform: Transform3D
  public var alpha: CGFloat
  public var style: ItemStyle
  /// Names the view across frames (a collection-view element's id and revision), for outputs that
  /// animate views rather than redraw frames (animated SVG); nil when the view has no lasting
  /// identity.
  public var identity: String?

  public init(
    center: CGPoint, size: CGSize, transform: Transform3D = .identity, alpha: CGFloat = 1,
    style: ItemStyle, identity: String? = nil
  ) {
    self.center = center
    self.size = size
    self.transform = transform
    self.alpha = alpha
    self.style = style
    self.identity = identity
  }

  /// Whether anything of the item can show: a visible alpha and a non-empty size.
  public var isVisible: Bool { alpha > 0.001 && size.width > 0 && size.height > 0 }
}
