// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension LayoutEngine {
  /// `attribute` of `item` as an expression of its box (nil for an item outside the hierarchy).
  func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard let item, let box = boxes[ObjectIdentifier(item)],
      let owner = LayoutItem.owningView(item)
    else { return nil }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      return baseline(of: owner, first: attribute == .firstBaseline)
        ?? box.expression(
          .bottom, margins: .zero, rightToLeft: false)
    }
    // A guide's margin attributes are its edges.
    return box.expression(
      attribute, margins: item is View ? owner.layoutMargins : .zero,
      rightToLeft: owner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// The baseline of the view `view` names for it (its own, a descendant's), as an expression
  /// of that view's box; nil when that view is not in the hierarchy.
  private func baseline(of view: View, first: Bool) -> LinearExpression? {
    var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, !target.isDescendant(of: view) { target = view }
    guard let box = boxes[ObjectIdentifier(target)] else { return nil }
    let offsets = target.baselineOffsets
    return box.baseline(offset: offsets.map { first ? $0.first : $0.last })
  }
}
