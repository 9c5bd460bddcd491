// SPDX-License-Identifier: MIT
// Layout and planning figures for benchmarks/run.sh: prints one "name value unit" line per figure.
// Times are wall-clock (a clock is read here, and only here: this is a measurement, not a render).
import Foundation
import ReelLayout

func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings of `body`.
func median(_ runs: Int, _ body: () -> Void) -> Double {
  let times = (0..<runs).map { _ in seconds(body) }.sorted()
  return times[times.count / 2]
}

// `reel-bench autolayout`: only the Auto Layout figures.
if CommandLine.arguments.dropFirst().first == "autolayout" {
  measureSolver()
  exit(0)
}

let layout = FlowLayout()
layout.itemSize = CGSize(width: 100, height: 100)
layout.minimumLineSpacing = 10
layout.minimumInteritemSpacing = 10
measurePrepareAndQuery("flow", layout, count: 1_000_000)

// A batch update of 10,000 mixed inserts and deletes on 100,000 items, planned (validated and
// mapped).
let small = FlowLayout()
small.itemSize = CGSize(width: 100, height: 100)
let view = CollectionView(
  frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: small,
  itemIDs: [(0..<100_000).map { String($0) }])
var updates = BatchUpdates()
for i in 0..<5_000 { updates.deleteItems(at: [IndexPath(item: i * 20, section: 0)]) }
for i in 0..<5_000 { updates.insertItems(at: [IndexPath(item: i * 19 + 3, section: 0)]) }
var planned = 0
let plan = median(3) {
  if let p = try? BatchUpdatePlan(oldItemCounts: [100_000], updates: updates) {
    planned = p.newItemCounts[0]
  }
}
print("batch.plan.10000on100000 \(String(format: "%.1f", plan * 1000)) ms (\(planned) items after)")
_ = view

measurePrepareAndQuery("compositional", compositionalGrid(), count: 100_000)
measurePrepareAndQuery("list", listLayout(), count: 100_000)
measureDiff()
measurePNGSettings(scene: "scenes/bench/grid.yaml", frames: 24)
measureSolver()
