// SPDX-License-Identifier: MIT

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, kept for the symbol it
/// solves for. Near-zero coefficients are dropped as they appear. The cells are a list in the
/// order symbols entered, searched in place while short (a layout's rows hold a handful of
/// symbols; hashing each lookup cost more than the search) and through an index of positions
/// once long (a stack of hundreds of views makes rows of hundreds, where searching made each
/// substitution quadratic).
struct Row: Sendable {
  var constant: Double
  /// The cells in the order their symbols entered; in an indexed row, a removed cell stays as
  /// a hole (value exactly 0, which no cell holds: near-zero values are dropped) until compacted.
  private var entries: [(symbol: Symbol, value: Double)] = []
  /// Each symbol's place in `entries`, kept once the row is longer than `indexedLength`.
  private var positions: [Symbol: Int]?
  private var holes = 0
  /// The length from which a row keeps an index of its symbols.
  static let indexedLength = 64

  init(constant: Double) {
    self.constant = constant
  }

  /// The symbols and their coefficients, in the order the symbols entered.
  var cells: [(symbol: Symbol, value: Double)] {
    holes == 0 ? entries : entries.filter { $0.value != 0 }
  }

  private func index(_ symbol: Symbol) -> Int? {
    if let positions { return positions[symbol] }
    return entries.firstIndex { $0.symbol == symbol }
  }

  func coefficient(_ symbol: Symbol) -> Double {
    guard let i = index(symbol) else { return 0 }
    return entries[i].value
  }

  private mutating func append(_ symbol: Symbol, _ value: Double) {
    entries.append((symbol, value))
    if positions != nil {
      positions?[symbol] = entries.count - 1
    } else if entries.count > Self.indexedLength {
      reindex()
    }
  }

  /// Drops the holes and indexes the cells afresh.
  private mutating func reindex() {
    if holes > 0 { entries.removeAll { $0.value == 0 } }
    holes = 0
    var index: [Symbol: Int] = [:]
    index.reserveCapacity(entries.count * 2)
    for (i, cell) in entries.enumerated() { index[cell.symbol] = i }
    positions = index
  }

  private mutating func removeCell(at i: Int) -> Double {
    guard positions != nil else { return entries.remove(at: i).value }
    let value = entries[i].value
    positions?[entries[i].symbol] = nil
    entries[i].value = 0
    holes += 1
    if holes > 16, holes * 2 > entries.count { reindex() }
    return value
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
      let old = entries[i].value
      let sum = old + coefficient
      if isNearZero(sum) {
        _ = removeCell(at: i)
        return (old, 0)
      }
      entries[i].value = sum
      return (old, sum)
    }
    guard !isNearZero(coefficient) else { return (0, 0) }
    append(symbol, coefficient)
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
    return removeCell(at: i)
  }

  mutating func reverseSign() {
    constant = -constant
    for i in entries.indices { entries[i].value = -entries[i].value }
  }

  /// Rewrites `0 = self` as `symbol = …` (the symbol must be in the row).
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / (remove(symbol) ?? 1)
    constant *= factor
    for i in entries.indices { entries[i].value *= factor }
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
