// SPDX-License-Identifier: MIT
import Foundation

/// Each layout class's animatable parameters, built once per class: `parameters` is a computed
/// class property, and tweens look parameters up by name every frame.
enum LayoutParameterTable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var tables: [ObjectIdentifier: [LayoutParameter]] = [:]

  /// The animatable parameters of `type`, in its `parameters`' order.
  static func animatable(_ type: CollectionViewLayout.Type) -> [LayoutParameter] {
    let key = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let table = tables[key] { return table }
    let table = type.parameters.filter(\.isAnimatable)
    tables[key] = table
    return table
  }
}
