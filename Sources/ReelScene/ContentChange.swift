// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

/// A `change:` step: what a view with an `id:` (in a cell's `views`, or a screen's content box),
/// or a cell by its id, shows from then on — its text, colours, image, alpha, hidden state or
/// size. The change cross-dissolves over the step's animation, as `UIView.transition(with:
/// duration: options: .transitionCrossDissolve)` shows one.
public struct ContentChange: Sendable {
  /// The view's, box's or cell's id.
  public var id: String
  /// The new text (a label's, or an element's own); nil keeps it.
  public var text: String?
  /// The new text colour; nil keeps it.
  public var textColor: RGBAColor?
  /// The new background colour; nil keeps it.
  public var fill: RGBAColor?
  /// The new image; nil keeps it.
  public var image: ItemStyle.Image?
  /// The new alpha, 0…1; nil keeps it.
  public var alpha: CGFloat?
  /// Hidden (a view in a stack takes no room) or shown again; nil keeps it.
  public var isHidden: Bool?
  /// A view's new fixed width, points ≥ 0; nil keeps it.
  public var width: CGFloat?
  /// A view's new fixed height, points ≥ 0; nil keeps it.
  public var height: CGFloat?
  /// A slider's new value (kept within its range); nil keeps it. A change of nothing else
  /// slides the thumb there rather than dissolving.
  public var value: Double?

  /// Whether the change only moves a slider's thumb.
  public var onlyMovesSlider: Bool {
    value != nil && text == nil && textColor == nil && fill == nil && image == nil
      && alpha == nil && isHidden == nil && width == nil && height == nil
  }

  /// A change of the view, box or cell `id` that changes nothing yet.
  public init(id: String) { self.id = id }

  /// `style` changed: text, colours, image; alpha and hidden as its opacity.
  public func applied(to style: ItemStyle) -> ItemStyle {
    var style = style
    if let text { style.label = text }
    if let textColor { style.textProperties.color = textColor }
    if let fill { style.fill = fill }
    if let image { style.image = image }
    if let alpha { style.opacity = alpha }
    if isHidden == true { style.opacity = 0 }
    if isHidden == false, alpha == nil, style.opacity == 0 { style.opacity = 1 }
    return style
  }

  /// `view` with this change made to every view in it whose identifier is `id`.
  public func applied(to view: ContentView) -> ContentView {
    var view = view
    if view.identifier == id {
      var look = self
      (look.alpha, look.isHidden) = (nil, nil)
      view.style = look.applied(to: view.style)
      if let alpha { view.alpha = alpha }
      if let isHidden { view.isHidden = isHidden }
      if let width { view.width = width }
      if let height { view.height = height }
      if let value, case .slider(var look) = view.kind {
        look.value = value
        view.kind = .slider(look)
      }
    }
    view.style.content = view.style.content.map(applied(to:))
    return view
  }

  /// The value of the slider with identifier `id` among `views` (at any depth); nil for none.
  public static func sliderValue(of id: String, in views: [ContentView]) -> Double? {
    for view in views {
      if view.identifier == id, case .slider(let look) = view.kind { return look.value }
      if let inner = sliderValue(of: id, in: view.style.content) { return inner }
    }
    return nil
  }

  /// Whether `views` (at any depth) hold one with identifier `id`.
  public static func holds(_ id: String, in views: [ContentView]) -> Bool {
    views.contains { $0.identifier == id || holds(id, in: $0.style.content) }
  }
}

extension SceneLoader {
  /// `change: {id, text, textColor, fill, image, alpha, isHidden, width, height, value}`.
  static func contentChange(_ value: SceneValue) throws(SceneError) -> ContentChange {
    let m = try value.mapping(allowed: [
      "id", "text", "label", "textColor", "fill", "image", "alpha", "isHidden", "width",
      "height", "value",
    ])
    var change = ContentChange(id: try m.required("id", "the id of a view, box or cell").text())
    if let v = m["text"] ?? m["label"] { change.text = v.isNull ? "" : try v.text() }
    if let v = m["textColor"] { change.textColor = try v.color() }
    if let v = m["fill"] { change.fill = try v.color() }
    if let v = m["image"] { change.image = try StylePatch.image(v) }
    if let v = m["alpha"] { change.alpha = CGFloat(try v.double(in: 0...1)) }
    if let v = m["isHidden"] { change.isHidden = try v.bool() }
    if let v = m["width"] { change.width = CGFloat(try v.nonNegative()) }
    if let v = m["height"] { change.height = CGFloat(try v.nonNegative()) }
    if let v = m["value"] { change.value = try v.double() }
    guard m.keys.count > 1 else {
      throw value.error("expected what changes: text, textColor, fill, image, alpha, isHidden…")
    }
    return change
  }
}
