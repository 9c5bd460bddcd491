// SPDX-License-Identifier: MIT
import Foundation

extension View {
  /// Whether the constraints of the view's hierarchy leave its frame free to take another value
  /// that satisfies them equally well (UIKit's debugging check, SPEC-VIEWS 3.20): each edge and
  /// size is pushed both ways by a constraint weaker than any priority; if it moves, the layout
  /// is ambiguous. Views that translate their autoresizing masks are never ambiguous.
  public var hasAmbiguousLayout: Bool {
    let engine = LayoutEngine(root: root)
    guard let box = engine.boxes[ObjectIdentifier(self)] else { return false }
    for variable in [box.left, box.top, box.width, box.height] {
      let value = engine.solver.value(of: variable)
      for push in [-1000.0, 1000.0] {
        let id = engine.solver.add(
          LayoutEquation(
            LinearExpression([(variable, 1)], constant: -(value + push)), .equal,
            priority: Self.ambiguityProbePriority, isSystem: true))
        let moved = abs(engine.solver.value(of: variable) - value) > 0.001
        engine.solver.remove(id)
        if moved { return true }
      }
    }
    return false
  }

  /// Weaker than any priority a constraint can have (1…1000): it only chooses among solutions
  /// the real constraints find equally good.
  static let ambiguityProbePriority: Float = 0.001
}
