// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Where an open context menu and its preview sit on the canvas (points): the menu 250 points
/// wide with 44-point rows, 12 points below the lifted cell — or above it when there is no room
/// below, or below a preview moved up when there is room on neither side — its leading edge on
/// the cell's (or its trailing edge on the cell's, for a cell in the right half), 16 points at
/// least from the canvas's sides and inside the safe area. Measured from iOS screenshots.
package struct ContextMenuLayout: Sendable, Equatable {
  /// The menu's width and row height, the gap to the preview, the margin to the sides, points.
  package static let width: CGFloat = 250
  package static let rowHeight: CGFloat = 44
  package static let gap: CGFloat = 12
  package static let margin: CGFloat = 16

  /// The lifted preview, once open.
  package var preview: CGRect
  /// The menu.
  package var menu: CGRect
  /// Each action's row, top to bottom.
  package var rows: [CGRect]

  /// The layout for a cell drawn at `cell` with `actions` actions on a canvas of `canvas` with
  /// `safeArea` insets.
  package init(cell: CGRect, actions: Int, canvas: CGSize, safeArea: EdgeInsets) {
    let height = CGFloat(actions) * Self.rowHeight
    let top = safeArea.top + Self.gap
    let bottom = canvas.height - safeArea.bottom - Self.gap
    var preview = cell
    var y: CGFloat
    if cell.maxY + Self.gap + height <= bottom {
      y = cell.maxY + Self.gap
    } else if cell.minY - Self.gap - height >= top {
      y = cell.minY - Self.gap - height
    } else {
      // Move the preview up until the menu fits below it, never above the safe area.
      let shift = min(cell.maxY + Self.gap + height - bottom, max(cell.minY - top, 0))
      preview = cell.offsetBy(dx: 0, dy: -shift)
      y = preview.maxY + Self.gap
    }
    let leading = cell.midX <= canvas.width / 2
    var x = leading ? cell.minX : cell.maxX - Self.width
    x = min(max(x, Self.margin), max(canvas.width - Self.margin - Self.width, Self.margin))
    let menu = CGRect(x: x, y: y, width: Self.width, height: height)
    self.preview = preview
    self.menu = menu
    self.rows = (0..<actions).map {
      CGRect(
        x: menu.minX, y: menu.minY + CGFloat($0) * Self.rowHeight, width: Self.width,
        height: Self.rowHeight)
    }
  }
}
