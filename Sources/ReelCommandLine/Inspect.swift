// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelComposition

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print a collection view's layout attributes at a moment (content coordinates, points).")

  @Argument(help: "A scene file.")
  var scene: String

  @OptionGroup var limits: LimitOptions
  @OptionGroup var variant: VariantOptions

  @Option(help: "The time in seconds.")
  var at: Double = 0

  @Flag(help: "Print JSON: {time, bounds, contentSize, elements[…]} in drawing order.")
  var json = false

  @Option(
    name: .customLong("collection-view"),
    help: "Which collection view, by name (default: the first).")
  var collectionView: String?

  func validate() throws {
    if !(at >= 0 && at.isFinite) { throw ValidationError("--at must be a time ≥ 0 in seconds") }
  }

  func run() throws {
    guard
      let player = try loadPlayers(
        [scene], limits: limits.sceneLimits, variants: variant.variants()
      ).first
    else { return }
    let index = collectionView.flatMap { name in
      player.stages.firstIndex { $0.spec.name == name }
    }
    if let collectionView, !player.stages.contains(where: { $0.spec.name == collectionView }) {
      let listed = player.stages.map(\.spec.name).joined(separator: ", ")
      throw ValidationError(
        "no collection view named '\(collectionView)'; the scene has \(listed)"
      )
    }
    for warning in player.momentWarnings(at: at) { printError(warning) }
    let snapshot = player.inspect(at: at, collectionView: index)
    if json {
      say(snapshot.serialized(pretty: true))
    } else {
      say(InspectTable.render(snapshot))
    }
  }
}
