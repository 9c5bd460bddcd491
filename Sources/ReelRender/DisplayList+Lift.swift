// SPDX-License-Identifier: MIT
import Foundation

/// Finding a drawn element to lift out of the frame (a context menu's preview) and hiding it
/// where it was.
extension DisplayList {
  /// The front-most visible item whose identity `matches`, as drawn (see `canvasFrameOfItem(where:)`);
  /// nil when none is.
  public func item(where matches: (String) -> Bool) -> DisplayItem? {
    func front(_ items: [DisplayItem]) -> DisplayItem? {
      items.last { $0.isVisible && $0.identity.map(matches) == true }
    }
    func inLayers(_ layers: [DisplayLayer]) -> DisplayItem? {
      for layer in layers.reversed() {
        if let found = front(layer.items + layer.overlays) { return found }
      }
      return nil
    }
    for screen in screens.reversed() where screen.isVisible {
      if let found = front(screen.overlays) ?? inLayers(screen.layers) ?? front(screen.items) {
        return found
      }
    }
    return front(overlays) ?? inLayers(layers)
  }

  /// This list with every item whose identity `matches` made transparent (in the screens, their
  /// collection views and the canvas's own).
  public func hidingItems(where matches: (String) -> Bool) -> DisplayList {
    mappingItems { item in
      var item = item
      if item.identity.map(matches) == true { item.alpha = 0 }
      return item
    }
  }

  /// This list with every placed view identified `id` (a text cursor), in any item, made
  /// transparent.
  public func hidingViews(identified id: String) -> DisplayList {
    func hide(_ view: PlacedView) -> PlacedView {
      var view = view
      if view.view.identifier == id { view.view.alpha = 0 }
      view.subviews = view.subviews.map(hide)
      return view
    }
    return mappingItems { item in
      guard !item.style.views.isEmpty else { return item }
      var item = item
      item.style.views = item.style.views.map(hide)
      return item
    }
  }

  /// This list with `transform` applied to every item: the canvas's own and its overlays, each
  /// screen's, its collection views' and their overlays.
  func mappingItems(_ transform: (DisplayItem) -> DisplayItem) -> DisplayList {
    func mapLayers(_ layers: [DisplayLayer]) -> [DisplayLayer] {
      layers.map { layer in
        var layer = layer
        layer.items = layer.items.map(transform)
        layer.overlays = layer.overlays.map(transform)
        return layer
      }
    }
    var list = self
    list.layers = mapLayers(layers)
    list.overlays = overlays.map(transform)
    list.screens = screens.map { screen in
      var screen = screen
      screen.items = screen.items.map(transform)
      screen.layers = mapLayers(screen.layers)
      screen.overlays = screen.overlays.map(transform)
      return screen
    }
    return list
  }
}
