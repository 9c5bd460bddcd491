// SPDX-License-Identifier: MIT

/// How much a constraint, or a view's content size, matters to Auto Layout: 1…1000, where 1000
/// must hold and lower values are satisfied as closely as possible, higher ones first. Mirrors
/// `UIKit.UILayoutPriority` (SPEC-VIEWS 3.1).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// 1…1000 (1000: required).
  public var rawValue: Float

  /// The priority `rawValue` (constraints clamp it to 1…1000).
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// The priority `rawValue` (constraints clamp it to 1…1000).
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// `750.5` as a priority.
  public init(floatLiteral value: Float) { rawValue = value }
  /// `750` as a priority.
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = LayoutPriority(1000)
  /// 750: a button's resistance to compression.
  public static let defaultHigh = LayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// 250: a view's default content hugging.
  public static let defaultLow = LayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting(_:)` gives its target size.
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Lower priorities first.
  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
  /// A priority `b` above `a` (`.defaultLow + 1`).
  public static func + (a: LayoutPriority, b: Float) -> LayoutPriority {
    LayoutPriority(a.rawValue + b)
  }
  /// A priority `b` below `a` (`.required - 1`).
  public static func - (a: LayoutPriority, b: Float) -> LayoutPriority {
    LayoutPriority(a.rawValue - b)
  }
}
