// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Installs `layout` as code on iOS does; `completion` runs with `true` once it is in place.
  /// Mirrors `setCollectionViewLayout(_:animated:completion:)`.
  ///
  /// ## Differences from UIKit
  /// The change is made at once, whatever `animated` says: a scene's `setLayout` step animates
  /// a layout change on its timeline (the transition `setCollectionViewLayout(_:onScreen:)`
  /// describes).
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    setCollectionViewLayout(layout)
    completion?(true)
  }
}
