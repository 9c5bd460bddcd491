// SPDX-License-Identifier: MIT
import Foundation

extension StackView {
  /// Places the views across the axis as `alignment` says; unless they fill it, the stack is
  /// as thick as its thickest view (a weak pull to zero, `UISV-spanning-fit`).
  func aligning(_ views: [View], across: Axis) -> [NSLayoutConstraint] {
    var constraints: [NSLayoutConstraint] = []
    let baseline: Attribute? =
      axis == .horizontal
      ? (alignment == .firstBaseline
        ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
      : nil
    for (index, view) in views.enumerated() {
      let start = rule(view, across.start, .equal, self, canvas(across.start), "UISV-alignment")
      let end = rule(self, canvas(across.end), .equal, view, across.end, "UISV-alignment")
      let inside = [
        rule(
          view, across.start, .greaterThanOrEqual, self, canvas(across.start),
          "UISV-spanning-boundary"),
        rule(
          self, canvas(across.end), .greaterThanOrEqual, view, across.end,
          "UISV-spanning-boundary"),
      ]
      if let baseline {
        if index > 0 {
          constraints.append(rule(view, baseline, .equal, views[0], baseline, "UISV-alignment"))
        }
        constraints += inside
        // Among the tops the baselines allow, as high as they can go.
        constraints.append(
          rule(
            view, across.start, .equal, self, canvas(across.start), "UISV-ambiguity-suppression",
            priority: LayoutPriority(25 * systemPriorityScale.arranged)))
        continue
      }
      switch alignment {
      case .fill:
        constraints += [start, end]
      case .leading, .firstBaseline, .lastBaseline:
        constraints += [start, inside[1]]
      case .trailing:
        constraints += [end, inside[0]]
      case .center:
        constraints.append(
          rule(view, across.center, .equal, self, canvas(across.center), "UISV-alignment"))
        constraints += inside
      }
    }
    if alignment != .fill, !views.isEmpty {
      constraints.append(
        rule(
          self, across.size, .equal, nil, .notAnAttribute, "UISV-spanning-fit",
          priority: LayoutPriority(49 * systemPriorityScale.own)))
    }
    return constraints
  }
}
