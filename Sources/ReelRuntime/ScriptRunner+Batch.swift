// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelScene
import ReelTiming

/// Batch updates: the new items' sizes and styles, and reloaded items' restyling.
extension ScriptRunner {
  mutating func run(
    _ updates: BatchUpdates, newItems: [IndexPath: ItemSpec], reloadStyle: StylePatch?,
    step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) {
    stage.metrics.pendingInserts = newItems
    var revisionsBefore: [String: Int] = [:]
    if reloadStyle != nil {
      for section in stage.collectionView.sections {
        for item in section.items { revisionsBefore[item.id] = item.revision }
      }
    }
    defer { stage.metrics.pendingInserts = [:] }
    let transaction: UpdateTransaction
    do {
      transaction = try stage.timeline.apply(updates, at: time, timing: step.timing)
    } catch let error as BatchUpdateError {
      let key = SceneLoader.operationKey(for: error)
      throw (key.map { step.location(of: $0) } ?? step.location).error(error.description)
    } catch {
      throw step.location.error("\(error)")
    }
    let inserted = Set(transaction.insertedItemIDs)
    for (s, section) in stage.collectionView.sections.enumerated() {
      for (i, item) in section.items.enumerated() {
        if inserted.contains(item.id) {
          let spec = newItems[IndexPath(item: i, section: s)] ?? ItemSpec()
          stage.metrics.register(spec, id: item.id)
          stage.styles.register(id: item.id, revision: item.revision, patch: spec.style)
        } else if let reloadStyle, (revisionsBefore[item.id] ?? item.revision) < item.revision {
          let previous = stage.styles.patch(id: item.id, revision: item.revision - 1)
          stage.styles.register(
            id: item.id, revision: item.revision, patch: reloadStyle.over(previous))
        }
      }
    }
  }
}
