// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// One parameter of a layout, described once: scene files read it (`layout: {type, <name>: …}`),
/// scripts tween it (`animateLayout`, `layoutValues`) and the JSON Schema documents it, all from
/// this description (`CollectionViewLayout.parameters`).
public struct LayoutParameter: @unchecked Sendable {
  /// What a value looks like.
  public enum Kind: Sendable, Equatable {
    /// A number within optional bounds; `exclusiveMinimum` makes the minimum itself invalid.
    case number(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Bool = false)
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// `[width, height]`, each ≥ 0.
    case size
    /// `[top, left, bottom, right]` or one number for all four.
    case insets
    case flag
    /// One of these words.
    case choice([String])
    /// A list of numbers.
    case numbers
  }

  /// The key in scene files and scripts.
  public let name: String
  public let kind: Kind
  /// The unit of a number (`points`, `radians`, `fraction`…), empty for none.
  public let unit: String
  /// One line for the schema and for error messages.
  public let summary: String
  /// Whether scene files may give it in `layout:`; false for a number that only scripts tween
  /// (`itemWidth`, one side of `itemSize`).
  public let isSceneKey: Bool
  /// Whether scripts may tween it (numbers and integers only).
  public let isAnimatable: Bool
  let get: (CollectionViewLayout) -> LayoutParameterValue?
  let set: (CollectionViewLayout, LayoutParameterValue) -> Void

  public init(
    _ name: String, _ kind: Kind, unit: String = "", summary: String, isSceneKey: Bool = true,
    isAnimatable: Bool = false, get: @escaping (CollectionViewLayout) -> LayoutParameterValue?,
    set: @escaping (CollectionViewLayout, LayoutParameterValue) -> Void
  ) {
    self.name = name
    self.kind = kind
    self.unit = unit
    self.summary = summary
    self.isSceneKey = isSceneKey
    self.isAnimatable = isAnimatable
    self.get = get
    self.set = set
  }

  /// The parameter's value in `layout` (nil when unset, for optional parameters).
  public func value(in layout: CollectionViewLayout) -> LayoutParameterValue? { get(layout) }

  /// The same parameter, not readable from scene files (still tweenable if it was).
  public var notInScenes: LayoutParameter {
    LayoutParameter(
      name, kind, unit: unit, summary: summary, isSceneKey: false, isAnimatable: isAnimatable,
      get: get, set: set)
  }

  /// Sets the parameter in `layout` (a layout of the type that declares it).
  public func apply(_ value: LayoutParameterValue, to layout: CollectionViewLayout) {
    set(layout, value)
  }
}

/// A parameter's value, typed by its `LayoutParameter.Kind`.
public enum LayoutParameterValue: Sendable, Equatable {
  case number(Double)
  case integer(Int)
  case size(CGSize)
  case insets(EdgeInsets)
  case flag(Bool)
  case choice(String)
  case numbers([Double])

  /// A number or integer as a `Double` (what tweens interpolate), else nil.
  public var scalar: Double? {
    switch self {
    case .number(let v): v
    case .integer(let v): Double(v)
    default: nil
    }
  }
}
