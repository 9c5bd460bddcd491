// SPDX-License-Identifier: MIT
import Foundation

extension SceneDocument {
  /// Every image file the scene draws, absolute paths, sorted, without duplicates — what a render
  /// depends on besides the scene file itself (batch rendering hashes them to skip unchanged
  /// scenes).
  public var imagePaths: [String] {
    var patches: [StylePatch] = []
    func add(_ cv: CollectionViewSpec) {
      patches += [cv.style, cv.headerStyle, cv.footerStyle]
      patches += Array(cv.supplementaryStyles.values) + Array(cv.decorationStyles.values)
      for section in cv.sections { patches += [section.style] + section.items.map(\.style) }
    }
    collectionViews.forEach(add)
    for screen in screens {
      patches += [screen.titleBarStyle] + screen.content.map(\.style)
      if let cv = screen.collectionView { add(cv) }
    }
    if let container { patches.append(container.tabBarStyle) }
    for step in script {
      if case .batch(_, let newItems, let reloadStyle, _) = step.action {
        patches += newItems.values.map(\.style)
        if let reloadStyle { patches.append(reloadStyle) }
      }
      if case .apply(let snapshot) = step.action {
        patches += snapshot.sections.flatMap { $0.items.map(\.style) }
      }
    }
    return Array(Set(patches.compactMap { $0.image?.path })).sorted()
  }
}
