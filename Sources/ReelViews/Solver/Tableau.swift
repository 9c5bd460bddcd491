// SPDX-License-Identifier: MIT

/// The solver's rows by basic symbol, with the index the other way round — for each parametric
/// symbol, the rows that hold it — so a substitution touches only the rows it changes (adding one
/// cell's constraints to a thousand cells' costs the cell's rows, not a thousand cells' rows).
/// Both are arrays indexed by the symbols' numbers (symbols are numbered densely from 1).
struct Tableau {
  private var rows: [Row?] = []
  private var columns: [[Symbol]] = []

  subscript(basic: Symbol) -> Row? {
    let n = basic.number
    return n < rows.count ? rows[n] : nil
  }

  /// The basic symbols whose rows hold `symbol`.
  func basics(holding symbol: Symbol) -> [Symbol] {
    let n = symbol.number
    return n < columns.count ? columns[n] : []
  }

  private mutating func grow(_ n: Int) {
    if n >= rows.count {
      let size = max(n + 1, rows.count * 2)
      rows += Array(repeating: nil, count: size - rows.count)
      columns += Array(repeating: [], count: size - columns.count)
    }
  }

  /// Makes `row` the row of `basic`.
  mutating func insert(_ row: Row, for basic: Symbol) {
    if let old = self[basic] { unindex(old, basic) }
    grow(basic.number)
    rows[basic.number] = row
    for cell in row.cells { link(cell.symbol, basic) }
  }

  /// Takes out and returns the row of `basic`.
  @discardableResult
  mutating func remove(_ basic: Symbol) -> Row? {
    guard let row = self[basic] else { return nil }
    rows[basic.number] = nil
    unindex(row, basic)
    return row
  }

  /// Adds `value` to the constant of `basic`'s row and returns the new constant.
  mutating func add(_ value: Double, to basic: Symbol) -> Double {
    guard self[basic] != nil else { return 0 }
    return rows[basic.number]!.add(value)
  }

  /// Replaces `symbol` with `row` in every row that holds it; `visit` is told each changed row's
  /// basic symbol and new constant.
  mutating func substitute(_ symbol: Symbol, with row: Row, visit: (Symbol, Double) -> Void) {
    let basics = basics(holding: symbol)
    guard !basics.isEmpty else { return }
    columns[symbol.number] = []
    var changes: [(symbol: Symbol, present: Bool)] = []
    for basic in basics {
      changes.removeAll(keepingCapacity: true)
      rows[basic.number]?.substitute(symbol, with: row) { changes.append(($0, $1)) }
      for change in changes where change.symbol != symbol {
        if change.present { link(change.symbol, basic) } else { unlink(change.symbol, basic) }
      }
      visit(basic, rows[basic.number]?.constant ?? 0)
    }
  }

  /// Takes `symbol` out of every row.
  mutating func erase(_ symbol: Symbol) {
    let basics = basics(holding: symbol)
    guard !basics.isEmpty else { return }
    columns[symbol.number] = []
    for basic in basics { rows[basic.number]?.remove(symbol) }
  }

  private mutating func link(_ symbol: Symbol, _ basic: Symbol) {
    grow(symbol.number)
    columns[symbol.number].append(basic)
  }

  private mutating func unlink(_ symbol: Symbol, _ basic: Symbol) {
    let n = symbol.number
    guard n < columns.count, let i = columns[n].firstIndex(of: basic) else { return }
    columns[n].swapAt(i, columns[n].count - 1)
    columns[n].removeLast()
  }

  private mutating func unindex(_ row: Row, _ basic: Symbol) {
    for cell in row.cells { unlink(cell.symbol, basic) }
  }
}
