// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Initialisers for building the model in Swift (the loader uses the memberwise ones).
extension SceneDocument {
  /// A document with one or more collection views and a script; `file` names it in messages.
  public init(
    file: String, name: String, canvas: CanvasSpec, collectionViews: [CollectionViewSpec],
    script: [StepSpec] = []
  ) {
    self.file = file
    self.name = name
    self.canvas = canvas
    self.collectionViews = collectionViews
    self.script = script
  }
}

extension CollectionViewSpec {
  /// A collection view at `frame` (canvas points) with `layout`, and a scene file's defaults for
  /// everything else: no background, clipped, normal deceleration, scroll indicators, no taps.
  public init(
    frame: CGRect, layout: LayoutSpec, sections: [SectionSpec] = [],
    style: StylePatch = StylePatch(), contentInset: EdgeInsets = EdgeInsets(all: 0),
    contentOffset: CGPoint = .zero
  ) {
    self.init(
      frame: frame, background: nil, clipsToBounds: true, contentInset: contentInset,
      contentOffset: contentOffset, layout: layout, namedLayouts: [:], layoutName: "",
      style: style, headerStyle: StylePatch(), footerStyle: StylePatch(), sections: sections,
      isPagingEnabled: false, decelerationRate: 0.998, showsScrollIndicators: true,
      onTap: TapAction())
  }
}
