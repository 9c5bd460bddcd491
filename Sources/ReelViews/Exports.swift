// SPDX-License-Identifier: MIT
// `import ReelViews` is all a view author needs: the views and the values they speak (colours,
// traits, insets, transforms — ReelGeometry's) and Foundation's (`CGRect`, `IndexPath`).
@_exported import Foundation
@_exported import ReelGeometry
