// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension Layer {
  /// `frame`: points in the superlayer's coordinates — a view's layer's is its view's frame.
  /// Non-finite values count as 0.
  public var frame: CGRect {
    get { view?.frame ?? ownFrame }
    set {
      let clean = CGRect(
        x: newValue.minX.isFinite ? newValue.minX : 0,
        y: newValue.minY.isFinite ? newValue.minY : 0,
        width: newValue.width.isFinite ? newValue.width : 0,
        height: newValue.height.isFinite ? newValue.height : 0)
      if let view { view.frame = clean } else { ownFrame = clean.standardized }
    }
  }

  /// `bounds`: the layer's own coordinates, origin at its top-left corner.
  public var bounds: CGRect {
    get { view?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
    set {
      frame = CGRect(center: position, size: newValue.size)
    }
  }

  /// `position`: the centre of the frame (the anchor point is the centre).
  public var position: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame = CGRect(center: newValue, size: frame.size)
    }
  }

  /// `addSublayer(_:)`: `layer` on top of the sublayers, taken from its old superlayer first.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(clamping: sublayers?.count ?? 0))
  }

  /// `insertSublayer(_:at:)`: `layer` at `index` of the sublayers (clamped to their count).
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self, !isAncestor(layer) else { return }
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// `insertSublayer(_:below:)`: just below `sibling`, or on top when it is nil or not a
  /// sublayer.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    guard layer !== sibling else { return }
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(clamping: index))
  }

  /// `insertSublayer(_:above:)`: just above `sibling`, or on top when it is nil or not a
  /// sublayer.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    guard layer !== sibling else { return }
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(clamping: index))
  }

  /// `removeFromSuperlayer()`: takes the layer out of its superlayer's sublayers.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// Whether `layer` is this layer or one of its superlayers.
  private func isAncestor(_ layer: Layer) -> Bool {
    var current: Layer? = self
    while let here = current {
      if here === layer { return true }
      current = here.superlayer
    }
    return false
  }
}
