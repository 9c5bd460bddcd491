// SPDX-License-Identifier: MIT

extension LayoutSolver {
  /// The artificial objective's priority: above every constraint's.
  private static let artificialPriority = Float.infinity
  /// Pivots one solve may take before it stops with the best solution so far (never reached by
  /// a layout: Bland's rule cannot cycle; a bound on hostile input).
  private static let pivotLimit = 1_000_000

  /// Minimises the objective (the artificial one while it exists) with the primal simplex.
  func optimize() {
    for _ in 0..<Self.pivotLimit {
      guard let entering = (artificial ?? objective).negatives.min(),
        let leaving = leavingRow(for: entering)
      else { return }
      pivot(leaving, entering)
    }
  }

  /// The restricted row that limits `entering` first (lowest ratio, then lowest symbol).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for symbol in tableau.basics(holding: entering) where symbol.kind != .external {
      guard let row = tableau[symbol] else { continue }
      let c = row.coefficient(entering)
      guard c < 0 else { continue }
      let ratio = -row.constant / c
      if let current = best,
        ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol)
      {
        continue
      }
      best = (ratio, symbol)
    }
    return best?.symbol
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(_ leaving: Symbol, _ entering: Symbol) {
    guard var row = tableau.remove(leaving) else { return }
    row.solve(for: entering, from: leaving)
    substitute(entering, with: row)
    tableau.insert(row, for: entering)
  }

  /// Replaces `symbol` with `row` in every row and objective; restricted rows that become
  /// negative are noted for the dual simplex.
  func substitute(_ symbol: Symbol, with row: Row) {
    tableau.substitute(symbol, with: row) { basic, constant in
      if basic.kind != .external, constant < 0 { infeasible.insert(basic) }
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Adds a row that has no subject through an artificial variable: minimises it to zero (the
  /// row can hold) or not (it cannot: returns false), then takes the variable out again.
  func addWithArtificialVariable(_ row: Row) -> Bool {
    let variable = makeSymbol(.slack)
    tableau.insert(row, for: variable)
    var goal = Objective()
    goal.insert(row, Weights(1, at: Self.artificialPriority))
    artificial = goal
    optimize()
    let holds = artificial?.constant.isZero ?? false
    artificial = nil
    if var basic = tableau.remove(variable) {
      if basic.cells.isEmpty { return holds }
      guard let entering = basic.symbols.filter(\.isPivotable).min() else { return false }
      basic.solve(for: entering, from: variable)
      substitute(entering, with: basic)
      tableau.insert(basic, for: entering)
    }
    tableau.erase(variable)
    objective.remove(variable)
    return holds
  }

  /// Restores feasibility after constants changed (`suggest`) with the dual simplex.
  func dualOptimize() {
    var pivots = 0
    while let leaving = infeasible.min(), pivots < Self.pivotLimit {
      infeasible.remove(leaving)
      guard let row = tableau[leaving], row.constant < 0 else { continue }
      guard let entering = dualEnteringSymbol(row) else { continue }
      pivot(leaving, entering)
      pivots += 1
    }
    infeasible.removeAll()
  }

  /// The symbol to enter for an infeasible `row`: the lowest objective coefficient per unit of
  /// the row's positive coefficients (then the lowest symbol).
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: (ratio: Weights, symbol: Symbol)?
    for (symbol, c) in row.cells where c > 0 && symbol.kind != .dummy {
      let ratio = objective.coefficient(symbol).scaled(by: 1 / c)
      if let current = best {
        if current.ratio.isLess(than: ratio) { continue }
        if !ratio.isLess(than: current.ratio) && symbol > current.symbol { continue }
      }
      best = (ratio, symbol)
    }
    return best?.symbol
  }
}
