// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Where and whether a list row draws its separators (SPEC-MODERN §8, SPEC-VISUAL §5). Mirrors
/// `UIKit.UIListSeparatorConfiguration`.
///
/// ## Differences from UIKit
/// There is no `visualEffect` (effects are the view layer's); scene files give the separator
/// colour with the list's `separatorColor`, which a `color` set here overrides.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Mirrors `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: String, Hashable, Sendable, CaseIterable {
    /// The appearance decides (see `CollectionLayoutListConfiguration.Appearance`).
    case automatic
    case visible
    case hidden
  }

  /// UIKit's `automaticInsets`: 0 at the top and bottom, and leading and trailing edges worked
  /// out by the list (`greatestFiniteMagnitude` stands for "compute this edge": the leading edge
  /// of the row's primary text, and the row's trailing edge).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: 0, leading: .greatestFiniteMagnitude, bottom: 0, trailing: .greatestFiniteMagnitude)

  /// Default `automatic`.
  public var topSeparatorVisibility: Visibility = .automatic
  /// Default `automatic`.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// Points; default `automaticInsets`. Only the leading and trailing edges are used.
  public var topSeparatorInsets = Self.automaticInsets
  /// Points; default `automaticInsets`. Only the leading and trailing edges are used.
  public var bottomSeparatorInsets = Self.automaticInsets
  /// The separators' colour; default `separator`. Mirrors `color`.
  public var color: Color {
    get { explicitColor ?? .separator }
    set { explicitColor = newValue }
  }
  /// The colour set through `color`; nil draws the list's (a scene's `separatorColor`, else
  /// `separator`).
  package private(set) var explicitColor: Color?

  /// The separators of a list of `listAppearance`. Mirrors `init(listAppearance:)`.
  public init(listAppearance: CollectionLayoutListConfiguration.Appearance = .plain) {}
}

extension ListSeparatorConfiguration {
  /// Whether an inset edge is `automaticInsets`' "compute this edge".
  public static func isAutomatic(_ inset: CGFloat) -> Bool { inset >= .greatestFiniteMagnitude }
}
