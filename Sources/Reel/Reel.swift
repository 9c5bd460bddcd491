// SPDX-License-Identifier: MIT
// `import Reel` brings the whole Swift API: layouts (UIKit's collection-view contract), the
// animation timeline, views and Auto Layout, scenes, frames, rendering and snapshots — and
// Foundation's geometry types (`CGRect`, `IndexPath`) they use.
@_exported import Foundation
@_exported import ReelAnimation
@_exported import ReelComposition
@_exported import ReelExport
@_exported import ReelFiles
@_exported import ReelGeometry
@_exported import ReelLayout
@_exported import ReelLayouts
@_exported import ReelRender
@_exported import ReelRuntime
@_exported import ReelScene
@_exported import ReelSnapshot
@_exported import ReelTiming
@_exported import ReelViews
