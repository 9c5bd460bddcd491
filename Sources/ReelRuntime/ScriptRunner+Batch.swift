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
        oldItemCounts: stage.collectionView.sections.map(\.items.count), updates: updates,
        newItemCounts: updates.dataSourceItemCounts)
      let paths = plan.newItemPaths
      let ids = try newItemIDs(paths, newItems, on: stage)
      for (path, id) in zip(paths, ids) {
        updates.itemIDs[path] = id
        let spec = newItems[path] ?? ItemSpec()
        stage.metrics.register(spec, id: id)
        // A new item in a section of the scene takes that section's style under its own.
        let section = plan.sectionNewToOld[path.section].map {
          stage.collectionView.sections[$0].id
        }
        stage.styles.register(
          id: id, revision: 0, patch: spec.style.over(sectionStyle(section, on: stage)))
      }
      if let reloadStyle {
        preregister(updates.reloadedItems, style: { _ in reloadStyle }, on: stage)
      }
      try stage.timeline.apply(updates, plan: plan, at: time, timing: step.timing)
    } catch let error as SceneError {
      throw error
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

  /// Identifiers for the items an update creates at `paths`: each item's own `id` when the scene
  /// gives one, else a fresh serial number.
  private func newItemIDs(
    _ paths: [IndexPath], _ newItems: [IndexPath: ItemSpec], on stage: ScenePlayer.Stage
  ) throws(SceneError) -> [String] {
    let cv = stage.collectionView
    var fresh = cv.newItemIDs(count: paths.filter { newItems[$0]?.id == nil }.count)[...]
    var ids: [String] = []
    for path in paths {
      guard let spec = newItems[path], let id = spec.id else {
        ids.append(fresh.popFirst() ?? "")
        continue
      }
      guard cv.reserveItemID(id) else {
        throw (spec.idLocation ?? .code).error("duplicate item id '\(id)'")
      }
      ids.append(id)
    }
    return ids
  }

  /// Registers the styles reloaded items take before the update runs, so a layout that sizes
  /// cells from their content (`preferredLayoutAttributesFitting`) measures the new content.
  func preregister(
    _ paths: [IndexPath], style: (String) -> StylePatch?, on stage: ScenePlayer.Stage
  ) {
    for path in paths {
      guard let item = stage.collectionView.item(at: path), let patch = style(item.id) else {
        continue
      }
      let previous = stage.styles.patch(id: item.id, revision: item.revision)
      stage.styles.register(id: item.id, revision: item.revision + 1, patch: patch.over(previous))
    }
  }

  /// The style the scene gives the section with identifier `id` (none for sections the script
  /// inserted, or nil).
  func sectionStyle(_ id: String?, on stage: ScenePlayer.Stage) -> StylePatch {
    guard let id else { return StylePatch() }
    let sections = stage.spec.sections.enumerated()
    return sections.first { ($0.element.id ?? "s\($0.offset)") == id }?.element.style
      ?? StylePatch()
  }
}
