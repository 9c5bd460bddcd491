// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension LayoutEngine {
  /// `attribute` of `item` as an expression of its box (nil for an item outside the hierarchy).
  func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard let item, let b = boxes[ObjectIdentifier(item)], let owner = LayoutItem.owningView(item)
    else { return nil }
    // A guide's margin attributes are its edges.
    let m = item is View ? owner.layoutMargins : .zero
    let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
    func x(_ widthShare: Double, _ constant: CGFloat = 0) -> LinearExpression {
      LinearExpression([(b.left, 1), (b.width, widthShare)], constant: Double(constant))
    }
    func y(_ heightShare: Double, _ constant: CGFloat = 0) -> LinearExpression {
      LinearExpression([(b.top, 1), (b.height, heightShare)], constant: Double(constant))
    }
    switch attribute {
    case .left: return x(0)
    case .right: return x(1)
    case .leading: return x(rightToLeft ? 1 : 0)
    case .trailing: return x(rightToLeft ? 0 : 1)
    case .centerX: return x(0.5)
    case .top: return y(0)
    case .bottom: return y(1)
    case .firstBaseline, .lastBaseline:
      return baseline(of: owner, first: attribute == .firstBaseline) ?? y(1)
    case .centerY: return y(0.5)
    case .width: return LinearExpression(b.width)
    case .height: return LinearExpression(b.height)
    case .leftMargin: return x(0, m.left)
    case .rightMargin: return x(1, -m.right)
    case .leadingMargin: return rightToLeft ? x(1, -m.right) : x(0, m.left)
    case .trailingMargin: return rightToLeft ? x(0, m.left) : x(1, -m.right)
    case .topMargin: return y(0, m.top)
    case .bottomMargin: return y(1, -m.bottom)
    case .centerXWithinMargins: return x(0.5, (m.left - m.right) / 2)
    case .centerYWithinMargins: return y(0.5, (m.top - m.bottom) / 2)
    case .notAnAttribute: return nil
    }
  }

  /// The baseline of the view `view` names for it (its own, a descendant's), as an expression
  /// of that view's box; nil when that view is not in the hierarchy.
  private func baseline(of view: View, first: Bool) -> LinearExpression? {
    var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
    if target !== view, !target.isDescendant(of: view) { target = view }
    guard let b = boxes[ObjectIdentifier(target)] else { return nil }
    guard let offsets = target.baselineOffsets else {
      return LinearExpression([(b.top, 1), (b.height, 1)])
    }
    return LinearExpression([(b.top, 1)], constant: Double(first ? offsets.first : offsets.last))
  }
}
