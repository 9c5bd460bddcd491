// SPDX-License-Identifier: MIT
// `import ReelSnapshotTesting` is all a test needs: `assertSnapshot`, the comparator and record
// modes (ReelSnapshot), and the scenes and collection views it snapshots (Reel).
@_exported import Reel
@_exported import ReelComposition
@_exported import ReelRuntime
@_exported import ReelScene
@_exported import ReelSnapshot
