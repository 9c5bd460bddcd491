// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Descriptions of stored properties by key path: the usual way a layout lists its parameters.
extension LayoutParameter {
  /// A `CGFloat` property; tweened values below `animatedMinimum` are raised to it.
  public static func number<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, CGFloat>, _ kind: Kind = .number(),
    unit: String = "points", summary: String, isSceneKey: Bool = true, isAnimatable: Bool = true,
    animatedMinimum: Double? = nil
  ) -> LayoutParameter {
    LayoutParameter(
      name, kind, unit: unit, summary: summary, isSceneKey: isSceneKey,
      isAnimatable: isAnimatable, get: { .number(Double(($0 as! L)[keyPath: keyPath])) },
      set: { layout, value in
        guard let v = value.scalar else { return }
        (layout as! L)[keyPath: keyPath] = CGFloat(animatedMinimum.map { max(v, $0) } ?? v)
      })
  }

  /// An optional `CGFloat` property (nil: the layout chooses).
  public static func number<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, CGFloat?>, _ kind: Kind = .number(),
    unit: String = "points", summary: String
  ) -> LayoutParameter {
    LayoutParameter(
      name, kind, unit: unit, summary: summary,
      get: { layout in (layout as! L)[keyPath: keyPath].map { .number(Double($0)) } },
      set: { layout, value in (layout as! L)[keyPath: keyPath] = value.scalar.map { CGFloat($0) } })
  }

  /// An `Int` property; tweened values are rounded.
  public static func integer<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, Int>, in range: ClosedRange<Int>,
    summary: String, isSceneKey: Bool = true, isAnimatable: Bool = false
  ) -> LayoutParameter {
    LayoutParameter(
      name, .integer(range), summary: summary, isSceneKey: isSceneKey, isAnimatable: isAnimatable,
      get: { .integer(($0 as! L)[keyPath: keyPath]) },
      set: { layout, value in
        guard let v = value.scalar else { return }
        (layout as! L)[keyPath: keyPath] = Int(v.rounded())
      })
  }

  public static func size<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, CGSize>, summary: String
  ) -> LayoutParameter {
    stored(
      name, .size, keyPath, unit: "points", summary: summary, wrap: { .size($0) },
      unwrap: { if case .size(let s) = $0 { s } else { nil } })
  }

  public static func insets<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, EdgeInsets>, summary: String
  ) -> LayoutParameter {
    stored(
      name, .insets, keyPath, unit: "points", summary: summary, wrap: { .insets($0) },
      unwrap: { if case .insets(let i) = $0 { i } else { nil } })
  }

  public static func flag<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, Bool>, summary: String
  ) -> LayoutParameter {
    stored(
      name, .flag, keyPath, summary: summary, wrap: { .flag($0) },
      unwrap: { if case .flag(let b) = $0 { b } else { nil } })
  }

  /// A property of a string-backed enumeration, written as one of its raw values.
  public static func choice<L: CollectionViewLayout, E: RawRepresentable & CaseIterable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, E>, summary: String
  ) -> LayoutParameter where E.RawValue == String {
    stored(
      name, .choice(E.allCases.map(\.rawValue)), keyPath, summary: summary,
      wrap: { .choice($0.rawValue) },
      unwrap: { if case .choice(let c) = $0 { E(rawValue: c) } else { nil } })
  }

  public static func numbers<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, [CGFloat]>, unit: String,
    summary: String
  ) -> LayoutParameter {
    stored(
      name, .numbers, keyPath, unit: unit, summary: summary,
      wrap: { .numbers($0.map { Double($0) }) },
      unwrap: { if case .numbers(let n) = $0 { n.map { CGFloat($0) } } else { nil } })
  }

  /// A stored property of type `V`, wrapped in and unwrapped from a `LayoutParameterValue`.
  static func stored<L: CollectionViewLayout, V>(
    _ name: String, _ kind: Kind, _ keyPath: ReferenceWritableKeyPath<L, V>, unit: String = "",
    summary: String, wrap: @escaping (V) -> LayoutParameterValue,
    unwrap: @escaping (LayoutParameterValue) -> V?
  ) -> LayoutParameter {
    LayoutParameter(
      name, kind, unit: unit, summary: summary, get: { wrap(($0 as! L)[keyPath: keyPath]) },
      set: { layout, value in
        if let v = unwrap(value) { (layout as! L)[keyPath: keyPath] = v }
      })
  }
}
