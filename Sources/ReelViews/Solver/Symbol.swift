// SPDX-License-Identifier: MIT

/// One column of the solver's tableau: a variable the caller reads (`external`), or one the solver
/// makes for a constraint (`slack` for an inequality, `error` for a constraint below required,
/// `dummy` marking a required equality). Numbered in the order they are made; every choice the
/// solver makes among symbols takes the lowest number, so a layout comes out the same on every
/// run (Swift's dictionaries iterate in a different order in every process).
struct Symbol: Hashable, Comparable, Sendable {
  enum Kind: Int, Sendable {
    case external, slack, error, dummy
  }

  /// The number (from 1) times 4 plus the kind.
  let raw: Int

  init(number: Int, kind: Kind) {
    raw = number << 2 | kind.rawValue
  }

  var kind: Kind { Kind(rawValue: raw & 3)! }

  /// Its number (from 1): an index into the tableau's arrays.
  var number: Int { raw >> 2 }

  /// Whether the simplex may pivot on it (dummies are pinned at zero).
  var isPivotable: Bool { kind == .slack || kind == .error }

  static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
}

/// Whether `value` is zero within the solver's tolerance (1e-8: coefficients and constants are
/// points and their ratios, far above it).
@inline(__always) func isNearZero(_ value: Double) -> Bool {
  abs(value) < 1e-8
}
