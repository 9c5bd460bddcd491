// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelGeometry
import ReelPNG
import ReelRender
import ReelViews

/// Draws a view tree (`ReelViews`, what `ReelUIKit` calls `UIView`) to pixels, PNG or SVG: the
/// view is laid out at the size asked for (Auto Layout and `layoutSubviews`), in the traits asked
/// for (appearance, content size category, iOS look), then drawn as Core Animation would composite
/// its layers. Text is measured and drawn by Pango, images read by Reel's decoders. The view
/// keeps the frame and layout it was drawn with.
@MainActor
public struct ViewRenderer {
  /// Pixels per point, 0.01…16; 2 (an iPhone's @2x) by default.
  public var scale: CGFloat
  /// Light or dark (`unspecified` draws light).
  public var appearance: UserInterfaceStyle
  /// The Dynamic Type size text styles resolve at; `large` by default.
  public var contentSizeCategory: ContentSizeCategory
  /// Which iOS look system colours take: iOS 26's by default.
  public var systemVersion: SystemVersion
  /// Painted under the view; clear by default (a PNG with alpha).
  public var background: RGBAColor

  public init(
    scale: CGFloat = 2, appearance: UserInterfaceStyle = .light,
    contentSizeCategory: ContentSizeCategory = .large, systemVersion: SystemVersion = .iOS26,
    background: RGBAColor = .clear
  ) {
    self.scale = min(max(scale.isFinite ? scale : 1, 0.01), 16)
    self.appearance = appearance
    self.contentSizeCategory = contentSizeCategory
    self.systemVersion = systemVersion
    self.background = background
  }

  /// The traits the view is drawn in.
  public var traits: TraitCollection {
    var traits = TraitCollection(userInterfaceStyle: appearance, systemVersion: systemVersion)
    traits.preferredContentSizeCategory = contentSizeCategory
    traits.displayScale = scale
    return traits
  }

  /// Lays `view` out as the top of its hierarchy: at `size` (points) when given; else at its
  /// current size, or — when it has none — at the smallest size its constraints allow
  /// (`systemLayoutSizeFitting(layoutFittingCompressedSize)`).
  public func layOut(_ view: View, size: CGSize? = nil) {
    view.hostTraitCollection = traits
    if let size {
      view.frame = CGRect(origin: view.frame.origin, size: size)
    } else if view.bounds.size == .zero {
      let fitted = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      view.frame = CGRect(origin: view.frame.origin, size: fitted)
    }
    view.layoutIfNeeded()
  }

  /// The frame of `view` laid out (see `layOut`), ready for any backend.
  public func displayList(_ view: View, size: CGSize? = nil) -> DisplayList {
    layOut(view, size: size)
    let bounds = view.bounds.size
    var style = ItemStyle(fill: .clear)
    style.views = [PlacedView(drawing: view)]
    let item = DisplayItem(
      center: CGPoint(x: bounds.width / 2, y: bounds.height / 2), size: bounds, style: style)
    let layer = DisplayLayer(
      frame: CGRect(origin: .zero, size: bounds), contentOffset: .zero, clipsToBounds: false,
      items: [item])
    return DisplayList(size: bounds, scale: scale, background: background, layers: [layer])
  }

  /// The view's pixels (premultiplied RGBA, the size in points × `scale`, rounded up).
  public func raster(_ view: View, size: CGSize? = nil) throws -> Raster {
    try CairoRenderer().raster(displayList(view, size: size))
  }

  /// The view as PNG bytes.
  public func png(_ view: View, size: CGSize? = nil) throws -> Data {
    try PNGEncoder().encode(raster(view, size: size))
  }

  /// The view as an SVG document (vector shapes and text, 1 unit a point).
  public func svg(_ view: View, size: CGSize? = nil) throws -> Data {
    try CairoRenderer().svg(displayList(view, size: size))
  }

  /// Writes the view to `url` as PNG, or as SVG when the name ends in `.svg`, atomically (a
  /// temporary file renamed into place; nothing is left on an error), making its folder if
  /// needed.
  public func write(_ view: View, to url: URL, size: CGSize? = nil) throws {
    let data =
      url.pathExtension.lowercased() == "svg"
      ? try svg(view, size: size) : try png(view, size: size)
    try AtomicWriter.makeDirectory(url.deletingLastPathComponent())
    try AtomicWriter.write(data, to: url)
  }
}
