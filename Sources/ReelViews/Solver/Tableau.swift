// SPDX-License-Identifier: MIT

/// The solver's rows by basic symbol, with the index the other way round — for each parametric
/// symbol, the rows that hold it — so a substitution touches only the rows it changes (adding one
/// cell's constraints to a thousand cells' costs the cell's rows, not a thousand cells' rows).
struct Tableau {
  private(set) var rows: [Symbol: Row] = [:]
  private var columns: [Symbol: Set<Symbol>] = [:]

  subscript(basic: Symbol) -> Row? { rows[basic] }

  /// The basic symbols whose rows hold `symbol`.
  func basics(holding symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

  /// Makes `row` the row of `basic`.
  mutating func insert(_ row: Row, for basic: Symbol) {
    if let old = rows[basic] { unindex(old, basic) }
    rows[basic] = row
    for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
  }

  /// Takes out and returns the row of `basic`.
  @discardableResult
  mutating func remove(_ basic: Symbol) -> Row? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    unindex(row, basic)
    return row
  }

  /// Adds `value` to the constant of `basic`'s row and returns the new constant.
  mutating func add(_ value: Double, to basic: Symbol) -> Double {
    rows[basic]?.add(value) ?? 0
  }

  /// Replaces `symbol` with `row` in every row that holds it; `visit` is told each changed row's
  /// basic symbol and new constant.
  mutating func substitute(_ symbol: Symbol, with row: Row, visit: (Symbol, Double) -> Void) {
    guard let basics = columns.removeValue(forKey: symbol) else { return }
    var changes: [(symbol: Symbol, present: Bool)] = []
    for basic in basics {
      changes.removeAll(keepingCapacity: true)
      rows[basic]?.substitute(symbol, with: row) { changes.append(($0, $1)) }
      for change in changes where change.symbol != symbol {
        if change.present {
          columns[change.symbol, default: []].insert(basic)
        } else {
          columns[change.symbol]?.remove(basic)
          if columns[change.symbol]?.isEmpty == true { columns[change.symbol] = nil }
        }
      }
      visit(basic, rows[basic]?.constant ?? 0)
    }
  }

  /// Takes `symbol` out of every row.
  mutating func erase(_ symbol: Symbol) {
    guard let basics = columns.removeValue(forKey: symbol) else { return }
    for basic in basics { rows[basic]?.remove(symbol) }
  }

  private mutating func unindex(_ row: Row, _ basic: Symbol) {
    for symbol in row.cells.keys {
      columns[symbol]?.remove(basic)
      if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
  }
}
