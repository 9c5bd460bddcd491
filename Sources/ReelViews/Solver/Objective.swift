// SPDX-License-Identifier: MIT

/// The quantity the solver minimises, in terms of the tableau's parametric symbols: each error
/// weighted by its constraint's priority (`Weights`), so errors at a higher priority are removed
/// first whatever they cost below it. Keeps the symbols whose weights are negative (those the
/// simplex may enter) as they change, so finding one does not read the whole objective.
struct Objective: Sendable {
  var constant = Weights.zero
  private(set) var cells: [Symbol: Weights] = [:]
  /// The non-dummy symbols with negative weights.
  private(set) var negatives: Set<Symbol> = []

  func coefficient(_ symbol: Symbol) -> Weights { cells[symbol] ?? .zero }

  /// Adds `weights × symbol`.
  mutating func insert(_ symbol: Symbol, _ weights: Weights) {
    set(symbol, coefficient(symbol).adding(weights, times: 1))
  }

  /// Adds `row × weights`.
  mutating func insert(_ row: Row, _ weights: Weights) {
    constant = constant.adding(weights, times: row.constant)
    for (symbol, value) in row.cells {
      set(symbol, coefficient(symbol).adding(weights, times: value))
    }
  }

  mutating func remove(_ symbol: Symbol) { set(symbol, .zero) }

  /// Replaces `symbol` with `row`.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let weights = cells[symbol] else { return }
    set(symbol, .zero)
    insert(row, weights)
  }

  private mutating func set(_ symbol: Symbol, _ weights: Weights) {
    cells[symbol] = weights.isZero ? nil : weights
    if symbol.kind != .dummy, weights.isNegative {
      negatives.insert(symbol)
    } else {
      negatives.remove(symbol)
    }
  }
}
