// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene
import ReelText
import ReelViews

/// Finds a view by its `id:` inside a drawn element: lays out the element's content views as
/// the backend draws them and gives the view's rectangle in the element.
package enum ViewLocator {
  /// The rectangle of the view `id` in `item` (points from its top-left corner); nil when the
  /// item holds none.
  package static func frame(of id: String, in item: DisplayItem) -> CGRect? {
    frame(of: id, in: item.style, size: item.size)
  }

  /// The rectangle of the view `id` among `style`'s content views laid out in an element of
  /// `size` points (points from its top-left corner); nil when none has that id.
  static func frame(of id: String, in style: ItemStyle, size: CGSize) -> CGRect? {
    // A view of the program's own code, drawn as placed: by its `accessibilityIdentifier`.
    if !style.views.isEmpty { return find(id, in: style.views, origin: .zero) }
    let content = style.content
    guard ContentChange.holds(id, in: content) else { return nil }
    let placed = ContentLayoutCache.text.layout(
      content, size: size, direction: style.textProperties.layoutDirection)
    return find(id, in: placed, origin: .zero)
  }

  private static func find(_ id: String, in views: [PlacedView], origin: CGPoint) -> CGRect? {
    for view in views {
      let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      if view.view.identifier == id, !view.view.isHidden { return frame }
      if let inside = find(id, in: view.subviews, origin: frame.origin) { return inside }
    }
    return nil
  }

  /// Every view with an identifier among `style`'s content views laid out in an element of
  /// `size` points, with its rectangle (points from the element's top-left corner).
  static func identifiedViews(in style: ItemStyle, size: CGSize) -> [(ContentView, CGRect)] {
    let placed = ContentLayoutCache.text.layout(
      style.content, size: size, direction: style.textProperties.layoutDirection)
    var found: [(ContentView, CGRect)] = []
    func walk(_ views: [PlacedView], origin: CGPoint) {
      for view in views where !view.view.isHidden {
        let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
        if view.view.identifier != nil { found.append((view.view, frame)) }
        walk(view.subviews, origin: frame.origin)
      }
    }
    walk(placed, origin: .zero)
    return found
  }
}
