// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

@main
struct Reel: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reel",
    abstract:
      """
      Replay UICollectionView layouts and animations headlessly and render them to PNG, SVG and \
      GIF.
      """,
    discussion: """
      Scene files (YAML or JSON) describe a collection view and a script of updates; see scenes/RE\
      ADME.md.

      Exit codes: 0 success, 64 usage error, 65 invalid scene or batch update, 66 missing input,
      73 cannot create an output, 74 output or encoding error, 128+n stopped by signal n;
      snapshot: 1 when a comparison fails.
      """,
    version: ReelVersion.string,
    subcommands: [
      Render.self, Batch.self, Assemble.self, Validate.self, Inspect.self, Snapshot.self,
    ])

  static func main() {
    MemoryTuning.useSingleMallocArena()
    Interruption.installHandlers()
    main(nil)
  }
}
