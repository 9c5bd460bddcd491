@_exported import ReelComposition
// SPDX-License-Identifier: MIT
// An executable that registers its own layouts needs the registry (ReelScene) and the layout
// contract (ReelLayout) besides the command: `import ReelCommandLine` brings them.
@_exported import ReelLayout
@_exported import ReelRuntime
@_exported import ReelScene
