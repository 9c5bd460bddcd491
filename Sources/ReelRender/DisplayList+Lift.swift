// SPDX-License-Identifier: MIT
import Foundation

/// Finding a drawn element to lift out of the frame (a context menu's preview) and hiding it
/// where it was.
extension DisplayList {
  /// The front-most visible item whose identity `matches`, as drawn (see `canvasFrame(where:)`);
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
    func hide(_ items: [DisplayItem]) -> [DisplayItem] {
      items.map { item in
        var item = item
        if item.identity.map(matches) == true { item.alpha = 0 }
        return item
      }
    }
    func hideLayers(_ layers: [DisplayLayer]) -> [DisplayLayer] {
      layers.map { layer in
        var layer = layer
        layer.items = hide(layer.items)
        return layer
      }
    }
    var list = self
    list.layers = hideLayers(layers)
    list.screens = screens.map { screen in
      var screen = screen
      screen.items = hide(screen.items)
      screen.layers = hideLayers(screen.layers)
      return screen
    }
    return list
  }
}
