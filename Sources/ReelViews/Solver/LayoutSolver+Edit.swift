// SPDX-License-Identifier: MIT

extension LayoutSolver {
  /// Makes `variable` editable at `priority` (below required; 1000 and above act as 999): a
  /// constraint `variable == value` whose value `suggest` changes without re-adding anything.
  /// Nothing when it already is.
  package func addEditVariable(_ variable: LayoutVariable, priority: Float) {
    guard edits[variable] == nil else { return }
    let equation = LayoutEquation(
      LinearExpression(variable), .equal, priority: min(priority, 999), isSystem: true)
    edits[variable] = Edit(constraint: add(equation), constant: 0)
  }

  /// Stops `variable` being editable (its edit constraint removed).
  package func removeEditVariable(_ variable: LayoutVariable) {
    guard let edit = edits.removeValue(forKey: variable) else { return }
    remove(edit.constraint)
  }

  /// Whether `variable` is editable.
  package func isEditable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

  /// Asks for `variable` (editable) to be `value`, in points, and re-solves from the current
  /// solution with the dual simplex: a change that leaves every inequality as tight or as slack
  /// as it was costs no pivot. Nothing when `variable` is not editable.
  package func suggest(_ variable: LayoutVariable, _ value: Double) {
    guard var edit = edits[variable], let tag = entries[edit.constraint]?.tag else { return }
    let delta = value - edit.constant
    edit.constant = value
    edits[variable] = edit
    if tableau[tag.marker] != nil {
      if tableau.add(-delta, to: tag.marker) < 0 { infeasible.insert(tag.marker) }
    } else if let other = tag.other, tableau[other] != nil {
      if tableau.add(delta, to: other) < 0 { infeasible.insert(other) }
    } else {
      for basic in tableau.basics(holding: tag.marker) {
        let c = tableau[basic]?.coefficient(tag.marker) ?? 0
        let constant = tableau.add(delta * c, to: basic)
        if constant < 0, basic.kind != .external { infeasible.insert(basic) }
      }
    }
    dualOptimize()
  }
}
