// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelScene
import ReelSnapshot

extension SnapshotRecordMode: ExpressibleByArgument {}

struct Snapshot: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Compare chosen moments of scenes with reference PNGs and layout dumps (visual regression).",
    discussion: """
      References: <references>/<scene>/<moment>.png and <moment>.layout.txt. Moments: the scene's \
      named steps and its last frame (keyframes at 0/25/50/75/100 % of each step when it names \
      none), or --at, --every or --keyframes. Record mode: --record, else $REEL_SNAPSHOT_RECORD, \
      else never on CI ($CI set) and missing elsewhere. A failure writes \
      <artifacts>/<scene>/<moment>.{actual,reference,diff}.png and exits 1; the HTML report goes \
      to <report>/index.html.
      """)

  @Argument(help: "Scene files (.yaml or .json).")
  var scenes: [String]

  @OptionGroup var limits: LimitOptions
  @OptionGroup var variant: VariantOptions

  @Option(help: "The folder of reference images and layout dumps.")
  var references: String

  @Option(help: "When to write references: all, missing, failed or never.")
  var record: SnapshotRecordMode?

  @Option(help: "Snapshot this time, in seconds (repeatable).")
  var at: [Double] = []

  @Option(help: "Snapshot every N-th frame at the scene's frame rate.")
  var every: Int?

  @Flag(help: "Snapshot 0, 25, 50, 75 and 100 % of each step's animation.")
  var keyframes = false

  @Option(help: "Per-pixel colour threshold, 0…1 (perceptual YIQ difference; 0.1 by default).")
  var threshold: Double = 0.1

  @Option(help: "Largest share of differing pixels that passes, 0…1.")
  var maxDifferingShare: Double = 0

  @Flag(help: "Skip the layout dumps; compare pixels only.")
  var noLayout = false

  @Option(help: "Folder for the HTML report.")
  var report: String = "out/report"

  @Option(help: "Folder for the actual, reference and diff images of failures.")
  var artifacts: String = "out/snapshot-artifacts"

  @Flag(help: "Remove earlier runs' artifacts; this run's go to <artifacts>/1.")
  var replaceArtifacts = false

  @Option(help: "Pixels per point (default: the scene's).")
  var scale: Double?

  func validate() throws {
    if at.contains(where: { !($0 >= 0 && $0.isFinite) }) {
      throw ValidationError("--at must be a time ≥ 0 in seconds")
    }
    if let every, every < 1 { throw ValidationError("--every must be at least 1") }
    if [!at.isEmpty, every != nil, keyframes].filter({ $0 }).count > 1 {
      throw ValidationError("give one of --at, --every and --keyframes")
    }
    if !(0...1).contains(threshold) { throw ValidationError("--threshold must be from 0 to 1") }
    if !(0...1).contains(maxDifferingShare) {
      throw ValidationError("--max-differing-share must be from 0 to 1")
    }
    try CanvasBounds.checkScaleOption(scale)
  }

  func run() throws {
    let mode: SnapshotRecordMode
    do { mode = try SnapshotRecordMode.resolved(record) } catch {
      throw ValidationError(error.description)
    }
    let players = try loadPlayers(scenes, limits: limits.sceneLimits, variants: variant.variants())
    let selection: SnapshotMomentSelection =
      !at.isEmpty
      ? .times(at) : every.map { .everyNthFrame($0) } ?? (keyframes ? .keyframes : .automatic)
    let runFolder: URL
    do {
      runFolder = try ArtifactRuns.claim(
        in: URL(fileURLWithPath: artifacts), replacing: replaceArtifacts)
    } catch { throw reelExitCode(for: error) }
    var verifier = SnapshotVerifier(
      comparator: ImageComparator(threshold: threshold, maximumDifferingShare: maxDifferingShare),
      recordMode: mode,
      artifactsDirectory: runFolder,
      recordHint:
        "record it with `reel snapshot \(scenes.joined(separator: " ")) --references \(references) "
        + "--record missing` (or REEL_SNAPSHOT_RECORD=missing)"
    )
    verifier.maximumImagePixels = limits.maxImagePixels
    let run = SnapshotRun(
      snapshotter: SceneSnapshotter(
        verifier: verifier, selection: selection, includesLayout: !noLayout,
        scale: scale.map { CGFloat($0) }),
      references: URL(fileURLWithPath: references), reportDirectory: URL(fileURLWithPath: report))
    let results: [SnapshotResult]
    do {
      results = try run.run(players) { result in
        let mark = result.status == .failed ? "✗" : result.status == .recorded ? "●" : "✓"
        say(
          "\(mark) \(result.name) (\(result.kind.rawValue)): "
            + (result.status == .passed ? "passed" : result.message)
        )
      }
    } catch {
      ArtifactRuns.release(runFolder)
      throw reelExitCode(for: error)
    }
    ArtifactRuns.release(runFolder)
    say("\(SnapshotRun.summary(results)); report: \(report)/index.html")
    let chosen = SnapshotRecordMode.isChosen(record)
    if let note = SnapshotRun.recordingNote(results, chosen: chosen) { say(note) }
    if results.contains(where: \.failed) { throw ExitCode(1) }
  }
}
