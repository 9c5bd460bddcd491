// SPDX-License-Identifier: MIT
import Foundation

/// What kind of view a set of layout attributes describes. Mirrors
/// `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, Comparable {
  case cell
  case supplementaryView = "supplementary"
  case decorationView = "decoration"

  var order: Int {
    switch self {
    case .cell: 0
    case .supplementaryView: 1
    case .decorationView: 2
    }
  }

  public static func < (a: ElementCategory, b: ElementCategory) -> Bool { a.order < b.order }
}

/// Element kinds of the flow layout's headers and footers (SPEC §1.6.5).
/// Mirrors `UICollectionView.elementKindSectionHeader` / `…Footer`.
public enum ElementKind {
  /// The kind UIKit names cells by in its messages.
  public static let cell = "UICollectionElementKindCell"
  public static let sectionHeader = "UICollectionElementKindSectionHeader"
  public static let sectionFooter = "UICollectionElementKindSectionFooter"
}

/// The identity of an element on screen: category, kind (nil for cells) and index path (SPEC §0.4).
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let category: ElementCategory
  public let kind: String?
  public let indexPath: IndexPath

  public init(category: ElementCategory, kind: String? = nil, indexPath: IndexPath) {
    self.category = category
    self.kind = category == .cell ? nil : kind
    self.indexPath = indexPath
  }

  public static func cell(_ indexPath: IndexPath) -> ElementKey {
    ElementKey(category: .cell, indexPath: indexPath)
  }

  /// The same element at another index path.
  public func moved(to indexPath: IndexPath) -> ElementKey {
    ElementKey(category: category, kind: kind, indexPath: indexPath)
  }

  public static func < (a: ElementKey, b: ElementKey) -> Bool {
    if a.category != b.category { return a.category < b.category }
    if a.kind != b.kind { return (a.kind ?? "") < (b.kind ?? "") }
    return a.indexPath < b.indexPath
  }

  public var description: String {
    let path = indexPath.shortDescription
    switch category {
    case .cell: return "cell \(path)"
    default: return "\(category.rawValue) \(kind ?? "") \(path)"
    }
  }
}
