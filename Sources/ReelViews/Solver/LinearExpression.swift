// SPDX-License-Identifier: MIT

/// A variable of the layout engine (an edge, a width, a baseline), in points. Made by a
/// `LayoutSolver`, read back after solving with `LayoutSolver.value(of:)`.
package struct LayoutVariable: Hashable, Comparable, Sendable {
  /// Its number in the solver that made it (from 1).
  package let number: Int

  package static func < (a: LayoutVariable, b: LayoutVariable) -> Bool { a.number < b.number }
}

/// `constant + Σ coefficient × variable`: one side of a constraint, the other being zero.
package struct LinearExpression: Sendable, Equatable {
  /// (variable, coefficient) in the order given; a variable may appear more than once.
  package var terms: [(variable: LayoutVariable, coefficient: Double)]
  /// In points.
  package var constant: Double

  package init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// `variable`.
  package init(_ variable: LayoutVariable) {
    self.init([(variable, 1)])
  }

  package static func == (a: LinearExpression, b: LinearExpression) -> Bool {
    a.constant == b.constant && a.terms.count == b.terms.count
      && zip(a.terms, b.terms).allSatisfy {
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// `self − other`.
  package func minus(_ other: LinearExpression) -> LinearExpression {
    var result = self
    result.terms += other.terms.map { ($0.variable, -$0.coefficient) }
    result.constant -= other.constant
    return result
  }
}

/// How a constraint's expression compares with zero.
package enum LayoutRelation: Sendable, Equatable {
  case lessThanOrEqual, equal, greaterThanOrEqual

  /// The relation with its sides swapped (`≤` for `≥`; `=` stays).
  package var reversed: LayoutRelation {
    switch self {
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}

/// One linear constraint of the engine: `expression relation 0` at `priority` (UIKit's
/// `UILayoutPriority` raw values: 1000 is required, below it the solver minimises the error,
/// higher priorities first).
package struct LayoutEquation: Sendable, Equatable {
  package var expression: LinearExpression
  package var relation: LayoutRelation
  /// 1…1000; 1000 (required) must hold. Values are compared as they are: 1100 is used for a
  /// required constraint that had to be broken, above every optional one.
  package var priority: Float
  /// Whether UIKit makes it itself (autoresizing masks, content sizes, fitting sizes): UIKit
  /// breaks such constraints only when no constraint of the app's is in the conflict.
  package var isSystem: Bool

  package init(
    _ expression: LinearExpression, _ relation: LayoutRelation, priority: Float = 1000,
    isSystem: Bool = false
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.isSystem = isSystem
  }

  package var isRequired: Bool { priority >= 1000 && priority <= 1000 }
}

/// A handle to a constraint added to a `LayoutSolver`, numbered in the order they were added.
package struct LayoutConstraintID: Hashable, Comparable, Sendable {
  package let number: Int

  package static func < (a: LayoutConstraintID, b: LayoutConstraintID) -> Bool {
    a.number < b.number
  }
}

/// Required constraints that cannot all hold, and the one the solver broke to go on (UIKit's
/// "Unable to simultaneously satisfy constraints"): the broken one stays active, satisfied as
/// closely as the others allow at priority 1100 (SPEC-VIEWS 3.16–3.18).
package struct LayoutConflict: Sendable, Equatable {
  /// The constraints involved, in the order they were added (the broken one among them).
  package var mutuallyExclusive: [LayoutConstraintID]
  package var broken: LayoutConstraintID
}
