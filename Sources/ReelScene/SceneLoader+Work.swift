// SPDX-License-Identifier: MIT
import Foundation

extension SceneLoader {
  /// Checks the script's work — steps × items, where items are those the scene starts with plus
  /// every item the script inserts — against `limits.stepItems` before the script runs: each step
  /// keeps the state of every item, so this product bounds the memory and time of running it.
  /// - Throws: `SceneError` at the first step that takes the work over the limit.
  static func checkWork(
    _ script: [StepSpec], collectionViews: [CollectionViewSpec], limits: SceneLimits
  ) throws(SceneError) {
    let initial = collectionViews.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.items.count } }
    let inserted = script.reduce(0) { sum, step in
      switch step.action {
      case .batch(_, let newItems, _, _): return sum + newItems.count
      case .apply(let snapshot): return sum + snapshot.sections.reduce(0) { $0 + $1.items.count }
      default: return sum
      }
    }
    let items = max(initial + inserted, 1)
    let (total, overflow) = script.count.multipliedReportingOverflow(by: items)
    guard overflow || total > limits.stepItems else { return }
    let index = min(limits.stepItems / items, script.count - 1)
    let work = (index + 1).multipliedReportingOverflow(by: items)
    let what = "the script's work (\(index + 1) steps × \(items) items, counting inserted ones)"
    throw script[index].location.error(
      SceneLimits.message(
        what, work.overflow ? Int.max : work.partialValue, limit: limits.stepItems,
        flag: "--max-step-items"))
  }
}
