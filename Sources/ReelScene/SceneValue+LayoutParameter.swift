// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

extension SceneValue {
  /// A layout parameter's value of `kind` (see `LayoutParameter.Kind`).
  func layoutParameter(_ kind: LayoutParameter.Kind) throws(SceneError) -> LayoutParameterValue {
    switch kind {
    case .number(let minimum, let maximum, let exclusiveMinimum):
      return .number(try number(minimum: minimum, maximum: maximum, exclusive: exclusiveMinimum))
    case .integer(let range): return .integer(try int(in: range))
    case .size: return .size(try size())
    case .insets: return .insets(try insets())
    case .flag: return .flag(try bool())
    case .choice(let words): return .choice(try choice(words))
    case .numbers: return .numbers(try list().map { v throws(SceneError) in try v.double() })
    }
  }

  private func number(minimum: Double?, maximum: Double?, exclusive: Bool) throws(SceneError)
    -> Double
  {
    switch (minimum, maximum) {
    case (nil, nil): return try double()
    case (0, nil): return exclusive ? try positive() : try nonNegative()
    default:
      let v = try double()
      let low = minimum.map { exclusive ? v > $0 : v >= $0 } ?? true
      guard low, maximum.map({ v <= $0 }) ?? true else {
        let from = minimum.map { "\(exclusive ? "above" : "from") \($0)" } ?? "any"
        throw error("expected a number \(from) to \(maximum ?? .infinity), found \(v)")
      }
      return v
    }
  }
}
