// SPDX-License-Identifier: MIT
import ReelLayout
import ReelViews

extension ContextualAction {
  /// The button's image, above its title (or alone when the title is empty); nil for none.
  /// Mirrors `UIContextualAction.image`.
  public var image: Image? {
    get { imageObject as? Image }
    set {
      imageObject = newValue
      if case .symbol(let name)? = newValue?.source { symbolName = name }
    }
  }
}
