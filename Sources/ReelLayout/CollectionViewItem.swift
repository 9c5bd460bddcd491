// SPDX-License-Identifier: MIT
import Foundation

/// One item of the headless collection view's data: a stable identifier and a revision.
public struct CollectionViewItem: Hashable, Sendable {
  /// Stable identity across moves; unique within the collection view, never reused.
  public let id: String
  /// Incremented by every reload: a reloaded item gets a new cell (SPEC §3.3.4).
  public internal(set) var revision: Int

  public init(id: String, revision: Int = 0) {
    self.id = id
    self.revision = revision
  }
}

/// One section of the headless collection view's data.
public struct CollectionViewSection: Hashable, Sendable {
  /// Stable identity across section moves.
  public let id: String
  public internal(set) var revision: Int = 0
  public internal(set) var items: [CollectionViewItem]

  public init(id: String, items: [CollectionViewItem]) {
    self.id = id
    self.items = items
  }
}

/// What a drawn element shows: the data identity behind it (item or section id, kind) and the
/// revision of that data, so a reload's outgoing and incoming cells differ.
public struct ElementIdentity: Hashable, Sendable, CustomStringConvertible {
  /// Item id for cells; `"<section id>/<kind>/<item>"` for supplementary views; `"<kind>/<path>"`
  /// for decorations.
  public let id: String
  public let revision: Int
  /// The item behind a cell (nil for other categories).
  public let item: CollectionViewItem?
  /// The element's index path when its view was configured (created): what `cellForItemAt` or
  /// `viewForSupplementaryElementOfKind` would have seen. A view keeps it while it lives, as UIKit
  /// does not reconfigure views that only move.
  public let configuredIndexPath: IndexPath

  public init(
    id: String, revision: Int, item: CollectionViewItem? = nil,
    configuredIndexPath: IndexPath = IndexPath()
  ) {
    self.id = id
    self.revision = revision
    self.item = item
    self.configuredIndexPath = configuredIndexPath
  }

  public var description: String { revision == 0 ? id : "\(id)#\(revision)" }
}

/// Supplies counts after an update, as an app's data source does; with one set, batch updates are
/// checked against UIKit's count invariants (SPEC §2.5.1). Mirrors the counting half of
/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
  /// How many sections there are; optional, as in UIKit: the default answers 1. Mirrors
  /// `numberOfSections(in:)`.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// How many items `section` holds. Mirrors `collectionView(_:numberOfItemsInSection:)`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
}

extension CollectionViewDataSource {
  /// One section, as UIKit assumes when a data source does not say.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
