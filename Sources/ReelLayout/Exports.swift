// SPDX-License-Identifier: MIT
// `import ReelLayout` is all a layout author needs: the layout contract, the geometry types it
// speaks (`Transform2D`, `Transform3D`, `EdgeInsets`) and Foundation's (`CGRect`, `IndexPath`).
@_exported import Foundation
@_exported import ReelGeometry

@_exported import struct ReelTiming.DecelerationRate
