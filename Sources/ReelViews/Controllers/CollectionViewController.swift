// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A screen that is a collection view: its view shows a collection view with the layout it was
/// made with, whose data source and delegate it is. Override the data source's methods to fill
/// it. Mirrors `UIKit.UICollectionViewController`.
///
/// ## Differences from UIKit
/// The counts (`numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`) are not
/// main-actor isolated, as the data source protocol's are not (see `CollectionViewCellDataSource`).
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewCellDataSource,
  CollectionViewContextMenuDelegate
{
  /// The layout the collection view is made with. Mirrors `collectionViewLayout`.
  public let collectionViewLayout: CollectionViewLayout
  private var shown: CollectionView?
  /// Whether the selection is cleared when the screen appears again; default true. Mirrors
  /// `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// A controller whose collection view has `layout`. Mirrors `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a flow layout (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {
    collectionViewLayout = FlowLayout()
    super.init(coder: coder)
  }

  /// The collection view, made with the view. Mirrors `collectionView`.
  open var collectionView: CollectionView! {
    get {
      loadViewIfNeeded()
      return shown
    }
    set {
      shown = newValue
      if let newValue { view = newValue.hostView }
    }
  }

  /// Makes the collection view, the screen's size, with this controller as its data source and
  /// delegate.
  open override func loadView() {
    let collectionView = CollectionView(
      frame: Screen.main.bounds, collectionViewLayout: collectionViewLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.backgroundColor = .systemBackground
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.collectionView = collectionView
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let shown else { return }
    for item in shown.indexPathsForSelectedItems ?? [] {
      shown.deselectItem(at: item, animated: animated)
    }
  }

  /// One section.
  nonisolated open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// No items; override.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int { 0 }
  /// A plain cell; override.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell(frame: .zero) }
  /// A plain view; override to give headers and footers.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView { CollectionReusableView(frame: .zero) }
  /// True.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// True.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// False. Mirrors `collectionView(_:canMoveItemAt:)`.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing; override to follow an item moved by hand. Mirrors
  /// `collectionView(_:moveItemAt:to:)`.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// Does nothing; declared so subclasses' overrides compile (Reel does not call it: its cells
  /// are made when drawn, not as they scroll on). Mirrors
  /// `collectionView(_:willDisplay:forItemAt:)`.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing; as `willDisplay`. Mirrors `collectionView(_:didEndDisplaying:forItemAt:)`.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// None; override to give a long press a menu (a scene's `longPress:` asks it). Mirrors
  /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// None, as the one-item form. Mirrors
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing; declared so subclasses' overrides compile (not called: a collection view is
  /// not a `ScrollView` in Reel, it lays out on any thread). Mirrors `scrollViewDidScroll(_:)`.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// True.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  nonisolated open func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
}
