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
    LayoutParameter(
      name, .size, unit: "points", summary: summary,
      get: { .size(($0 as! L)[keyPath: keyPath]) },
      set: { layout, value in
        if case .size(let s) = value { (layout as! L)[keyPath: keyPath] = s }
      })
  }

  public static func insets<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, EdgeInsets>, summary: String
  ) -> LayoutParameter {
    LayoutParameter(
      name, .insets, unit: "points", summary: summary,
      get: { .insets(($0 as! L)[keyPath: keyPath]) },
      set: { layout, value in
        if case .insets(let i) = value { (layout as! L)[keyPath: keyPath] = i }
      })
  }

  public static func flag<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, Bool>, summary: String
  ) -> LayoutParameter {
    LayoutParameter(
      name, .flag, summary: summary, get: { .flag(($0 as! L)[keyPath: keyPath]) },
      set: { layout, value in
        if case .flag(let b) = value { (layout as! L)[keyPath: keyPath] = b }
      })
  }

  /// A property of a string-backed enumeration, written as one of its raw values.
  public static func choice<L: CollectionViewLayout, E: RawRepresentable & CaseIterable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, E>, summary: String
  ) -> LayoutParameter where E.RawValue == String {
    LayoutParameter(
      name, .choice(E.allCases.map(\.rawValue)), summary: summary,
      get: { .choice(($0 as! L)[keyPath: keyPath].rawValue) },
      set: { layout, value in
        if case .choice(let c) = value, let e = E(rawValue: c) {
          (layout as! L)[keyPath: keyPath] = e
        }
      })
  }

  public static func numbers<L: CollectionViewLayout>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<L, [CGFloat]>, unit: String,
    summary: String
  ) -> LayoutParameter {
    LayoutParameter(
      name, .numbers, unit: unit, summary: summary,
      get: { .numbers(($0 as! L)[keyPath: keyPath].map { Double($0) }) },
      set: { layout, value in
        if case .numbers(let n) = value { (layout as! L)[keyPath: keyPath] = n.map { CGFloat($0) } }
      })
  }
}
