// SPDX-License-Identifier: MIT
import Foundation

extension SceneValue {
  /// A whole number in `range`.
  public func int(in range: ClosedRange<Int>) throws(SceneError) -> Int {
    let value = try int()
    guard range.contains(value) else {
      throw error(
        "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value)")
    }
    return value
  }

  /// A number in `range`.
  public func double(in range: ClosedRange<Double>) throws(SceneError) -> Double {
    let value = try double()
    guard range.contains(value) else {
      throw error(
        "expected a number from \(range.lowerBound) to \(range.upperBound), found \(value)")
    }
    return value
  }
}
