// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelScene

/// Batch updates: the new items' sizes and styles, and reloaded items' restyling.
extension ScriptRunner {
  /// Runs a batch update. The items it creates get their identifiers before the update (as a
  /// diffable data source's do), so their sizes and styles are registered under those before the
  /// layout is asked about them.
  mutating func run(
    _ updates: BatchUpdates, newItems: [IndexPath: ItemSpec], reloadStyle: StylePatch?,
    step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) {
    var updates = updates
    var revisionsBefore: [String: Int] = [:]
    if reloadStyle != nil {
      for section in stage.collectionView.sections {
        for item in section.items { revisionsBefore[item.id] = item.revision }
      }
    }
    do {
      let plan = try BatchUpdatePlan(
        oldItemCounts: stage.collectionView.sections.map(\.items.count), updates: updates)
      let paths = plan.newItemPaths
      for (path, id) in zip(paths, stage.collectionView.newItemIDs(count: paths.count)) {
        updates.itemIDs[path] = id
        let spec = newItems[path] ?? ItemSpec()
        stage.metrics.register(spec, id: id)
        stage.styles.register(id: id, revision: 0, patch: spec.style)
      }
      try stage.timeline.apply(updates, plan: plan, at: time, timing: step.timing)
    } catch let error as BatchUpdateError {
      let key = SceneLoader.operationKey(for: error)
      throw (key.map { step.location(of: $0) } ?? step.location).error(error.description)
    } catch {
      throw step.location.error("\(error)")
    }
    guard let reloadStyle else { return }
    for section in stage.collectionView.sections {
      for item in section.items where (revisionsBefore[item.id] ?? item.revision) < item.revision {
        let previous = stage.styles.patch(id: item.id, revision: item.revision - 1)
        stage.styles.register(
          id: item.id, revision: item.revision, patch: reloadStyle.over(previous))
      }
    }
  }
}
