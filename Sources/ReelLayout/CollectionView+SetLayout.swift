// SPDX-License-Identifier: MIT
import Foundation

extension CollectionView {
  /// Installs `layout` as code on iOS does: in a scene that plays the code over time, animated
  /// on its timeline from the moment the code runs when `animated` (SPEC §5.1), else at once;
  /// outside one, at once. `completion` runs with `true` right after. `file` and `line` name the
  /// call, for what the host reports. The layout already installed changes nothing, not even
  /// the content offset (as PSTCollectionView, which mirrors UIKit, returns at once).
  /// Mirrors `setCollectionViewLayout(_:animated:completion:)`.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) {
    defer { completion?(true) }
    guard layout !== collectionViewLayout else { return }
    if let layoutDriver {
      layoutDriver(layout, animated, file, line)
    } else {
      setCollectionViewLayout(layout)
    }
  }
}
