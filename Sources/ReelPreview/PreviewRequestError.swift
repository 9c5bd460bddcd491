// SPDX-License-Identifier: MIT
import Foundation

/// A request's parameter that is missing or out of range (answered with 400 and this text).
public struct PreviewRequestError: Error, CustomStringConvertible {
  public let description: String

  static func integer(
    _ query: [String: String], _ name: String, in range: ClosedRange<Int>
  ) throws(PreviewRequestError) -> Int {
    guard let text = query[name], let value = Int(text), range.contains(value) else {
      throw PreviewRequestError(
        description:
          "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  static func number(
    _ query: [String: String], _ name: String, in range: ClosedRange<Double>, default: Double
  ) throws(PreviewRequestError) -> Double {
    guard let text = query[name] else { return `default` }
    guard let value = Double(text), range.contains(value) else {
      throw PreviewRequestError(
        description: "\(name) must be a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  static func appearance(_ query: [String: String]) throws(PreviewRequestError)
    -> PreviewAppearance
  {
    guard let text = query["appearance"] else { return .scene }
    guard let value = PreviewAppearance(rawValue: text) else {
      throw PreviewRequestError(description: "appearance must be scene, light or dark")
    }
    return value
  }
}
