// SPDX-License-Identifier: MIT

/// The quantity the solver minimises, in terms of the tableau's parametric symbols: each error
/// weighted by its constraint's priority (`Weights`), so errors at a higher priority are removed
/// first whatever they cost below it. Keeps the symbols whose weights are negative (those the
/// simplex may enter) as they change, so finding one does not read the whole objective.
/// Coefficients are an array indexed by the symbols' numbers.
struct Objective: Sendable {
  var constant = Weights.zero
  private var cells: [Weights] = []
  /// The non-dummy symbols with negative weights.
  private(set) var negatives: Set<Symbol> = []

  func coefficient(_ symbol: Symbol) -> Weights {
    symbol.number < cells.count ? cells[symbol.number] : .zero
  }

  /// Adds `weights × symbol`.
  mutating func insert(_ symbol: Symbol, _ weights: Weights) {
    set(symbol, coefficient(symbol).adding(weights, times: 1))
  }

  /// Adds `row × weights`.
  mutating func insert(_ row: Row, _ weights: Weights) {
    constant = constant.adding(weights, times: row.constant)
    for cell in row.cells {
      set(cell.symbol, coefficient(cell.symbol).adding(weights, times: cell.value))
    }
  }

  mutating func remove(_ symbol: Symbol) { set(symbol, .zero) }

  /// Replaces `symbol` with `row`.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let weights = coefficient(symbol)
    guard !weights.isZero else { return }
    set(symbol, .zero)
    insert(row, weights)
  }

  private mutating func set(_ symbol: Symbol, _ weights: Weights) {
    let n = symbol.number
    if n >= cells.count {
      guard !weights.isZero else { return }
      cells += Array(repeating: .zero, count: max(n + 1, cells.count * 2) - cells.count)
    }
    let wasNegative = symbol.kind != .dummy && cells[n].isNegative
    cells[n] = weights
    let isNegative = symbol.kind != .dummy && weights.isNegative
    if isNegative != wasNegative {
      if isNegative { negatives.insert(symbol) } else { negatives.remove(symbol) }
    }
  }
}
