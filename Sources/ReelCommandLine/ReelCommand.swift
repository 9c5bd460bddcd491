// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelFiles
import ReelSVGImage

/// The `reel` command: render, batch, assemble, validate, inspect, snapshot, preview.
///
/// A package with layouts of its own gets the whole tool by registering them and calling `main()`
/// from its executable:
///
///     import ReelCommandLine
///     LayoutRegistry.shared.register("spiral") { SpiralLayout() }
///     ReelCommand.main()
///
/// Every command then knows the package's layouts, as `reel` knows the built-in ones.
public struct ReelCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "reel",
    abstract:
      """
      Replay UICollectionView layouts and animations headlessly and render them to PNG, SVG, \
      GIF, APNG, WebP, MP4 and WebM.
      """,
    discussion: """
      Scene files (YAML or JSON) describe a collection view and a script of updates; see scenes/RE\
      ADME.md.

      Exit codes: 0 success, 64 usage error, 65 invalid scene or batch update, 66 missing input, \
      73 cannot create an output, 74 output or encoding error, 128+n stopped by signal n; \
      snapshot: 1 when a comparison fails.
      """,
    version: ReelVersion.string,
    subcommands: [
      Render.self, Batch.self, Assemble.self, Validate.self, Inspect.self, Snapshot.self,
      Preview.self, Join.self, Port.self,
    ])

  public init() {}

  /// Runs the command line of this process (`CommandLine.arguments`) and exits with the
  /// documented code; never returns.
  public static func main() {
    if CommandLine.arguments.dropFirst().first == SVGSandbox.childArgument {
      SVGSandbox.serveChild()
    }
    SVGSandbox.use(executable: URL(fileURLWithPath: "/proc/self/exe"))
    MemoryTuning.useSingleMallocArena()
    Interruption.installHandlers()
    main(nil)
  }
}
