// SPDX-License-Identifier: MIT

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, kept for the symbol it
/// solves for. Near-zero coefficients are dropped as they appear.
struct Row: Sendable {
  var constant: Double
  private(set) var cells: [Symbol: Double] = [:]

  init(constant: Double) {
    self.constant = constant
  }

  func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol`.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = isNearZero(sum) ? nil : sum
  }

  /// Adds `row × coefficient` (its constant too).
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

  mutating func reverseSign() {
    constant = -constant
    for (symbol, value) in cells { cells[symbol] = -value }
  }

  /// Rewrites `0 = self` as `symbol = …` (the symbol must be in the row).
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / cells.removeValue(forKey: symbol)!
    constant *= factor
    for (other, value) in cells { cells[other] = value * factor }
  }

  /// Rewrites `lhs = self` as `rhs = …` (`rhs` must be in the row).
  mutating func solve(for rhs: Symbol, from lhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` with `row` (the row `symbol` now equals), telling `changed` each symbol
  /// that enters the row (true) or leaves it (false), `symbol` included.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, changed: (Symbol, Bool) -> Void = { _, _ in }
  ) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    changed(symbol, false)
    constant += row.constant * coefficient
    for (other, value) in row.cells {
      let old = cells[other] ?? 0
      let sum = old + value * coefficient
      if isNearZero(sum) {
        cells[other] = nil
        if old != 0 { changed(other, false) }
      } else {
        cells[other] = sum
        if old == 0 { changed(other, true) }
      }
    }
  }
}
