// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene
import ReelTiming

/// The `change:` steps of a scene, in time order, and what an element or box looks like under
/// them at any time.
package struct ContentChanges: Sendable {
  struct Entry: Sendable {
    var start: Double
    var timing: AnimationTiming
    var change: ContentChange
  }

  private(set) var entries: [Entry] = []

  var isEmpty: Bool { entries.isEmpty }

  mutating func record(_ change: ContentChange, at time: Double, timing: AnimationTiming) {
    entries.append(Entry(start: time, timing: timing, change: change))
  }

  /// How the element or box `id` drawn with `style` shows at `time`, back to front: its look
  /// with every change begun by then — under it, while a change to it is still dissolving in,
  /// its look before, fully (the new look's alpha is the change's progress).
  package func looks(of style: ItemStyle, id: String, at time: Double)
    -> [(style: ItemStyle, alpha: CGFloat)]
  {
    guard !entries.isEmpty else { return [(style, 1)] }
    let begun = entries.filter { $0.start <= time && affects($0.change, id: id, style: style) }
    guard !begun.isEmpty else { return [(style, 1)] }
    let settled = begun.filter { time - $0.start >= $0.timing.totalDuration }
    let moving = begun.filter { time - $0.start < $0.timing.totalDuration }
    let after = begun.reduce(style) { apply($1.change, to: $0, id: id) }
    guard !moving.isEmpty else { return [(after, 1)] }
    let before = settled.reduce(style) { apply($1.change, to: $0, id: id) }
    if moving.allSatisfy(\.change.onlyMovesSlider) {
      return [(sliding(before, by: moving, id: id, at: time), 1)]
    }
    let progress = moving.map { $0.timing.progress(at: time - $0.start) }.min() ?? 1
    return [(before, 1), (after, CGFloat(progress))]
  }

  /// `style` with the sliders `moving` changes have their thumbs part way to the new values at
  /// `time`, each on its change's timing, as `setValue(_:animated:)` moves one.
  func sliding(_ style: ItemStyle, by moving: [Entry], id: String, at time: Double) -> ItemStyle {
    moving.reduce(style) { style, entry in
      guard let target = entry.change.value,
        let from = ContentChange.sliderValue(of: entry.change.id, in: style.content)
      else { return apply(entry.change, to: style, id: id) }
      var step = entry.change
      step.value = from + (target - from) * entry.timing.progress(at: time - entry.start)
      return apply(step, to: style, id: id)
    }
  }

  func affects(_ change: ContentChange, id: String, style: ItemStyle) -> Bool {
    change.id == id || ContentChange.holds(change.id, in: style.content)
  }

  func apply(_ change: ContentChange, to style: ItemStyle, id: String) -> ItemStyle {
    var style = change.id == id ? change.applied(to: style) : style
    style.content = style.content.map(change.applied(to:))
    return style
  }
}
