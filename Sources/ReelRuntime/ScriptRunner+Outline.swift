// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene

/// `expand:` and `collapse:` steps on outline sections.
extension ScriptRunner {
  /// Expands or collapses outline items: their section's snapshot changes and its visible items
  /// are applied as one batch update (descendants inserted after their parent or deleted), the
  /// disclosure chevrons turning over the same animation. Returns when it ends.
  mutating func outline(_ spec: OutlineSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    let lists = stage.lists
    reconcileOutlines()
    var changed: Set<String> = []
    for id in spec.ids {
      guard
        let sectionID = lists.outlines.keys.sorted().first(where: {
          lists.outlines[$0]?.contains(id) == true
        })
      else {
        throw step.location.error(
          "'\(id)' is not an item of an outline (a section whose items have children)")
      }
      if spec.expand {
        lists.outlines[sectionID]?.expand([id])
      } else {
        lists.outlines[sectionID]?.collapse([id])
      }
      changed.insert(sectionID)
      lists.setExpanded(spec.expand, id: id, at: time, timing: step.timing)
    }
    let cv = stage.collectionView
    let current = cv.sections.map { (id: $0.id, items: $0.items.map(\.id)) }
    let target = current.map { section in
      (
        id: section.id,
        items: changed.contains(section.id)
          ? lists.outlines[section.id]?.visibleItems ?? section.items : section.items
      )
    }
    let updates = IdentifierDiff(from: current, to: target).batchUpdates(reloading: [])
    do {
      try stage.timeline.apply(updates, at: time, timing: step.timing)
    } catch {
      throw step.location.error("\(error)")
    }
    return time + step.timing.totalDuration
  }

  /// Brings each outline up to date with what other steps did to its section: shown items that
  /// are gone (swiped away, deleted, replaced by an `apply`) leave it with their children, and
  /// items it does not know join it at the end of its root level.
  func reconcileOutlines() {
    let lists = stage.lists
    for section in stage.collectionView.sections {
      guard var outline = lists.outlines[section.id] else { continue }
      let shown = section.items.map(\.id)
      let present = Set(shown)
      outline.delete(outline.visibleItems.filter { !present.contains($0) })
      outline.append(shown.filter { !outline.contains($0) })
      lists.outlines[section.id] = outline
    }
  }
}
