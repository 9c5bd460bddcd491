// SPDX-License-Identifier: MIT
import Foundation

/// List rows a finger pressed or a tap selected (SPEC-VIEWS 8.4–8.5: highlighted while the
/// finger is down, selected on lifting): each shown fully from its press until it ends, then
/// fading out, as `deselectItem(at:animated: true)` fades a row.
package final class RowPresses: @unchecked Sendable {
  struct Press {
    var down: Double
    /// When it starts to fade; nil while it stays selected.
    var end: Double?
    var fade: Double
  }

  private var presses: [String: [Press]] = [:]
  /// How long a deselection fades, seconds (UIKit's default animation).
  static let fade = 0.3

  /// Row `id` pressed at `down`, shown until `end` (nil: until `endSelections`).
  func press(_ id: String, at down: Double, until end: Double?) {
    presses[id, default: []].append(Press(down: down, end: end, fade: Self.fade))
  }

  /// Every row still selected starts fading at `time`, over `fade` seconds (a screen came back
  /// over them and cleared its selection).
  func endSelections(at time: Double, fade: Double) {
    for id in presses.keys {
      for index in presses[id]!.indices where presses[id]![index].end == nil {
        presses[id]![index].end = max(time, presses[id]![index].down)
        presses[id]![index].fade = fade
      }
    }
  }

  /// How strongly row `id` shows pressed at `time`, 0…1; nil when not at all.
  func amount(of id: String, at time: Double) -> CGFloat? {
    guard let list = presses[id] else { return nil }
    let amounts = list.compactMap { press -> Double? in
      guard time >= press.down else { return nil }
      guard let end = press.end, time > end else { return 1 }
      let faded = press.fade > 0 ? (time - end) / press.fade : 1
      return faded < 1 ? 1 - faded : nil
    }
    return amounts.max().map { CGFloat($0) }
  }
}
