// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation
import ReelRender
import ReelText
import ReelViews

extension CairoPainter {
  /// The element's own drawing, centred on the origin, in CALayer's order: shadow, blurred
  /// material, background colour, gradient, image, label, then the border on top (inside the
  /// bounds).
  func drawContent(_ style: ItemStyle, size: CGSize) {
    let bounds = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    // Masked to the image's aspect-fit rectangle, the element takes that shape.
    let rect =
      style.image.map { $0.masksToAspectFit ? $0.aspectFitRect(in: bounds) : bounds } ?? bounds
    let shape = style.cornerShape
    if let shadow = style.shadow, shadow.isVisible, !style.clipsToBounds {
      // An opaque fill drawn next covers the shadow wherever it covers whole pixels.
      let covered =
        style.fill.alpha >= 1 && style.visualEffect == nil
        ? coveredBands(of: shape, in: rect) : nil
      drawShadow(shadow, of: style, size: size, under: covered ?? [])
    }
    cairo_save(cr)
    if style.clipsToBounds {
      append(shape.path(in: rect))
      cairo_clip(cr)
    }
    if let effect = style.visualEffect {
      drawBackdrop(effect, rect: rect, path: shape.path(in: rect))
    }
    if style.fill.alpha > 0 {
      append(shape.path(in: rect))
      setColor(style.fill)
      cairo_fill(cr)
    }
    if let gradient = style.gradient {
      append(shape.path(in: rect))
      fill(with: gradient, in: rect)
    }
    if let figure = style.shape { drawShape(figure, in: bounds) }
    if let image = style.image {
      drawImage(image, bounds: bounds, clip: shape.path(in: rect))
    }
    if let label = style.label, !label.isEmpty, textSizeIsDrawable(style.textProperties.font.size),
      style.textProperties.runs.allSatisfy({ $0.font.map { textSizeIsDrawable($0.size) } ?? true })
    {
      LabelText.draw(label, style.textProperties, in: bounds, on: cr)
    }
    if !style.content.isEmpty {
      let placed = ContentLayoutCache.text.layout(
        style.content, size: bounds.size, direction: style.textProperties.layoutDirection)
      for var view in placed {
        view.frame.origin.x += bounds.minX
        view.frame.origin.y += bounds.minY
        draw(view)
      }
    }
    if !style.views.isEmpty {
      cairo_save(cr)
      cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
      for view in style.views { draw(view) }
      cairo_restore(cr)
    }
    cairo_restore(cr)
    drawBorder(style, size: size)
  }

  /// The element's border, inside its bounds, centred on the origin.
  func drawBorder(_ style: ItemStyle, size: CGSize) {
    guard style.borderWidth > 0, style.borderColor.alpha > 0 else { return }
    let bounds = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let rect =
      style.image.map { $0.masksToAspectFit ? $0.aspectFitRect(in: bounds) : bounds } ?? bounds
    let shape = style.cornerShape
    let w = min(style.borderWidth, min(rect.width, rect.height) / 2)
    var inner = shape
    inner.radius = max(shape.radius - w / 2, 0)
    append(inner.path(in: rect.insetBy(dx: w / 2, dy: w / 2)))
    cairo_set_line_width(cr, Double(w))
    setColor(style.borderColor)
    cairo_stroke(cr)
  }

  /// The image, placed by its content mode and clipped to the element's outline.
  func drawImage(_ image: ItemStyle.Image, bounds: CGRect, clip: [PathElement]) {
    guard case .success(let decoded) = ImageCache.shared.surface(image.path) else { return }
    let target = image.rect(in: bounds).offsetBy(dx: image.offset.x, dy: image.offset.y)
    let surface = downscaled(decoded, path: image.path, to: target) ?? decoded
    if surface != decoded { cairo_surface_destroy(decoded) }
    defer { cairo_surface_destroy(surface) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    append(clip)
    cairo_clip(cr)
    let pw = Double(cairo_image_surface_get_width(surface))
    let ph = Double(cairo_image_surface_get_height(surface))
    let placement = cairo_matrix_t(
      xx: Double(target.width) / pw, yx: 0, xy: 0, yy: Double(target.height) / ph,
      x0: Double(target.minX), y0: Double(target.minY))
    if pw > 0, ph > 0, target.width > 0, target.height > 0, transformIfInvertible(placement) {
      if let tint = image.tint {
        // A template: the tint through the image's alpha.
        let mask = cairo_pattern_create_for_surface(surface)
        cairo_pattern_set_filter(mask, imageFilter())
        setColor(tint)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
      } else {
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), imageFilter())
        cairo_paint(cr)
      }
    }
  }

  /// A copy of `decoded` scaled once to the device size `target` covers, when the image is drawn
  /// smaller than its pixels and not rotated or sheared; nil otherwise (drawn from the original).
  func downscaled(_ decoded: OpaquePointer, path: String, to target: CGRect) -> OpaquePointer? {
    guard self.image != nil else { return nil }  // vector output keeps the original pixels
    var (dx, dy) = (Double(target.width), 0.0)
    var (ex, ey) = (0.0, Double(target.height))
    cairo_user_to_device_distance(cr, &dx, &dy)
    cairo_user_to_device_distance(cr, &ex, &ey)
    guard abs(dy) < 1e-9, abs(ex) < 1e-9 else { return nil }
    let width = Int(abs(dx).rounded(.up))
    let height = Int(abs(ey).rounded(.up))
    guard width < Int(cairo_image_surface_get_width(decoded)),
      height < Int(cairo_image_surface_get_height(decoded))
    else { return nil }
    return ScaledImageCache.shared.surface(path, source: decoded, width: width, height: height)
  }
}
