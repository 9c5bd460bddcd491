// SPDX-License-Identifier: MIT

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, kept for the symbol it
/// solves for. Near-zero coefficients are dropped as they appear. The cells are a short list
/// searched in place (a layout's rows hold a handful of symbols; hashing each lookup cost more
/// than the search).
struct Row: Sendable {
  var constant: Double
  private(set) var cells: [(symbol: Symbol, value: Double)] = []

  init(constant: Double) {
    self.constant = constant
  }

  private func index(_ symbol: Symbol) -> Int? {
    cells.firstIndex { $0.symbol == symbol }
  }

  func coefficient(_ symbol: Symbol) -> Double {
    for cell in cells where cell.symbol == symbol { return cell.value }
    return 0
  }

  /// The symbols in the row.
  var symbols: [Symbol] { cells.map(\.symbol) }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient × symbol`; returns the old and the new coefficient.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> (old: Double, new: Double) {
    if let i = index(symbol) {
      let old = cells[i].value
      let sum = old + coefficient
      if isNearZero(sum) {
        cells.remove(at: i)
        return (old, 0)
      }
      cells[i].value = sum
      return (old, sum)
    }
    guard !isNearZero(coefficient) else { return (0, 0) }
    cells.append((symbol, coefficient))
    return (0, coefficient)
  }

  /// Adds `row × coefficient` (its constant too).
  mutating func insert(_ row: Row, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for cell in row.cells { insert(cell.symbol, cell.value * coefficient) }
  }

  /// Takes `symbol` out; returns its coefficient (nil when it was not in the row).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    guard let i = index(symbol) else { return nil }
    return cells.remove(at: i).value
  }

  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].value = -cells[i].value }
  }

  /// Rewrites `0 = self` as `symbol = …` (the symbol must be in the row).
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / (remove(symbol) ?? 1)
    constant *= factor
    for i in cells.indices { cells[i].value *= factor }
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
    guard let coefficient = remove(symbol) else { return }
    changed(symbol, false)
    constant += row.constant * coefficient
    for cell in row.cells {
      let (old, new) = insert(cell.symbol, cell.value * coefficient)
      if old == 0, new != 0 { changed(cell.symbol, true) }
      if old != 0, new == 0 { changed(cell.symbol, false) }
    }
  }
}
