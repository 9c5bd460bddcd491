// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// UIStackView's arrangement as rules among abstract items — the stack, its arranged views by
/// index, the gaps between them — so the same rules lay out a `StackView` (on the main actor, as
/// `NSLayoutConstraint`s) and a stack described in a scene (on any thread, straight into a
/// solver). SPEC-VIEWS §4: the views are chained from the stack's leading (top) edge to its
/// trailing (bottom) edge (its margins when margin-relative), sized along the axis by the
/// distribution, placed across it by the alignment; a hidden view takes no room.
package struct StackArrangement: Sendable {
  package typealias Attribute = NSLayoutConstraint.Attribute
  package typealias Relation = NSLayoutConstraint.Relation

  /// What a rule relates.
  package enum Item: Hashable, Sendable {
    /// The stack itself.
    case stack
    /// The arranged view at this index of `members` (hidden ones included).
    case arranged(Int)
    /// The gap guide at this index (`equalSpacing` and `equalCentering` make them).
    case gap(Int)
  }

  /// `first.firstAttribute relation second.secondAttribute × multiplier + constant` at
  /// `priority` (1…1000, or a fraction of that when scaled), named as UIKit names it.
  package struct Rule: Sendable {
    package var first: Item
    package var firstAttribute: Attribute
    package var relation: Relation
    package var second: Item?
    package var secondAttribute: Attribute
    package var multiplier: CGFloat = 1
    package var constant: CGFloat = 0
    package var priority: Float = 1000
    package var name: String
  }

  /// What the rules need of an arranged view.
  package struct Member: Sendable {
    package var isHidden: Bool
    /// Points after it to the next view (`spacing` or its custom spacing, resolved).
    package var spacingAfter: CGFloat
    /// Its intrinsic length along the axis (≤ 0 or `View.noIntrinsicMetric` for none); read
    /// only by `fillProportionally`.
    package var intrinsicLength: CGFloat

    package init(isHidden: Bool, spacingAfter: CGFloat, intrinsicLength: CGFloat = -1) {
      self.isHidden = isHidden
      self.spacingAfter = spacingAfter
      self.intrinsicLength = intrinsicLength
    }
  }

  /// How much more a visible view's own content size constraints weigh along the axis than
  /// they say: `fill` settles ties by index (SPEC-VIEWS 4.7) — of views that hug equally the
  /// first stretches, of views that resist equally the last gives way — by factors a thousandth
  /// above 1 or less, so they never reach the next whole priority.
  package struct ContentWeight: Sendable, Equatable {
    package var hugging: Float
    package var resistance: Float
  }

  package var axis: NSLayoutConstraint.Axis
  package var distribution: StackView.Distribution
  package var alignment: StackView.Alignment
  package var isLayoutMarginsRelativeArrangement: Bool
  package var isBaselineRelativeArrangement: Bool
  /// The stack's margins, points (used by `fillProportionally` when margin-relative).
  package var layoutMargins: EdgeInsets
  /// Factors of the priorities of the stack's own optional rules (`StackView`'s
  /// `systemPriorityScale`).
  package var priorityScale: (own: Float, arranged: Float)
  package var members: [Member]

  package init(
    axis: NSLayoutConstraint.Axis, distribution: StackView.Distribution,
    alignment: StackView.Alignment, isLayoutMarginsRelativeArrangement: Bool,
    isBaselineRelativeArrangement: Bool, layoutMargins: EdgeInsets,
    priorityScale: (own: Float, arranged: Float), members: [Member]
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.layoutMargins = layoutMargins
    self.priorityScale = priorityScale
    self.members = members
  }

  /// One axis's attributes.
  enum Axis {
    case x, y
    var start: Attribute { self == .x ? .leading : .top }
    var end: Attribute { self == .x ? .trailing : .bottom }
    var size: Attribute { self == .x ? .width : .height }
    var center: Attribute { self == .x ? .centerX : .centerY }
  }

  var along: Axis { axis == .horizontal ? .x : .y }

  /// The indices of the members that take room, in order.
  var visible: [Int] { members.indices.filter { !members[$0].isHidden } }

  /// The rules that arrange the members now, and how many gap guides they relate.
  package func rules() -> (rules: [Rule], gaps: Int) {
    let shown = visible
    var rules: [Rule] = []
    for index in members.indices where members[index].isHidden {
      rules += [
        rule(.arranged(index), along.size, .equal, nil, .notAnAttribute, "UISV-hiding"),
        rule(.arranged(index), along.start, .equal, .stack, canvas(along.start), "UISV-hiding"),
      ]
    }
    var gaps = 0
    if let first = shown.first, let last = shown.last {
      rules += [
        rule(
          .arranged(first), along.start, .equal, .stack, canvas(along.start),
          "UISV-canvas-connection"),
        rule(
          .stack, canvas(along.end), .equal, .arranged(last), along.end, "UISV-canvas-connection"),
      ]
      rules += spacing(shown)
      let (sizes, gapCount) = distributing(shown)
      rules += sizes
      gaps = gapCount
    }
    rules += aligning(Array(members.indices), across: along == .x ? .y : .x)
    return (rules, gaps)
  }

  /// The weights of the visible members' content size along the axis, by member index (none
  /// but for `fill`).
  package func contentWeights() -> [Int: ContentWeight] {
    guard distribution == .fill else { return [:] }
    let shown = visible
    let step = Float(0.001) / Float(shown.count + 1)
    var weights: [Int: ContentWeight] = [:]
    for (order, index) in shown.enumerated() {
      weights[index] = ContentWeight(
        hugging: 1 + step * Float(order), resistance: 1 + step * Float(shown.count - 1 - order))
    }
    return weights
  }

  /// The stack's edge for `attribute`: its margin when the arrangement is margin-relative.
  func canvas(_ attribute: Attribute) -> Attribute {
    guard isLayoutMarginsRelativeArrangement else { return attribute }
    switch attribute {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return attribute
    }
  }

  func rule(
    _ item: Item, _ attribute: Attribute, _ relation: Relation, _ other: Item?,
    _ otherAttribute: Attribute, _ name: String, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: Float = 1000
  ) -> Rule {
    Rule(
      first: item, firstAttribute: attribute, relation: relation, second: other,
      secondAttribute: otherAttribute, multiplier: multiplier, constant: constant,
      priority: priority, name: name)
  }

  /// Neighbours their spacing apart: exactly for the fill distributions, at least for the
  /// others.
  private func spacing(_ shown: [Int]) -> [Rule] {
    let exact = [.fill, .fillEqually, .fillProportionally].contains(distribution)
    let baselines = along == .y && isBaselineRelativeArrangement
    return zip(shown, shown.dropFirst()).map { a, b in
      rule(
        .arranged(b), baselines ? .firstBaseline : along.start,
        exact ? .equal : .greaterThanOrEqual, .arranged(a),
        baselines ? .lastBaseline : along.end, "UISV-spacing",
        constant: members[a].spacingAfter)
    }
  }
}
