// SPDX-License-Identifier: MIT

/// Auto Layout's engine: an incremental simplex solver in the Cassowary manner (Badros, Borning
/// and Stuckey 2001; SPEC-VIEWS 3.34–3.35). Required constraints hold; below required, errors are
/// minimised with priorities compared lexicographically, as UIKit's engine does (3.6). Constraints
/// are added and removed one at a time, each re-solving from the last solution; edit variables
/// (`addEditVariable`, `suggest`) re-solve a changed constant with a few dual-simplex pivots.
///
/// A required constraint that cannot hold with the others is not an error: as UIKit does
/// (3.16–3.19), the solver breaks one of the constraints involved — the newest of the app's, not
/// a system one — and keeps it at priority 1100, above every optional one, recording a
/// `LayoutConflict` for the "Unable to simultaneously satisfy constraints" report.
///
/// Every choice between symbols takes the lowest-numbered (Bland's rule), so the solution is the
/// same on every run and the simplex cannot cycle. Not thread-safe: one solver per layout pass.
package final class LayoutSolver {
  struct Tag {
    var marker: Symbol
    var other: Symbol?
  }

  struct Entry {
    var equation: LayoutEquation
    var tag: Tag
  }

  struct Edit {
    var constraint: LayoutConstraintID
    var constant: Double
  }

  var tableau = Tableau()
  var objective = Objective()
  var artificial: Objective?
  var infeasible: Set<Symbol> = []
  var entries: [LayoutConstraintID: Entry] = [:]
  /// The constraint each marker and error symbol belongs to.
  var owners: [Symbol: LayoutConstraintID] = [:]
  var edits: [LayoutVariable: Edit] = [:]
  /// The external symbol of each variable, by the variable's number.
  private var externals: [Symbol?] = [nil]
  private var symbolCount = 0
  private var constraintCount = 0
  private var variableCount = 0

  /// Conflicts met so far, in order (see the type's description).
  package private(set) var conflicts: [LayoutConflict] = []
  /// Constraints broken to resolve a conflict (kept at priority 1100).
  package private(set) var broken: Set<LayoutConstraintID> = []

  package init() {}

  /// A new variable (0 until constrained).
  package func makeVariable() -> LayoutVariable {
    variableCount += 1
    externals.append(nil)
    return LayoutVariable(number: variableCount)
  }

  /// The variable's value in the current solution, in points.
  package func value(of variable: LayoutVariable) -> Double {
    guard variable.number < externals.count, let symbol = externals[variable.number] else {
      return 0
    }
    return tableau[symbol]?.constant ?? 0
  }

  /// Whether `constraint` is in the solver.
  package func contains(_ constraint: LayoutConstraintID) -> Bool {
    entries[constraint] != nil
  }

  /// Adds `equation` and re-solves. A required equation that conflicts with the required ones
  /// already there breaks one of them (see the type's description) and records the conflict.
  @discardableResult
  package func add(_ equation: LayoutEquation) -> LayoutConstraintID {
    constraintCount += 1
    let id = LayoutConstraintID(number: constraintCount)
    guard let symbols = insert(id, equation) else { return id }
    var members = Set(symbols.compactMap { owners[$0] }).filter {
      entries[$0]?.equation.isRequired == true
    }
    members.insert(id)
    let appsNewest = members.filter { $0 != id && entries[$0]?.equation.isSystem == false }.max()
    if equation.isSystem, let other = appsNewest, let entry = entries[other] {
      remove(other)
      insertBroken(other, entry.equation)
      if insert(id, equation) == nil {
        conflicts.append(LayoutConflict(mutuallyExclusive: members.sorted(), broken: other))
        return id
      }
    }
    insertBroken(id, equation)
    conflicts.append(LayoutConflict(mutuallyExclusive: members.sorted(), broken: id))
    return id
  }

  /// Removes `constraint` (nothing when it is not in the solver) and re-solves.
  package func remove(_ constraint: LayoutConstraintID) {
    guard let entry = entries.removeValue(forKey: constraint) else { return }
    broken.remove(constraint)
    owners[entry.tag.marker] = nil
    if let other = entry.tag.other { owners[other] = nil }
    if let edited = edits.first(where: { $0.value.constraint == constraint })?.key {
      edits[edited] = nil
    }
    removeErrors(entry)
    eliminate(entry.tag.marker)
    optimize()
  }

  /// The external symbol of `variable`, made on first use.
  func symbol(for variable: LayoutVariable) -> Symbol {
    if variable.number >= externals.count {
      externals += Array(repeating: nil, count: variable.number + 1 - externals.count)
    }
    if let symbol = externals[variable.number] { return symbol }
    let symbol = makeSymbol(.external)
    externals[variable.number] = symbol
    return symbol
  }

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    symbolCount += 1
    return Symbol(number: symbolCount, kind: kind)
  }

  /// Adds `equation` at priority 1100 as the broken constraint `id`.
  private func insertBroken(_ id: LayoutConstraintID, _ equation: LayoutEquation) {
    var weakened = equation
    weakened.priority = LayoutSolver.brokenPriority
    _ = insert(id, weakened)
    broken.insert(id)
  }

  /// The priority a broken required constraint is kept at (SPEC-VIEWS 3.17).
  package static let brokenPriority: Float = 1100
}
