// SPDX-License-Identifier: MIT
// The `reel` tool with one more layout: registers the spiral under the name "spiral", then runs
// reel's own command line, so every command knows it:
//   swift run SpiralDemo render scenes/spiral.yaml --out out
//   swift run SpiralDemo validate scenes/spiral.yaml
//   swift run SpiralDemo snapshot scenes/spiral.yaml --references references
import ReelCommandLine

// The layout's class lists its parameters (`SpiralLayout.parameters`), so scene files can set
// them, scripts can tween them and `validate` checks them.
LayoutRegistry.shared.register("spiral") { SpiralLayout() }
ReelCommand.main()
