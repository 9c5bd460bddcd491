// SPDX-License-Identifier: MIT
// Registers the spiral layout under the name "spiral" and renders scenes that use it:
//   swift run SpiralDemo scenes/spiral.yaml [output folder]
import Foundation
import ReelExport
import ReelScene

// The layout's class lists its parameters (`SpiralLayout.parameters`), so scene files can set
// them, scripts can tween them and `reel validate` checks them.
LayoutRegistry.shared.register("spiral") { SpiralLayout() }

let arguments = Array(CommandLine.arguments.dropFirst())
let scenes = arguments.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
let output = URL(
  fileURLWithPath: arguments.first { !$0.hasSuffix(".yaml") && !$0.hasSuffix(".json") } ?? "out")
do {
  for path in scenes {
    let result = try SceneRenderer().render(
      SceneFiles.player(path: path), options: RenderOptions(format: .gif, outputDirectory: output))
    print("\(result.files[0].path)  \(result.frameCount) frames, \(result.bytes) bytes")
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(error is SceneError ? 65 : 1)
}
