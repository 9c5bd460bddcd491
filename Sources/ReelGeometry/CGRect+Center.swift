// SPDX-License-Identifier: MIT
import Foundation

extension CGRect {
  /// The rectangle of `size` centred on `center` (`center ± size / 2`, points): a view's frame
  /// from its `center` and `bounds`, a layer's from its `position`, layout attributes' from
  /// theirs. A negative size gives a rectangle that is not standardized.
  public init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
