// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Counts registrations, so each gets its own reuse identifier in the order code makes them.
@MainActor
private var registrationSerial = 0

@MainActor
private func nextRegistrationIdentifier(_ prefix: String) -> String {
  registrationSerial += 1
  return "\(prefix)-\(registrationSerial)"
}

@MainActor
extension CollectionView {
  /// A cell class and how to configure it for an item, registered with every collection view it
  /// is used with. Mirrors `UICollectionView.CellRegistration`.
  @MainActor
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a cell for the item at an index path. Mirrors `Handler`.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let reuseIdentifier: String

    /// A registration of `Cell` configured by `handler`. Mirrors `init(handler:)`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = nextRegistrationIdentifier("CellRegistration")
    }
  }

  /// A supplementary view class for one element kind and how to configure it. Mirrors
  /// `UICollectionView.SupplementaryRegistration`.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures a view for its kind and index path. Mirrors `Handler`.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let handler: Handler
    let reuseIdentifier: String
    /// The kind of element the views are for. Mirrors `elementKind`.
    public let elementKind: String

    /// A registration of `Supplementary` for `elementKind`. Mirrors
    /// `init(elementKind:handler:)`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = nextRegistrationIdentifier("SupplementaryRegistration")
    }
  }

  /// A cell from `registration`, configured by its handler for `item` at `indexPath`. A nil
  /// item is UIKit's exception; here the handler is not called and the problem is recorded.
  /// Mirrors `dequeueConfiguredReusableCell(using:for:item:)`.
  @preconcurrency @MainActor
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?,
    file: String = #fileID, line: Int = #line
  ) -> Cell {
    let cell = dequeueCell(
      Cell.self, identifier: registration.reuseIdentifier, for: indexPath, file: file, line: line)
    guard let item else {
      CollectionViewCells.of(self).report(
        "the item for a cell registration at \(indexPath.shortDescription) is nil", file: file,
        line: line)
      return cell
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// A supplementary view from `registration` for the element at `indexPath`, configured by its
  /// handler. Mirrors `dequeueConfiguredReusableSupplementary(using:for:)`.
  @preconcurrency @MainActor
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = dequeueSupplementary(
      Supplementary.self, kind: registration.elementKind,
      identifier: registration.reuseIdentifier, for: indexPath)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
