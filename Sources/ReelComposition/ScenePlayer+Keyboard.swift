// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelRuntime
import ReelViews

/// The on-screen keyboard and the edited field's caret, put on a frame.
extension ScenePlayer {
  /// `list` at `time` with the keyboard where it is then and, while a field is edited, its caret
  /// after the text (in the tint, 2 points wide), above the app and below the device's status
  /// bar, home indicator and the touches. `front` is how many overlays the app's own views are.
  func withKeyboard(_ list: DisplayList, front: Int, at time: Double) -> DisplayList {
    guard !keyboard.isEmpty else { return list }
    var added: [DisplayItem] = []
    var list = list
    if let caret = keyboard.caret(at: time), caret.labelID == KeyboardTrack.hostedSearchLabel {
      // A view controller's field draws its own cursor: it blinks as the scene's caret does.
      if !caret.isLit { list = list.hidingViews(identified: TextCursorView.identifier) }
    } else if let caret = keyboard.caret(at: time), caret.isLit,
      let field = list.canvasFrame(of: { ViewLocator.frame(of: caret.labelID, in: $0) })
    {
      let height = min(field.height, 22)
      let x = keyboard.hasTyped(into: caret.labelID, at: time) ? field.maxX + 1 : field.minX
      added.append(
        DisplayItem(
          center: CGPoint(x: x + 1, y: field.midY), size: CGSize(width: 2, height: height),
          style: ItemStyle(
            fill: SystemColors.named("systemBlue", traits: traits)!, cornerRadius: 1),
          identity: "caret"))
    }
    let position = keyboard.position(at: time)
    if position > 0 {
      let picture = KeyboardPicture(
        width: list.size.width, traits: traits,
        hasHomeIndicatorStrip: canvas.device?.showsHomeIndicator ?? false)
      let top = list.size.height - picture.height * position
      added += picture.items(top: top, pressed: keyboard.pressedKey(at: time))
    }
    list.overlays.insert(contentsOf: added, at: min(front, list.overlays.count))
    return list
  }
}
