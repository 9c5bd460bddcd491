// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

extension ContentTree {
  /// `node`'s edges equal to `container`'s (required), as a content view is pinned in a cell.
  func pin(_ node: ContentNode, to container: LayoutBox) {
    for edge in [NSLayoutConstraint.Attribute.leading, .trailing, .top, .bottom] {
      relate(node.box!, edge, .equal, container, edge, isSystem: false)
    }
  }

  /// Its own size as content-size constraints at its priorities (its stack's order weighing
  /// them along the stack's axis).
  func addContentSize(_ node: ContentNode) {
    let size = node.intrinsicSize
    let box = node.box!
    let axes: [(LayoutVariable, CGFloat, NSLayoutConstraint.Axis)] = [
      (box.width, size.width, .horizontal), (box.height, size.height, .vertical),
    ]
    for (variable, length, axis) in axes where length != View.noIntrinsicMetric {
      let weight = axis == node.stackAxis ? node.weight : nil
      solver.addContentSize(
        variable, length, hugging: weighted(node.hugging, weight?.hugging),
        resistance: weighted(node.resistance, weight?.resistance))
    }
  }

  private func weighted(_ priority: Float, _ weight: Float?) -> Float {
    guard let weight, priority < 1000 else { return priority }
    return priority * weight
  }

  /// What a view holds pinned inside it, then its fixed size along its stack's axis (required
  /// unless its stack sizes its views).
  func addOwnConstraints(_ node: ContentNode) {
    if case .sized = node.kind {
      for child in node.children { pin(child, to: node.box!) }
    }
    let description = node.description
    guard node.keepsFixedSize else { return }
    if node.stackAxis == .horizontal, let width = description.width {
      relate(node.box!, .width, .equal, nil, .notAnAttribute, constant: width, isSystem: false)
    }
    if node.stackAxis == .vertical, let height = description.height {
      relate(node.box!, .height, .equal, nil, .notAnAttribute, constant: height, isSystem: false)
    }
  }

  /// A stack's `UISV-` rules.
  func arrange(_ node: ContentNode) {
    guard case .stack(let arrangement) = node.kind else { return }
    for rule in arrangement.rules().rules {
      guard let first = expression(rule.first, rule.firstAttribute, of: node) else { continue }
      var second: LinearExpression?
      if let item = rule.second {
        guard let other = expression(item, rule.secondAttribute, of: node) else { continue }
        second = other
      }
      let mirrored =
        rightToLeft
        && (LayoutBox.isDirectional(rule.firstAttribute)
          || LayoutBox.isDirectional(rule.secondAttribute))
      solver.relate(
        first, rule.relation, second, multiplier: rule.multiplier, constant: rule.constant,
        mirrored: mirrored, priority: rule.priority)
    }
  }

  /// `first.attribute relation second.attribute + constant`, read right to left when it relates
  /// leading or trailing edges there.
  private func relate(
    _ first: LayoutBox, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: LayoutBox?,
    _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0, isSystem: Bool
  ) {
    guard let a = first.expression(attribute, margins: .zero, rightToLeft: rightToLeft) else {
      return
    }
    let b = second?.expression(secondAttribute, margins: .zero, rightToLeft: rightToLeft)
    let mirrored =
      rightToLeft
      && (LayoutBox.isDirectional(attribute) || LayoutBox.isDirectional(secondAttribute))
    solver.relate(
      a, relation, b, constant: constant, mirrored: mirrored, isSystem: isSystem)
  }

  /// `attribute` of a stack's item: the stack (`node`), an arranged view, a gap.
  private func expression(
    _ item: StackArrangement.Item, _ attribute: NSLayoutConstraint.Attribute,
    of node: ContentNode
  ) -> LinearExpression? {
    let owner: ContentNode
    var box: LayoutBox
    var margins = EdgeInsets.zero
    switch item {
    case .stack:
      owner = node
      box = node.box!
      margins = node.stackLayout?.layoutMargins ?? .zero
    case .arranged(let index):
      owner = node.children[index]
      box = owner.box!
    case .gap(let index):
      return node.gapBoxes[index].expression(attribute, margins: .zero, rightToLeft: rightToLeft)
    }
    guard attribute == .firstBaseline || attribute == .lastBaseline else {
      return box.expression(attribute, margins: margins, rightToLeft: rightToLeft)
    }
    let target = owner.baselineNode(first: attribute == .firstBaseline)
    box = target.box!
    return box.baseline(offset: target.baselineOffset(first: attribute == .firstBaseline))
  }
}

extension ContentNode {
  /// Whether it is a label measured again at the width it was given.
  var isMultilineLabel: Bool {
    if case .label(let metrics) = kind { return metrics.heightFollowsWidth }
    return false
  }

  /// The view whose baseline is its own (UIKit's `forFirstBaselineLayout`): a stack's first
  /// shown view's (its last's for the last baseline of a vertical stack), else itself.
  func baselineNode(first: Bool) -> ContentNode {
    guard let layout = stackLayout else { return self }
    let shown = children.filter { !$0.isHidden }
    let view = layout.axis == .vertical && !first ? shown.last : shown.first
    return view?.baselineNode(first: first) ?? self
  }

  /// A label's baseline, points below its top as laid out at its intrinsic size; nil for the
  /// others (their bottom edge).
  func baselineOffset(first: Bool) -> CGFloat? {
    guard case .label(let metrics) = kind,
      let offsets = metrics.baselineOffsets(in: intrinsicSize)
    else { return nil }
    return first ? offsets.first : offsets.last
  }
}
