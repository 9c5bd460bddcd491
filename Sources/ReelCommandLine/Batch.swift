// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

struct Batch: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      """
      Render many scenes in parallel, skipping unchanged ones; split the work across machines \
      with --shard.
      """,
    discussion: """
      Folders are searched recursively for .yaml, .yml and .json scenes. An output is not rendered \
      again while its scene, images, options and Reel's version are unchanged \
      (<out>/<scene>.<format>.reelhash). --shard K/N takes every N-th scene of the sorted list, \
      starting with the K-th: N machines with K = 1…N render disjoint shares that together are the \
      whole batch. For scenes you did not write (CI on pull requests), add --sandbox: images only \
      from each scene's own folder and below.
      """)

  @Argument(help: "Scene files or folders.")
  var inputs: [String]

  @OptionGroup var output: OutputOptions

  @OptionGroup var variant: VariantOptions

  @Option(name: .customLong("shard"), help: "Render only share K of N (1 ≤ K ≤ N).")
  var shardText: String = "1/1"

  @Flag(help: "Print the scenes this shard would render, one path a line, and stop.")
  var dryRun = false

  @Flag(help: "Render even scenes whose output is up to date.")
  var force = false

  @Flag(help: "Print the summary as JSON (for CI).")
  var json = false

  func validate() throws {
    if Shard(shardText) == nil {
      throw ValidationError(
        "--shard must be K/N with whole numbers 1 ≤ K ≤ N, found '\(shardText)'")
    }
  }

  var shard: Shard { Shard(shardText) ?? .whole }

  func run() throws {
    let paths: [String]
    do { paths = shard.select(try SceneDiscovery.scenes(in: inputs)) } catch {
      throw reelExitCode(for: error)
    }
    if dryRun {
      for path in paths { say(path) }
      return
    }
    let jobs = output.parallelism
    let renderer = BatchRenderer(
      options: output.renderOptions(), jobs: jobs, usesCache: !force,
      variants: try variant.variants())
    let clock: @Sendable () -> Double = { Date().timeIntervalSinceReferenceDate }
    let start = clock()
    let isTerminal = isatty(STDERR_FILENO) == 1
    let items = renderer.run(
      paths, now: clock,
      finished: { item, done, total in
        let name = item.scene ?? item.path
        let line = TerminalText.escaped(
          "[\(done)/\(total)] \(name): \(item.status.rawValue)"
            + (item.error.map { " — \($0)" } ?? ""))
        StandardError.write(
          isTerminal && item.status != .failed
            ? "\r\u{1B}[K\(line)" : "\(isTerminal ? "\r\u{1B}[K" : "")\(line)\n")
      })
    if isTerminal { StandardError.write("\r\u{1B}[K") }
    let summary = BatchSummary(items: items, seconds: clock() - start, jobs: jobs, shard: shard)
    say(json ? summary.json : summary.table)
    if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
  }
}
