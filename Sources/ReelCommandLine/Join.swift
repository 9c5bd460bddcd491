// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport

struct Join: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Join the parts of a split render into the file one render writes.",
    discussion:
      """
      Parts come from `reel render --frames A..B` (on other machines, say) and may be given in any \
      order; together they must hold every frame once. Writes out/<scene>.<ext> (or --output), \
      byte-identical to rendering the whole scene in one process.
      """
  )

  @Argument(help: "Part files (.part).")
  var parts: [String]

  @Option(help: "Output folder.")
  var out: String = "out"

  @Option(name: .shortAndLong, help: "The file to write (default: <out>/<scene>.<ext>).")
  var output: String?

  func run() throws {
    do {
      let result = try PartJoiner.join(
        parts, output: output.map { URL(fileURLWithPath: $0) },
        outputDirectory: URL(fileURLWithPath: out))
      say(
        "\(result.files[0].path)  \(counted(result.frameCount, "frame")), "
          + BatchSummary.size(result.bytes))
    } catch {
      throw reelExitCode(for: error)
    }
  }
}
