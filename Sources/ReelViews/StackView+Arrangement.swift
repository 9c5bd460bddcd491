// SPDX-License-Identifier: MIT
import Foundation

extension StackView {
  typealias Attribute = NSLayoutConstraint.Attribute

  /// The constraints (and gap guides) that arrange the views now, UIKit's `UISV-` constraints:
  /// made at every layout, never installed, broken last in a conflict (they are UIKit's own).
  func arrangement() -> (constraints: [NSLayoutConstraint], guides: [LayoutGuide]) {
    let arranged = arrangedSubviews.filter { $0.superview === self }
    let visible = arranged.filter { !$0.isHidden }
    let along: Axis = axis == .horizontal ? .x : .y
    var constraints: [NSLayoutConstraint] = []
    for view in arranged where view.isHidden {
      constraints += [
        rule(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding"),
        rule(view, along.start, .equal, self, canvas(along.start), "UISV-hiding"),
      ]
    }
    var guides: [LayoutGuide] = []
    if let first = visible.first, let last = visible.last {
      constraints += [
        rule(first, along.start, .equal, self, canvas(along.start), "UISV-canvas-connection"),
        rule(self, canvas(along.end), .equal, last, along.end, "UISV-canvas-connection"),
      ]
      constraints += spacing(visible, along)
      let (sizes, gapGuides) = distributing(visible, along)
      constraints += sizes
      guides = gapGuides
    }
    constraints += aligning(arranged, across: along == .x ? .y : .x)
    return (constraints, guides)
  }

  /// One axis's attributes.
  enum Axis {
    case x, y
    var start: Attribute { self == .x ? .leading : .top }
    var end: Attribute { self == .x ? .trailing : .bottom }
    var size: Attribute { self == .x ? .width : .height }
    var center: Attribute { self == .x ? .centerX : .centerY }
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

  /// A constraint of the stack's own, named as UIKit names it.
  func rule(
    _ item: AnyObject, _ attribute: Attribute, _ relation: NSLayoutConstraint.Relation,
    _ other: AnyObject?, _ otherAttribute: Attribute, _ name: String,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    constraint.identifier = name
    constraint.isSystem = true
    constraint.priority = priority
    return constraint
  }

  /// Neighbours `spacing` apart: exactly for the fill distributions, at least for the others.
  private func spacing(_ views: [View], _ along: Axis) -> [NSLayoutConstraint] {
    let exact = [.fill, .fillEqually, .fillProportionally].contains(distribution)
    let baselines = along == .y && isBaselineRelativeArrangement
    return zip(views, views.dropFirst()).map { a, b in
      rule(
        b, baselines ? .firstBaseline : along.start, exact ? .equal : .greaterThanOrEqual, a,
        baselines ? .lastBaseline : along.end, "UISV-spacing", constant: gap(after: a))
    }
  }

  /// Sizes along the axis, and the equal gaps of `equalSpacing` and `equalCentering`.
  private func distributing(_ views: [View], _ along: Axis)
    -> ([NSLayoutConstraint], [LayoutGuide])
  {
    switch distribution {
    case .fill:
      return (byIndex(views, along), [])
    case .fillEqually:
      return (
        views.dropFirst().map {
          rule($0, along.size, .equal, views[0], along.size, "UISV-fill-equally")
        },
        []
      )
    case .fillProportionally:
      return (proportional(views, along), [])
    case .equalSpacing, .equalCentering:
      let edges = distribution == .equalSpacing
      var constraints: [NSLayoutConstraint] = []
      var guides: [LayoutGuide] = []
      for (a, b) in zip(views, views.dropFirst()) {
        let guide = LayoutGuide(.stackGap, of: self)
        constraints += [
          rule(
            guide, along.start, .equal, a, edges ? along.end : along.center,
            "UISV-distributing-edge"),
          rule(
            guide, along.end, .equal, b, edges ? along.start : along.center,
            "UISV-distributing-edge"),
        ]
        if let firstGuide = guides.first {
          constraints.append(
            rule(guide, along.size, .equal, firstGuide, along.size, "UISV-distributing"))
        }
        guides.append(guide)
      }
      return (constraints, guides)
    }
  }

  /// What `fill` leaves open, settled by index (SPEC-VIEWS 4.7): of views that hug equally the
  /// first stretches, of views that resist compression equally the last gives way — each
  /// view's hugging a hair stronger than those before it, its resistance a hair stronger than
  /// those after it (at most a thousandth stronger, never reaching the next whole priority).
  private func byIndex(_ views: [View], _ along: Axis) -> [NSLayoutConstraint] {
    let axis: NSLayoutConstraint.Axis = along == .x ? .horizontal : .vertical
    var constraints: [NSLayoutConstraint] = []
    for (index, view) in views.enumerated() {
      let size = view.intrinsicContentSize
      let length = along == .x ? size.width : size.height
      guard length != View.noIntrinsicMetric, length.isFinite else { continue }
      let hugging = view.contentHuggingPriority(for: axis).rawValue
      let resistance = view.contentCompressionResistancePriority(for: axis).rawValue
      let step = Float(0.001) / Float(views.count + 1)
      if index > 0, hugging < 1000 {
        constraints.append(
          rule(
            view, along.size, .lessThanOrEqual, nil, .notAnAttribute, "UISV-fill-order",
            constant: length, priority: LayoutPriority(hugging * (1 + step * Float(index)))))
      }
      if index < views.count - 1, resistance < 1000 {
        constraints.append(
          rule(
            view, along.size, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-fill-order",
            constant: length,
            priority: LayoutPriority(resistance * (1 + step * Float(views.count - 1 - index)))))
      }
    }
    return constraints
  }

  /// Sizes in proportion to the views' intrinsic sizes along the axis, sharing what the gaps
  /// (and margins) leave.
  private func proportional(_ views: [View], _ along: Axis) -> [NSLayoutConstraint] {
    let sizes = views.map { view in
      let size = view.intrinsicContentSize
      return max(0, along == .x ? size.width : size.height)
    }
    let total = sizes.reduce(0, +)
    guard total > 0 else { return [] }
    var used = zip(views, views.dropFirst()).reduce(0) { $0 + gap(after: $1.0) }
    if isLayoutMarginsRelativeArrangement {
      used += along == .x ? layoutMargins.horizontal : layoutMargins.vertical
    }
    return zip(views, sizes).map { view, size in
      let share = size / total
      return rule(
        view, along.size, .equal, self, along.size, "UISV-fill-proportionally",
        multiplier: share, constant: -share * used,
        priority: LayoutPriority(999 * systemPriorityScale.arranged))
    }
  }
}
