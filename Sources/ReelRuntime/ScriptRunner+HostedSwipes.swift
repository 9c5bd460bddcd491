// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelScene
import ReelViews

extension ScriptRunner {
  /// The swipe actions of the row at `path` on `edge`: those of the scene's list section; on a
  /// hosted screen, those its own code gives — a table's delegate
  /// (`trailingSwipeActionsConfigurationForRowAt`) or a list section's configuration
  /// (`trailingSwipeActionsConfigurationProvider`), asked on the main thread. An error when the
  /// row is in no list.
  func swipeActions(
    at path: IndexPath, edge: SwipeTrack.Edge, spec: SwipeSpec, step: StepSpec
  ) throws(SceneError) -> SwipeActionsConfiguration? {
    if let list = stage.spec.layout.compositional?.listConfiguration(forSection: path.section) {
      return Self.provider(of: list, edge: edge)?(path)
    }
    guard stage.owner != nil, ScenePlayer.isOnMainActor else {
      throw step.location.error("swipe: the row \(spec.item) is not in a list section")
    }
    let collectionView = stage.collectionView
    let found: (inList: Bool, actions: SwipeActionsConfiguration?) = MainActor.assumeIsolated {
      if let table = Self.table(showing: collectionView) {
        let delegate = table.tableDelegate
        let actions =
          edge == .trailing
          ? delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
          : delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
        return (true, actions)
      }
      let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout
      guard let list = layout?.listConfiguration(forSection: path.section) else {
        return (false, nil)
      }
      return (true, Self.provider(of: list, edge: edge)?(path))
    }
    guard found.inList else {
      throw step.location.error("swipe: the row \(spec.item) is not in a list section")
    }
    return found.actions
  }

  /// Runs `action`'s handler at `time`, as a full swipe on iOS does, with the collection view as
  /// the source view; returns when what the code applied ends.
  mutating func performSwipeAction(
    _ action: ContextualAction, step: StepSpec, at time: Double
  ) throws(SceneError) -> Double {
    return try playCode(step: step, key: "swipe", at: time) { _, stage throws(SceneError) in
      action.handler(action, stage.collectionView) { _ in }
    }
  }

  /// The table whose rows `collectionView` draws, if any.
  @MainActor
  static func table(showing collectionView: CollectionView) -> TableView? {
    var view: View? = CollectionViewCells.of(collectionView).hostView
    while let current = view, !(current is TableView) { view = current.superview }
    return view as? TableView
  }

  /// The list's swipe actions provider for `edge`.
  static func provider(of list: CollectionLayoutListConfiguration, edge: SwipeTrack.Edge)
    -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    edge == .trailing
      ? list.trailingSwipeActionsConfigurationProvider
      : list.leadingSwipeActionsConfigurationProvider
  }
}
