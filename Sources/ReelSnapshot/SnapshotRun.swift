// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelFiles
import ReelRuntime
import ReelScene

/// `reel snapshot`: snapshots several scenes against a references folder and writes the HTML
/// report.
public struct SnapshotRun: Sendable {
  public var snapshotter: SceneSnapshotter
  /// The references folder (`<references>/<scene>/<label>.png`).
  public var references: URL
  /// Where `index.html` goes; nil for no report.
  public var reportDirectory: URL?

  public init(snapshotter: SceneSnapshotter, references: URL, reportDirectory: URL?) {
    self.snapshotter = snapshotter
    self.references = references
    self.reportDirectory = reportDirectory
  }

  /// Snapshots every scene in order, calling `progress` after each result, then writes the report.
  public func run(_ players: [ScenePlayer], progress: (SnapshotResult) -> Void = { _ in })
    throws(SnapshotError) -> [SnapshotResult]
  {
    var results: [SnapshotResult] = []
    for player in players {
      for result in try snapshotter.snapshot(player, references: references) {
        progress(result)
        results.append(result)
      }
    }
    if let reportDirectory {
      let page = reportDirectory.appendingPathComponent("index.html")
      do {
        try AtomicWriter.makeOwnDirectory(reportDirectory)
        let html = SnapshotReport.html(results, directory: reportDirectory)
        try AtomicWriter.write(Data(html.utf8), to: page)
      } catch {
        throw .unwritable(path: page.path, reason: error.description)
      }
    }
    return results
  }

  /// One line: counts of failed, recorded and passed comparisons.
  public static func summary(_ results: [SnapshotResult]) -> String {
    let failed = results.filter { $0.status == .failed }.count
    let recorded = results.filter { $0.status == .recorded }.count
    return "\(failed) failed, \(recorded) recorded, \(results.count - failed - recorded) passed"
  }

  /// What to say when moments were recorded rather than compared because the default mode
  /// (`missing` outside CI) found no reference for them; nil when the mode was `chosen` or nothing
  /// was recorded.
  public static func recordingNote(_ results: [SnapshotResult], chosen: Bool) -> String? {
    let recorded = results.filter { $0.status == .recorded }.count
    guard !chosen, recorded > 0 else { return nil }
    let what =
      recorded == results.count
      ? "all \(recorded) references were recorded and nothing was compared"
      : "\(recorded) of \(results.count) moments had no reference: they were recorded, not compared"
    return "note: \(what) (outside CI a missing reference is recorded: --record missing is the "
      + "default). Run the command again to compare, or pass --record never to fail when a "
      + "reference is missing."
  }
}
