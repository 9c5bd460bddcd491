// SPDX-License-Identifier: MIT
import Foundation

extension StylePatch {
  /// The keys of a self-sizing cell's `systemLayoutSizeFitting` priorities.
  static let fittingKeys = ["horizontalFittingPriority", "verticalFittingPriority"]

  /// `UILayoutPriority`'s named levels.
  static let priorityNames: [(String, Float)] = [
    ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
  ]

  /// Reads the fitting priorities present in `m`: a name of `priorityNames` or a number 1…1000.
  mutating func readFitting(_ m: SceneMapping) throws(SceneError) {
    if let v = m["horizontalFittingPriority"] { horizontalFittingPriority = try Self.priority(v) }
    if let v = m["verticalFittingPriority"] { verticalFittingPriority = try Self.priority(v) }
  }

  private static func priority(_ v: SceneValue) throws(SceneError) -> Float {
    if (try? v.double()) != nil { return Float(try v.double(in: 1...1000)) }
    let name = try v.choice(priorityNames.map(\.0))
    return priorityNames.first { $0.0 == name }?.1 ?? 50
  }

  /// Whether a self-sizing cell keeps the width (`horizontal`) or height the layout offers it
  /// rather than its content's: its fitting priority on that axis is `required` (the cell's
  /// `preferredLayoutAttributesFitting(_:)` passing `.required` to `systemLayoutSizeFitting`).
  /// Both axes fit by default, as UIKit's default implementation does.
  public var keepsOfferedSize: (horizontal: Bool, vertical: Bool) {
    ((horizontalFittingPriority ?? 50) >= 1000, (verticalFittingPriority ?? 50) >= 1000)
  }
}
