// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension LayoutSolver {
  /// Adds `first relation second × multiplier + constant` (`second` nil for a constant) at
  /// `priority`. `mirrored` reads it along the reversed x axis, as a constraint between leading
  /// and trailing edges right to left: a positive constant moves toward the trailing edge
  /// (leftward), and "at least" means at least that far leftward.
  @discardableResult
  package func relate(
    _ first: LinearExpression, _ relation: NSLayoutConstraint.Relation,
    _ second: LinearExpression?, multiplier: CGFloat = 1, constant: CGFloat = 0,
    mirrored: Bool = false, priority: Float = 1000, isSystem: Bool = true
  ) -> LayoutConstraintID {
    var other = LinearExpression(constant: Double(constant))
    if let second {
      other.terms = second.terms.map { ($0.variable, $0.coefficient * multiplier) }
      other.constant += second.constant * multiplier
    }
    var relation: LayoutRelation =
      switch relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    if mirrored {
      other.constant -= 2 * Double(constant)
      relation = relation.reversed
    }
    return add(
      LayoutEquation(first.minus(other), relation, priority: priority, isSystem: isSystem))
  }

  /// `variable == value` at `priority` (UIKit's own constraint).
  package func pin(_ variable: LayoutVariable, _ value: CGFloat, priority: Float = 1000) {
    add(
      LayoutEquation(
        LinearExpression([(variable, 1)], constant: -Double(value)), .equal,
        priority: priority, isSystem: true))
  }

  /// An intrinsic length as UIKit's content-size constraints: no longer at `hugging`, no
  /// shorter at `resistance` (SPEC-VIEWS 3.12).
  package func addContentSize(
    _ variable: LayoutVariable, _ length: CGFloat, hugging: Float, resistance: Float
  ) {
    let expression = LinearExpression([(variable, 1)], constant: -Double(length))
    add(LayoutEquation(expression, .lessThanOrEqual, priority: hugging, isSystem: true))
    add(LayoutEquation(expression, .greaterThanOrEqual, priority: resistance, isSystem: true))
  }
}
