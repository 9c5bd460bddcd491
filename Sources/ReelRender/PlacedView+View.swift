// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

extension PlacedView {
  /// `view` and its subviews as they are laid out now, ready to draw: each view's frame in its
  /// superview's bounds, its layer (background, corners, border, shadow, clipping, opacity,
  /// transforms) and its text, colours resolved with each view's traits. Hidden views are left
  /// out; subviews and layers added by hand (gradients, shapes) are in drawing order
  /// (`layer.zPosition`, then their order among the layer's sublayers). The frame of `view`
  /// itself is given by `frame` (its bounds at the origin when nil).
  @MainActor
  public init(drawing view: View, frame: CGRect? = nil) {
    let drawn = view.drawnValues
    let box = frame ?? CGRect(origin: .zero, size: drawn.size)
    var content = ContentView(Self.kind(of: view), style: Self.style(of: view))
    content.alpha = drawn.alpha
    content.identifier = view.drawingIdentifier
    content.transform = Transform3D(affine: drawn.transform).concatenating(view.layer.transform)
    let children = Self.sublayers(of: view.layer, origin: view.bounds.origin)
    self.init(view: content, frame: box, subviews: children)
    mask = Self.mask(of: view.layer)
  }

  /// The view's layer and text as an element's style.
  @MainActor
  static func style(of view: View) -> ItemStyle {
    let traits = view.traitCollection
    let layer = view.layer
    let fill = view.drawnValues.background?.rgba(in: traits) ?? layer.backgroundColor ?? .clear
    var style = Self.style(of: layer, fill: fill)
    if let blur = (view as? VisualEffectView)?.effect as? BlurEffect {
      style.visualEffect = MaterialBlur(style: blur.style, traits: traits)
    }
    if let label = view as? Label {
      style.label = label.text
      style.textProperties = label.drawnTextProperties
    }
    if let imageView = view as? ImageView, let image = imageView.displayedImage {
      style.image = Self.fileImage(image, mode: view.contentMode)
      // A bitmap's own tint (`withTintColor`) always; the view's when it is a template.
      let tint = image.tintColor ?? (image.isTemplate ? view.tintColor : nil)
      style.image?.tint = tint?.rgba(in: traits)
      if image.isSymbolImage {
        let configuration = image.symbolConfiguration ?? Image.SymbolConfiguration()
        style.textProperties.font = Font(
          size: configuration.resolvedPointSize, weight: configuration.weight ?? .regular)
        style.textProperties.color = (image.tintColor ?? view.tintColor).rgba(in: traits)
        style.textProperties.layoutDirection = view.effectiveUserInterfaceLayoutDirection
      }
    }
    return style
  }

  /// What kind of content view draws `view`: a label, an image, a symbol, or a plain view.
  @MainActor
  static func kind(of view: View) -> ContentView.Kind {
    if view is Label { return .label }
    guard let image = (view as? ImageView)?.displayedImage else { return .view }
    switch image.source {
    case .file, .data: return .image
    case .symbol(let name): return SymbolNames.kind(forSystemName: name)
    }
  }

  /// A file image as an element's image, fitted by `mode`.
  @MainActor
  static func fileImage(_ image: Image, mode: ContentMode) -> ItemStyle.Image? {
    let path: String
    switch image.source {
    case .file(let file): path = file
    case .data(let key): path = key
    case .symbol: return nil
    }
    guard let pixels = image.pixelSize else { return nil }
    let fitted: ItemStyle.ContentMode =
      switch mode {
      case .scaleToFill, .redraw: .scaleToFill
      case .scaleAspectFit: .aspectFit
      case .scaleAspectFill: .aspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      }
    var drawn = ItemStyle.Image(path: path, pixelSize: pixels, contentMode: fitted)
    drawn.scale = image.scale
    return drawn
  }
}
