// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming

/// `apply:` steps: a diffable data source snapshot turned into one batch update by identifier.
extension ScriptRunner {
  /// Applies `snapshot` at `time`: reconfigured items change at once, then the inserts, deletes,
  /// moves and reloads the identifiers call for animate together (or at once when
  /// `animatingDifferences` is false). Returns when they end.
  mutating func apply(
    _ snapshot: SnapshotSpec, step: StepSpec, at time: Double, on stage: ScenePlayer.Stage
  ) throws(SceneError) -> Double {
    let cv = stage.collectionView
    let current = cv.sections.map { (id: $0.id, items: $0.items.map(\.id)) }
    let target: [IdentifierDiff.Section] = snapshot.sections.map { section in
      (id: section.id ?? current.first?.id ?? "s0", items: section.items.compactMap(\.id))
    }
    let specs = snapshot.itemsByID
    let timing = snapshot.animatingDifferences ? step.timing : .immediate
    do {
      let present = Set(current.flatMap(\.items))
      let reconfigured = snapshot.reconfigureItems.filter(present.contains)
      if !reconfigured.isEmpty {
        try replace(reconfigured, with: specs, at: time, timing: .immediate, on: stage)
      }
      let updates = IdentifierDiff(from: current, to: target).batchUpdates(
        reloading: Set(snapshot.reloadItems))
      for id in updates.itemIDs.values.sorted() {
        let spec = specs[id] ?? ItemSpec(id: id)
        // An item that comes back (into an inserted section, or after a deletion) keeps its
        // look unless the snapshot gives it a new one.
        if stage.styles.knows(id), spec.isIdentifierOnly { continue }
        stage.metrics.register(spec, id: id)
        stage.styles.register(id: id, revision: 0, patch: spec.style)
      }
      preregister(updates.reloadedItems, style: { specs[$0]?.style }, on: stage)
      try stage.timeline.apply(updates, at: time, timing: timing)
    } catch let error as BatchUpdateError {
      throw step.location.error(error.description)
    } catch {
      throw step.location.error("\(error)")
    }
    return time + timing.totalDuration
  }

  /// Replaces the cells of `ids` (a reload with `timing`), restyled from `specs`.
  private func replace(
    _ ids: [String], with specs: [String: ItemSpec], at time: Double, timing: AnimationTiming,
    on stage: ScenePlayer.Stage
  ) throws {
    let cv = stage.collectionView
    var updates = BatchUpdates()
    for (s, section) in cv.sections.enumerated() {
      for (i, item) in section.items.enumerated() where ids.contains(item.id) {
        updates.reloadItems(at: [IndexPath(item: i, section: s)])
      }
    }
    preregister(updates.reloadedItems, style: { specs[$0]?.style }, on: stage)
    try stage.timeline.apply(updates, at: time, timing: timing)
  }
}
