// SPDX-License-Identifier: MIT

extension LayoutSolver {
  /// Adds `equation` as `id`. Returns nil when it holds (or is optional); for a required equation
  /// that cannot hold, leaves the tableau as it was and returns the symbols of its row — the
  /// markers of the constraints it conflicts with.
  func insert(_ id: LayoutConstraintID, _ equation: LayoutEquation) -> [Symbol]? {
    var (row, tag) = makeRow(equation)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
      guard isNearZero(row.constant) else { return row.symbols }
      subject = tag.marker
    }
    entries[id] = Entry(equation: equation, tag: tag)
    owners[tag.marker] = id
    if let other = tag.other { owners[other] = id }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      tableau.insert(row, for: subject)
    } else {
      let symbols = row.symbols
      guard addWithArtificialVariable(row) else {
        entries[id] = nil
        owners[tag.marker] = nil
        if let other = tag.other { owners[other] = nil }
        eliminate(tag.marker)
        return symbols
      }
    }
    optimize()
    return nil
  }

  /// The row of `equation` in terms of the tableau's parametric symbols, with its marker (and
  /// second error, for an optional equality); errors enter the objective at its priority.
  private func makeRow(_ equation: LayoutEquation) -> (Row, Tag) {
    var row = Row(constant: equation.expression.constant)
    for term in equation.expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = tableau[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let weights = Weights(1, at: equation.priority)
    let tag: Tag
    switch equation.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = equation.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      if equation.isRequired {
        tag = Tag(marker: slack)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, weights)
        tag = Tag(marker: slack, other: error)
      }
    case .equal where equation.isRequired:
      let dummy = makeSymbol(.dummy)
      row.insert(dummy)
      tag = Tag(marker: dummy)
    case .equal:
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      objective.insert(plus, weights)
      objective.insert(minus, weights)
      tag = Tag(marker: plus, other: minus)
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: its lowest external symbol; else its marker or second
  /// error when new and with a negative coefficient (a slack or error only the row holds); nil
  /// when the row needs an artificial variable.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.symbols.filter({ $0.kind == .external }).min() { return external }
    if tag.marker.isPivotable, row.coefficient(tag.marker) < 0 { return tag.marker }
    if let other = tag.other, other.isPivotable, row.coefficient(other) < 0 { return other }
    return nil
  }

  /// Takes the errors of an optional constraint out of the objective.
  func removeErrors(_ entry: Entry) {
    let weights = Weights(-1, at: entry.equation.priority)
    for symbol in [entry.tag.marker, entry.tag.other].compactMap({ $0 })
    where symbol.kind == .error {
      if let row = tableau[symbol] {
        objective.insert(row, weights)
      } else {
        objective.insert(symbol, weights)
      }
    }
  }

  /// Takes `marker`'s row out of the tableau: the row it is basic in, or the row it is pivoted
  /// into first (the one that keeps the others feasible).
  func eliminate(_ marker: Symbol) {
    if tableau.remove(marker) != nil { return }
    guard let leaving = markerLeavingRow(marker), var row = tableau.remove(leaving)
    else { return }
    row.solve(for: marker, from: leaving)
    substitute(marker, with: row)
  }

  /// The row to pivot `marker` into when removing its constraint: the restricted row that
  /// reaches zero first as the marker grows (negative coefficient), else as it shrinks, else any
  /// external row holding it.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    func better(_ candidate: (Double, Symbol), than best: (ratio: Double, symbol: Symbol)?) -> Bool
    {
      guard let best else { return true }
      return candidate.0 < best.ratio || (candidate.0 == best.ratio && candidate.1 < best.symbol)
    }
    for symbol in tableau.basics(holding: marker) {
      guard let row = tableau[symbol] else { continue }
      let c = row.coefficient(marker)
      guard c != 0 else { continue }
      if symbol.kind == .external {
        if third.map({ symbol < $0 }) ?? true { third = symbol }
      } else if c < 0 {
        let ratio = -row.constant / c
        if better((ratio, symbol), than: first) { first = (ratio, symbol) }
      } else {
        let ratio = row.constant / c
        if better((ratio, symbol), than: second) { second = (ratio, symbol) }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}
