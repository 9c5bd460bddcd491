// SPDX-License-Identifier: MIT

/// The quantity the solver minimises, in terms of the tableau's parametric symbols: each error
/// weighted by its constraint's priority (`Weights`), so errors at a higher priority are removed
/// first whatever they cost below it.
struct Objective: Sendable {
  var constant = Weights.zero
  private(set) var cells: [Symbol: Weights] = [:]

  func coefficient(_ symbol: Symbol) -> Weights { cells[symbol] ?? .zero }

  /// Adds `weights × symbol`.
  mutating func insert(_ symbol: Symbol, _ weights: Weights) {
    let sum = (cells[symbol] ?? .zero).adding(weights, times: 1)
    cells[symbol] = sum.isZero ? nil : sum
  }

  /// Adds `row × weights`.
  mutating func insert(_ row: Row, _ weights: Weights) {
    constant = constant.adding(weights, times: row.constant)
    for (symbol, value) in row.cells {
      let sum = (cells[symbol] ?? .zero).adding(weights, times: value)
      cells[symbol] = sum.isZero ? nil : sum
    }
  }

  mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

  /// Replaces `symbol` with `row`.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    guard let weights = cells.removeValue(forKey: symbol) else { return }
    insert(row, weights)
  }
}
