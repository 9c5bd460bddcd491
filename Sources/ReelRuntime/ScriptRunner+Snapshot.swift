// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming

/// `apply:` steps: a diffable data source snapshot turned into one batch update by identifier.
extension ScriptRunner {
  /// Applies `snapshot` at `time`: the inserts, deletes, moves and reloads the identifiers call
  /// for animate together (or at once when `animatingDifferences` is false), with reconfigured
  /// items showing their new content at once in cells that stay (their new sizes animate).
  /// Returns when they end.
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
      var updates = IdentifierDiff(from: current, to: target).batchUpdates(
        reloading: Set(snapshot.reloadItems))
      updates.reconfigureItems(at: paths(of: Set(snapshot.reconfigureItems), in: cv))
      for (path, id) in updates.itemIDs.sorted(by: { $0.value < $1.value }) {
        let spec = specs[id] ?? ItemSpec(id: id)
        // An item that comes back (into an inserted section, or after a deletion) keeps its
        // look unless the snapshot gives it a new one.
        if stage.styles.knows(id), spec.isIdentifierOnly { continue }
        stage.metrics.register(spec, id: id)
        // Under its own style, the style the scene gives the section it lands in.
        let section = target.indices.contains(path.section) ? target[path.section].id : nil
        stage.styles.register(
          id: id, revision: 0, patch: spec.style.over(sectionStyle(section, on: stage)))
      }
      preregister(
        updates.reloadedItems + updates.reconfiguredItems, style: { specs[$0]?.style },
        on: stage)
      try stage.timeline.apply(updates, at: time, timing: timing)
    } catch let error as BatchUpdateError {
      throw step.location.error(error.description)
    } catch {
      throw step.location.error("\(error)")
    }
    return time + timing.totalDuration
  }

  /// The index paths of the items of `ids` in the collection view's current data.
  private func paths(of ids: Set<String>, in cv: CollectionView) -> [IndexPath] {
    guard !ids.isEmpty else { return [] }
    return cv.sections.enumerated().flatMap { s, section in
      section.items.enumerated().compactMap { i, item in
        ids.contains(item.id) ? IndexPath(item: i, section: s) : nil
      }
    }
  }
}
