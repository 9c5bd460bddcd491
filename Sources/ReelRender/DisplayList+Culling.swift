// SPDX-License-Identifier: MIT
import Foundation

extension DisplayList {
  /// The frame without the elements that draw nothing inside `rects` (pixels): drawn unclipped,
  /// it gives those pixels exactly as the whole frame does, at the cost of the elements that
  /// reach them. Layer backgrounds, the canvas and screens are kept.
  /// - Parameter ink: as for `damage(since:ink:)`.
  public func culled(
    to rects: [PixelRect], ink: (ItemStyle, CGSize, CGFloat) -> CGRect
  ) -> DisplayList {
    func reaches(_ record: PaintRecord) -> Bool {
      switch bounds(of: record, ink: ink) {
      case .none: return true
      case .some(nil): return false
      case .some(let box?): return rects.contains { $0.intersection(box) != nil }
      }
    }
    var culled = self
    for (index, layer) in layers.enumerated() {
      let clip = layer.clipsToBounds ? layer.frame : nil
      let origin = CGPoint(
        x: layer.frame.minX - layer.contentOffset.x, y: layer.frame.minY - layer.contentOffset.y)
      func keep(_ item: DisplayItem) -> Bool {
        item.isVisible && reaches(PaintRecord(kind: .item(item), origin: origin, clip: clip))
      }
      culled.layers[index].items = layer.items.filter(keep)
      culled.layers[index].overlays = layer.overlays.filter(keep)
    }
    culled.overlays = overlays.filter { item in
      item.isVisible && reaches(PaintRecord(kind: .item(item), origin: .zero, clip: nil))
    }
    culled.annotations = annotations.filter { item in
      item.isVisible && reaches(PaintRecord(kind: .item(item), origin: .zero, clip: nil))
    }
    return culled
  }
}
