// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender

/// A Cairo image surface kept from frame to frame: each frame is drawn only where it can differ
/// from the last one drawn here (`DisplayList.damage(since:ink:)`), over the last frame's
/// pixels — byte-identical to drawing it whole, at a fraction of the cost when a few
/// elements change. Not thread-safe: one thread draws on a canvas at a time (`FrameCanvasPool`).
public final class FrameCanvas: @unchecked Sendable {
  private var surface: OpaquePointer?
  private var last: (list: DisplayList, raster: Raster)?
  /// Pixels drawn by the frames so far, and pixels the same frames would have had drawn whole.
  public private(set) var drawnPixels = 0
  public private(set) var framePixels = 0
  /// Where the last frame was drawn: nil for all of it.
  public private(set) var lastDamage: [PixelRect]?
  /// Whether frames are drawn only where they changed (false: whole every time).
  public let drawsOnlyDamage: Bool

  public init(drawsOnlyDamage: Bool = true) { self.drawsOnlyDamage = drawsOnlyDamage }

  deinit { if let surface { cairo_surface_destroy(surface) } }

  /// The frame as straight-alpha RGBA pixels, as `CairoRenderer.raster(_:)` draws it.
  public func raster(_ list: DisplayList) throws(RenderError) -> Raster {
    let width = list.pixelWidth
    let height = list.pixelHeight
    guard (1...CairoRenderer.maximumSide).contains(width),
      (1...CairoRenderer.maximumSide).contains(height)
    else { throw .invalidSize(width: width, height: height) }
    let damage = try prepareSurface(list, width: width, height: height)
    framePixels += width * height
    lastDamage = damage
    if let damage, damage.isEmpty, let last { return last.raster }
    let surface = surface!
    try draw(list, clippedTo: damage, on: surface)
    var raster: Raster
    if let damage, let previous = last?.raster {
      raster = previous
      for rect in damage { CairoRenderer.readPixels(surface, rect, into: &raster) }
      drawnPixels += damage.reduce(0) { $0 + $1.area }
    } else {
      raster = CairoRenderer.readRaster(surface)
      drawnPixels += width * height
    }
    last = (list, raster)
    return raster
  }

  /// Draws the frame's pixels in `damage` (all of them when nil) from nothing: those pixels are
  /// cleared and only the elements that reach them drawn, unclipped — a clip would change how
  /// Cairo cuts the shapes it crosses, and so their edges' antialiasing by a level or two.
  /// Pixels outside `damage` are left as they come out, and never read.
  private func draw(_ list: DisplayList, clippedTo damage: [PixelRect]?, on surface: OpaquePointer)
    throws(RenderError)
  {
    let cr = cairo_create(surface)!
    // What a new surface holds: nothing (a device's corners stay transparent). Without a device
    // the painter's first act replaces every pixel drawn with the background, so there is
    // nothing to clear.
    if list.device != nil {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      for rect in damage ?? [] {
        cairo_rectangle(
          cr, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
      }
      if damage == nil { cairo_paint(cr) } else { cairo_fill(cr) }
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    let drawn = damage.map { rects in
      list.culled(to: rects) { InkCache.shared.extent($0, size: $1, scale: $2) }
    }
    CairoPainter(cr: cr, scale: list.scale, rasterScale: list.scale, image: surface).draw(
      drawn ?? list, damage: damage)
    let status = cairo_status(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    if let error = cairoError(status, "draw the frame") {
      last = nil
      throw error
    }
  }

  /// The pixels of `list` that can differ from `previous` (`DisplayList.damage(since:ink:)` with
  /// the elements' ink as this renderer draws it): `[]` for none, nil for any.
  public static func changes(from previous: DisplayList, to list: DisplayList) -> [PixelRect]? {
    list.damage(since: previous) { style, size, scale in
      InkCache.shared.extent(style, size: size, scale: scale)
    }
  }

  /// Makes the surface `width × height` and returns where the frame must be drawn: nil for all
  /// of it (a new surface, or changes that cover most of it).
  private func prepareSurface(_ list: DisplayList, width: Int, height: Int)
    throws(RenderError) -> [PixelRect]?
  {
    if let surface, Int(cairo_image_surface_get_width(surface)) == width,
      Int(cairo_image_surface_get_height(surface)) == height, let last
    {
      return drawsOnlyDamage ? Self.changes(from: last.list, to: list) : nil
    }
    if let surface { cairo_surface_destroy(surface) }
    surface = nil
    last = nil
    let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    if let error = cairoError(cairo_surface_status(made), "create a \(width)×\(height) image") {
      cairo_surface_destroy(made)
      throw error
    }
    surface = made
    return nil
  }
}
