// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

/// The on-screen keyboard over a scene's time: when it slides up and down, which key is pressed
/// when, and which field's caret shows. Written by `typeText:` and `endEditing:` steps.
package struct KeyboardTrack: Sendable {
  /// The label id of a view controller's search bar (whose field draws its own cursor).
  package static let hostedSearchLabel = "searchController"

  /// A key pressed: when, the character typed (a space for the space bar) and the label it
  /// typed into.
  package struct Stroke: Sendable, Hashable {
    /// When, seconds.
    package var time: Double
    /// The character typed.
    package var character: Character
    /// The label whose text it grew.
    package var labelID: String
  }

  /// When the keyboard starts to slide up (`true`) or down, in time order.
  private(set) var moves: [(time: Double, up: Bool)] = []
  /// Every key pressed, in time order.
  package private(set) var strokes: [Stroke] = []
  /// The label showing the edited field's text from each time on (nil: no field edited).
  private(set) var editing: [(time: Double, labelID: String?)] = []
  /// The text typed into each field's label so far, by label id.
  var typed: [String: String] = [:]

  /// How long the keyboard's slide is drawn, seconds.
  package static let slideDuration = 0.5
  /// The keyboard's slide: UIKit animates it with curve 7 (SPEC-VIEWS 10.7–10.9), a fast start
  /// and a soft settle, drawn as a critically damped spring of 0.25 s response (10.7's duration).
  static let slide = AnimationTiming(
    duration: slideDuration, curve: .spring(SpringTimingParameters(dampingRatio: 1, response: 0.25))
  )
  /// How long a pressed key's balloon shows, seconds.
  package static let pressDuration = 0.1

  /// Whether the keyboard never shows.
  package var isEmpty: Bool { moves.isEmpty }

  /// Whether the keyboard is up (or on its way up) at `time`.
  func isUp(at time: Double) -> Bool { moves.last(where: { $0.time <= time })?.up ?? false }

  /// Slides the keyboard up at `time` unless it is up; returns when it is fully up.
  mutating func show(at time: Double) -> Double {
    guard !isUp(at: time) else {
      let since = moves.last(where: { $0.time <= time })?.time ?? time
      return max(time, since + Self.slideDuration)
    }
    moves.append((time, true))
    return time + Self.slideDuration
  }

  /// Slides the keyboard down at `time` and ends the editing; returns when it is gone.
  mutating func hide(at time: Double) -> Double {
    editing.append((time, nil))
    guard isUp(at: time) else { return time }
    moves.append((time, false))
    return time + Self.slideDuration
  }

  /// Records that `labelID`'s field is edited from `time`.
  mutating func edit(_ labelID: String, at time: Double) { editing.append((time, labelID)) }

  /// Records a key press of `character` into `labelID` at `time`.
  mutating func press(_ character: Character, into labelID: String, at time: Double) {
    strokes.append(Stroke(time: time, character: character, labelID: labelID))
  }

  /// Whether anything has been typed into `labelID` by `time` since it was last cleared.
  package func hasTyped(into labelID: String, at time: Double) -> Bool {
    let cleared = clears.last(where: { $0.labelID == labelID && $0.time <= time })?.time ?? -1
    return strokes.contains { $0.labelID == labelID && $0.time <= time && $0.time > cleared }
  }

  /// When a field's text was emptied (`replace: true`), by label.
  private(set) var clears: [(time: Double, labelID: String)] = []

  /// Records that `labelID`'s text is emptied at `time`.
  mutating func clear(_ labelID: String, at time: Double) { clears.append((time, labelID)) }

  /// How far up the keyboard is at `time`: 0 hidden … 1 fully up.
  package func position(at time: Double) -> CGFloat {
    guard let index = moves.lastIndex(where: { $0.time <= time }) else { return 0 }
    let move = moves[index]
    let from: CGFloat = index > 0 ? (moves[index - 1].up ? 1 : 0) : (move.up ? 0 : 1)
    let progress = CGFloat(Self.slide.progress(at: time - move.time))
    return from + ((move.up ? 1 : 0) - from) * progress
  }

  /// The key pressed at `time`, if any is down then.
  package func pressedKey(at time: Double) -> Character? {
    strokes.last { $0.time <= time && time < $0.time + Self.pressDuration }?.character
  }

  /// The label whose field shows a caret at `time`, and whether the caret is lit: solid for
  /// 0.5 s after a key press, else blinking once a second (lit the first half).
  package func caret(at time: Double) -> (labelID: String, isLit: Bool)? {
    guard let labelID = editing.last(where: { $0.time <= time })?.labelID else { return nil }
    let last = strokes.last(where: { $0.time <= time })?.time
    let start = editing.last(where: { $0.time <= time })!.time
    let since = time - max(last ?? start, start)
    let lit = since < 0.5 || (since - 0.5).truncatingRemainder(dividingBy: 1) >= 0.5
    return (labelID, lit)
  }
}
