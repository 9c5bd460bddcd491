// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// A list row's own separators over what its list gives it (a scene's per-item
/// `separatorConfiguration`, as an app's `itemSeparatorHandler` answers for one row): each field
/// left out keeps the list's.
public struct SeparatorOverride: Hashable, Sendable {
  public typealias Visibility = ListSeparatorConfiguration.Visibility

  public var topSeparatorVisibility: Visibility?
  public var bottomSeparatorVisibility: Visibility?
  /// Points; an edge given as automatic keeps `ListSeparatorConfiguration.automaticInsets`' edge.
  public var topSeparatorInsets: NSDirectionalEdgeInsets?
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets?

  public init() {}

  /// `{topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets,
  /// bottomSeparatorInsets}`.
  init(_ value: SceneValue) throws(SceneError) {
    let m = try value.mapping(allowed: CompositionalReader.separatorKeys)
    if let v = m["topSeparatorVisibility"] {
      topSeparatorVisibility = try StylePatch.choice(v, Visibility.self)
    }
    if let v = m["bottomSeparatorVisibility"] {
      bottomSeparatorVisibility = try StylePatch.choice(v, Visibility.self)
    }
    if let v = m["topSeparatorInsets"] {
      topSeparatorInsets = try CompositionalReader.separatorInsets(v)
    }
    if let v = m["bottomSeparatorInsets"] {
      bottomSeparatorInsets = try CompositionalReader.separatorInsets(v)
    }
  }

  /// `self` over `base`: every field set here wins.
  func over(_ base: SeparatorOverride) -> SeparatorOverride {
    var r = base
    if let topSeparatorVisibility { r.topSeparatorVisibility = topSeparatorVisibility }
    if let bottomSeparatorVisibility { r.bottomSeparatorVisibility = bottomSeparatorVisibility }
    if let topSeparatorInsets { r.topSeparatorInsets = topSeparatorInsets }
    if let bottomSeparatorInsets { r.bottomSeparatorInsets = bottomSeparatorInsets }
    return r
  }

  /// The row's separators: the list's (`top`, `bottom`; nil when hidden) with these fields
  /// applied — hidden removes one, visible shows it (the given insets, else the list's or the
  /// automatic ones), insets alone move a separator the list shows.
  public func applied(top: NSDirectionalEdgeInsets?, bottom: NSDirectionalEdgeInsets?) -> (
    top: NSDirectionalEdgeInsets?, bottom: NSDirectionalEdgeInsets?
  ) {
    (
      Self.resolve(top, topSeparatorVisibility, topSeparatorInsets),
      Self.resolve(bottom, bottomSeparatorVisibility, bottomSeparatorInsets)
    )
  }

  private static func resolve(
    _ list: NSDirectionalEdgeInsets?, _ visibility: Visibility?,
    _ insets: NSDirectionalEdgeInsets?
  ) -> NSDirectionalEdgeInsets? {
    switch visibility {
    case .hidden?: return nil
    case .visible?: return insets ?? list ?? ListSeparatorConfiguration.automaticInsets
    case .automatic?, nil: return list.map { insets ?? $0 }
    }
  }
}
