// SPDX-License-Identifier: MIT

/// A coefficient of the objective: an amount for each priority, compared from the highest
/// priority down, as UIKit's engine compares its priority vectors (SPEC-VIEWS 3.6–3.7): any error
/// at priority p costs less than the smallest error at a higher priority. Sparse: only priorities
/// with a non-zero amount are kept, highest first.
struct Weights: Equatable, Sendable {
  /// (priority, amount), highest priority first, no zero amounts.
  private(set) var terms: [(priority: Float, amount: Double)]

  static let zero = Weights(terms: [])

  private init(terms: [(priority: Float, amount: Double)]) {
    self.terms = terms
  }

  /// `amount` at `priority`.
  init(_ amount: Double, at priority: Float) {
    terms = isNearZero(amount) ? [] : [(priority, amount)]
  }

  static func == (a: Weights, b: Weights) -> Bool {
    a.terms.count == b.terms.count
      && zip(a.terms, b.terms).allSatisfy { $0.priority == $1.priority && $0.amount == $1.amount }
  }

  var isZero: Bool { terms.isEmpty }

  /// Whether the highest priority's amount is negative (the weights are below zero).
  var isNegative: Bool { terms.first.map { $0.amount < 0 } ?? false }

  /// `self + other × factor`.
  func adding(_ other: Weights, times factor: Double) -> Weights {
    guard !isNearZero(factor), !other.isZero else { return self }
    var merged: [(priority: Float, amount: Double)] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    func push(_ priority: Float, _ amount: Double) {
      if !isNearZero(amount) { merged.append((priority, amount)) }
    }
    while i < terms.count || j < other.terms.count {
      if j == other.terms.count || (i < terms.count && terms[i].priority > other.terms[j].priority)
      {
        push(terms[i].priority, terms[i].amount)
        i += 1
      } else if i == terms.count || other.terms[j].priority > terms[i].priority {
        push(other.terms[j].priority, other.terms[j].amount * factor)
        j += 1
      } else {
        push(terms[i].priority, terms[i].amount + other.terms[j].amount * factor)
        i += 1
        j += 1
      }
    }
    return Weights(terms: merged)
  }

  /// `self × factor`.
  func scaled(by factor: Double) -> Weights {
    Weights.zero.adding(self, times: factor)
  }

  /// Whether `self` is lexicographically below `other` (compared from the highest priority).
  func isLess(than other: Weights) -> Bool {
    let difference = adding(other, times: -1)
    return difference.isNegative
  }

  /// The amount at `priority` (0 when there is none).
  func amount(at priority: Float) -> Double {
    terms.first { $0.priority == priority }?.amount ?? 0
  }
}
