// SPDX-License-Identifier: MIT
import Foundation

extension StackArrangement {
  /// Sizes along the axis, and the equal gaps of `equalSpacing` and `equalCentering` (how many
  /// gap guides they relate). `fill` adds none: its views keep their content sizes, weighed by
  /// `contentWeights()`.
  func distributing(_ shown: [Int]) -> ([Rule], Int) {
    switch distribution {
    case .fill:
      return ([], 0)
    case .fillEqually:
      let rules = shown.dropFirst().map {
        rule(
          .arranged($0), along.size, .equal, .arranged(shown[0]), along.size,
          "UISV-fill-equally")
      }
      return (rules, 0)
    case .fillProportionally:
      return (proportional(shown), 0)
    case .equalSpacing, .equalCentering:
      let edges = distribution == .equalSpacing
      var rules: [Rule] = []
      for (gap, (a, b)) in zip(shown, shown.dropFirst()).enumerated() {
        rules += [
          rule(
            .gap(gap), along.start, .equal, .arranged(a), edges ? along.end : along.center,
            "UISV-distributing-edge"),
          rule(
            .gap(gap), along.end, .equal, .arranged(b), edges ? along.start : along.center,
            "UISV-distributing-edge"),
        ]
        if gap > 0 {
          rules.append(
            rule(.gap(gap), along.size, .equal, .gap(0), along.size, "UISV-distributing"))
        }
      }
      return (rules, max(shown.count - 1, 0))
    }
  }

  /// Sizes in proportion to the views' intrinsic lengths along the axis, sharing what the gaps
  /// (and margins) leave.
  private func proportional(_ shown: [Int]) -> [Rule] {
    let lengths = shown.map { max(0, members[$0].intrinsicLength) }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return [] }
    var used = shown.dropLast().reduce(0) { $0 + members[$1].spacingAfter }
    if isLayoutMarginsRelativeArrangement {
      used += along == .x ? layoutMargins.horizontal : layoutMargins.vertical
    }
    return zip(shown, lengths).map { index, length in
      let share = length / total
      return rule(
        .arranged(index), along.size, .equal, .stack, along.size, "UISV-fill-proportionally",
        multiplier: share, constant: -share * used, priority: 999 * priorityScale.arranged)
    }
  }

  /// Places the members across the axis as `alignment` says; unless they fill it, the stack
  /// is as thick as its thickest view (a weak pull to zero, `UISV-spanning-fit`).
  func aligning(_ indices: [Int], across: Axis) -> [Rule] {
    var rules: [Rule] = []
    let baseline: Attribute? =
      axis == .horizontal
      ? (alignment == .firstBaseline
        ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
      : nil
    for (order, index) in indices.enumerated() {
      let view = Item.arranged(index)
      let start = rule(view, across.start, .equal, .stack, canvas(across.start), "UISV-alignment")
      let end = rule(.stack, canvas(across.end), .equal, view, across.end, "UISV-alignment")
      let inside = [
        rule(
          view, across.start, .greaterThanOrEqual, .stack, canvas(across.start),
          "UISV-spanning-boundary"),
        rule(
          .stack, canvas(across.end), .greaterThanOrEqual, view, across.end,
          "UISV-spanning-boundary"),
      ]
      if let baseline {
        if order > 0 {
          rules.append(
            rule(view, baseline, .equal, .arranged(indices[0]), baseline, "UISV-alignment"))
        }
        rules += inside
        // Among the tops the baselines allow, as high as they can go.
        rules.append(
          rule(
            view, across.start, .equal, .stack, canvas(across.start),
            "UISV-ambiguity-suppression", priority: 25 * priorityScale.arranged))
        continue
      }
      switch alignment {
      case .fill: rules += [start, end]
      case .leading, .firstBaseline, .lastBaseline: rules += [start, inside[1]]
      case .trailing: rules += [end, inside[0]]
      case .center:
        rules.append(
          rule(view, across.center, .equal, .stack, canvas(across.center), "UISV-alignment"))
        rules += inside
      }
    }
    if alignment != .fill, !indices.isEmpty {
      rules.append(
        rule(
          .stack, across.size, .equal, nil, .notAnAttribute, "UISV-spanning-fit",
          priority: 49 * priorityScale.own))
    }
    return rules
  }
}
