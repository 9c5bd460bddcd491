// SPDX-License-Identifier: MIT
import Foundation

extension StackView {
  /// The stack's arrangement now: its state as `StackArrangement` rules' inputs.
  var arrangementRules: StackArrangement {
    let arranged = arrangedSubviews.filter { $0.superview === self }
    let proportional = distribution == .fillProportionally
    return StackArrangement(
      axis: axis, distribution: distribution, alignment: alignment,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement, layoutMargins: layoutMargins,
      priorityScale: systemPriorityScale,
      members: arranged.map { view in
        var length: CGFloat = -1
        if proportional, !view.isHidden {
          let size = view.intrinsicContentSize
          length = axis == .horizontal ? size.width : size.height
        }
        return StackArrangement.Member(
          isHidden: view.isHidden, spacingAfter: gap(after: view), intrinsicLength: length)
      })
  }

  /// The constraints (and gap guides) that arrange the views now, UIKit's `UISV-` constraints:
  /// made at every layout, never installed, broken last in a conflict (they are UIKit's own);
  /// and how much more each arranged view's content size weighs along the axis (`fill`'s
  /// order by index).
  func arrangement() -> (
    constraints: [NSLayoutConstraint], guides: [LayoutGuide],
    weights: [ObjectIdentifier: StackArrangement.ContentWeight]
  ) {
    let arranged = arrangedSubviews.filter { $0.superview === self }
    let rules = arrangementRules
    let (made, gapCount) = rules.rules()
    let guides = (0..<gapCount).map { _ in LayoutGuide(.stackGap, of: self) }
    func object(_ item: StackArrangement.Item?) -> AnyObject? {
      switch item {
      case .stack: self
      case .arranged(let index): arranged[index]
      case .gap(let index): guides[index]
      case nil: nil
      }
    }
    let constraints = made.map { rule in
      let constraint = NSLayoutConstraint(
        item: object(rule.first)!, attribute: rule.firstAttribute, relatedBy: rule.relation,
        toItem: object(rule.second), attribute: rule.secondAttribute,
        multiplier: rule.multiplier, constant: rule.constant)
      constraint.identifier = rule.name
      constraint.isSystem = true
      constraint.priority = LayoutPriority(rule.priority)
      return constraint
    }
    var weights: [ObjectIdentifier: StackArrangement.ContentWeight] = [:]
    for (index, weight) in rules.contentWeights() {
      weights[ObjectIdentifier(arranged[index])] = weight
    }
    return (constraints, guides, weights)
  }
}
