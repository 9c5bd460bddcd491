// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelLayouts
import ReelScene

extension LayoutRegistry {
  /// The layout `spec` describes, answering its delegate questions from `metrics`.
  package func make(_ spec: LayoutSpec, metrics: ItemMetrics) throws(SceneError)
    -> CollectionViewLayout
  {
    if let compositional = spec.compositional { return compositional.makeLayout() }
    guard let layout = makeDefault(spec.type) else {
      throw spec.location.error("unknown layout type '\(spec.type)'")
    }
    for parameter in sceneParameters(for: spec.type) {
      if let value = spec.values[parameter.name] { parameter.apply(value, to: layout) }
    }
    if let waterfall = layout as? WaterfallLayout { waterfall.delegate = metrics }
    if let strip = layout as? ThumbnailStripLayout { strip.thumbnailDelegate = metrics }
    return layout
  }
}
