// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The insertion point of a text field being edited (UIKit's private text cursor view): a bar
/// 2 points wide, rounded, in the field's tint colour. Drawn with `identifier` so that a
/// renderer can find it to blink it.
package final class TextCursorView: View {
  /// The identifier the cursor is drawn with, whatever the code names its own views.
  nonisolated package static let identifier = "UITextCursorView"
  /// Its width, points.
  nonisolated static let width: CGFloat = 2

  override package var drawingIdentifier: String? { Self.identifier }
}

extension TextField {
  /// Shows the cursor while the field is edited, after the text (or at the placeholder's start
  /// while it is empty) within `area`, as tall as a line of the font; hides it otherwise.
  func layoutCursor(in area: CGRect) {
    cursorView.isHidden = !isEditing
    guard isEditing else { return }
    cursorView.backgroundColor = tintColor
    cursorView.layer.cornerRadius = TextCursorView.width / 2
    let line = textLabel.intrinsicContentSize
    let width = hasText ? min(line.width, area.width) : 0
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let x: CGFloat
    switch textAlignment {
    case .center: x = area.midX + width / 2
    case .right: x = area.maxX
    case .left: x = area.minX + width
    case .natural, .justified: x = rightToLeft ? area.maxX - width : area.minX + width
    }
    let onEdge = min(max(x, area.minX), area.maxX - TextCursorView.width)
    cursorView.frame = CGRect(
      x: onEdge, y: area.midY - line.height / 2, width: TextCursorView.width, height: line.height)
  }
}
