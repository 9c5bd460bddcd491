// SPDX-License-Identifier: MIT
import Foundation

extension LayoutEngine {
  /// Constraints that keep `view`'s frame as its autoresizing mask says when its superview's
  /// solved size differs from its size now (its frame exactly while they agree), SPEC-VIEWS 3.24.
  func addAutoresizing(_ view: View) {
    guard let parent = view.superview else { return }
    let (b, p) = (box(view), box(parent))
    let frame = view.untransformedFrame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
    let (h, v) = view.autoresizingMask.rules(for: frame, in: parent.bounds.size)
    add(h, start: b.left, length: b.width, parentStart: p.left, parentLength: p.width)
    add(v, start: b.top, length: b.height, parentStart: p.top, parentLength: p.height)
  }

  private func add(
    _ rule: AutoresizingMask.AxisRule, start: LayoutVariable, length: LayoutVariable,
    parentStart: LayoutVariable, parentLength: LayoutVariable
  ) {
    // start − parentStart = offset(parentLength); length = length(parentLength).
    equal(
      [(start, 1), (parentStart, -1), (parentLength, -rule.offset.factor)],
      -rule.offset.constant)
    equal([(length, 1), (parentLength, -rule.length.factor)], -rule.length.constant)
  }

  /// `Σ terms + constant == 0`, required, UIKit's own.
  private func equal(_ terms: [(LayoutVariable, Double)], _ constant: Double) {
    solver.add(
      LayoutEquation(LinearExpression(terms, constant: constant), .equal, isSystem: true))
  }
}
