// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// The iPhone keyboard Reel draws while a scene types (`typeText:`): English QWERTY in portrait
/// with the search return key, light or dark with the appearance, sliding up from the bottom of
/// the canvas. Four rows of 42-point keys 54 points apart make the 216 points of key rows
/// (SPEC-VIEWS 10.10); on an iPhone without a Home button a 75-point strip below holds the
/// globe and dictation keys over the home indicator (291 points in all, the community's
/// measure). A pressed letter shows its balloon above the key. Key sizes and colours are
/// measured from screenshots, not from a primary source.
struct KeyboardPicture {
  let width: CGFloat
  let traits: TraitCollection
  /// Whether the bottom strip of a Face ID iPhone is drawn.
  let hasHomeIndicatorStrip: Bool

  /// The letters of the three letter rows.
  static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  /// The key rows' height, points.
  static let keyRowsHeight: CGFloat = 216
  /// The strip under the keys on an iPhone without a Home button, points.
  static let homeIndicatorStripHeight: CGFloat = 75
  static let keyHeight: CGFloat = 42
  static let rowPitch: CGFloat = 54
  static let sideMargin: CGFloat = 3
  static let gap: CGFloat = 6

  /// The keyboard's height, points.
  var height: CGFloat {
    Self.keyRowsHeight + (hasHomeIndicatorStrip ? Self.homeIndicatorStripHeight : 0)
  }

  private var isDark: Bool { traits.userInterfaceStyle == .dark }
  private var isModern: Bool { traits.systemVersion == .iOS26 }
  private var keyWidth: CGFloat { (width - 2 * Self.sideMargin - 9 * Self.gap) / 10 }

  /// The keyboard with its top at `top` (canvas points), `pressed` held down.
  func items(top: CGFloat, pressed: Character?) -> [DisplayItem] {
    var background = ItemStyle(
      fill: isDark
        ? RGBAColor(red: 0.17, green: 0.17, blue: 0.17)
        : RGBAColor(red: 0.82, green: 0.83, blue: 0.85),
      cornerRadius: isModern ? 26 : 0)
    background.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    var items = [
      box(CGRect(x: 0, y: top, width: width, height: height + 40), background)
    ]
    var balloon: [DisplayItem] = []
    for (frame, label, isLetter) in keys(top: top) {
      let down = pressed.map { String($0).lowercased() == label } ?? false
      items.append(key(frame, label: label, isLetter: isLetter, isDown: down))
      if down, isLetter { balloon = self.balloon(over: frame, label: label) }
    }
    if hasHomeIndicatorStrip {
      let y = top + Self.keyRowsHeight + 22
      items.append(glyph("globe", center: CGPoint(x: 36, y: y)))
      items.append(glyph("mic", center: CGPoint(x: width - 36, y: y)))
    }
    return items + balloon
  }

  /// Every key's frame, label and whether it types a letter, row by row.
  func keys(top: CGFloat) -> [(CGRect, String, Bool)] {
    let w = keyWidth
    var keys: [(CGRect, String, Bool)] = []
    for (row, letters) in Self.letterRows.enumerated() {
      let y = top + 8 + CGFloat(row) * Self.rowPitch
      let span = CGFloat(letters.count) * w + CGFloat(letters.count - 1) * Self.gap
      let start = (width - span) / 2
      for (i, letter) in letters.enumerated() {
        let x = start + CGFloat(i) * (w + Self.gap)
        keys.append((CGRect(x: x, y: y, width: w, height: Self.keyHeight), String(letter), true))
      }
    }
    let third = top + 8 + 2 * Self.rowPitch
    let side = (w * 1.27).rounded()
    keys.append(
      (CGRect(x: Self.sideMargin, y: third, width: side, height: Self.keyHeight), "⇧", false))
    keys.append(
      (
        CGRect(x: width - Self.sideMargin - side, y: third, width: side, height: Self.keyHeight),
        "⌫", false
      ))
    let bottom = top + 8 + 3 * Self.rowPitch
    let wide = (w * 2.65).rounded()
    let space = width - 2 * Self.sideMargin - 2 * wide - 2 * Self.gap
    keys.append(
      (CGRect(x: Self.sideMargin, y: bottom, width: wide, height: Self.keyHeight), "123", false))
    keys.append(
      (
        CGRect(
          x: Self.sideMargin + wide + Self.gap, y: bottom, width: space, height: Self.keyHeight),
        " ", false
      ))
    keys.append(
      (
        CGRect(x: width - Self.sideMargin - wide, y: bottom, width: wide, height: Self.keyHeight),
        "search", false
      ))
    return keys
  }

  private var letterKeyColor: RGBAColor {
    isDark ? RGBAColor(red: 0.42, green: 0.42, blue: 0.42) : .white
  }
  private var functionKeyColor: RGBAColor {
    isDark
      ? RGBAColor(red: 0.27, green: 0.27, blue: 0.27)
      : RGBAColor(red: 0.67, green: 0.69, blue: 0.73)
  }
  private var labelColor: RGBAColor { isDark ? .white : .black }

  private func key(_ frame: CGRect, label: String, isLetter: Bool, isDown: Bool) -> DisplayItem {
    let isReturn = label == "search"
    let isSpace = label == " "
    var fill = isLetter || isSpace ? letterKeyColor : functionKeyColor
    if isReturn { fill = SystemColors.named("systemBlue", traits: traits)! }
    if isDown && !isLetter { fill = isSpace ? functionKeyColor : letterKeyColor }
    var style = ItemStyle(
      fill: fill, cornerRadius: isModern ? 8.5 : 5, label: isSpace ? "space" : label)
    style.cornerCurve = .continuous
    style.shadow = Shadow(
      opacity: isDark ? 0.6 : 0.3, radius: 0, offset: CGSize(width: 0, height: 1))
    let size: CGFloat = isLetter ? 23 : 16
    style.textProperties = TextProperties(
      font: .systemFont(ofSize: size), color: isReturn ? .white : labelColor, alignment: .center)
    return box(frame, style)
  }

  /// A pressed letter's balloon: the key grown upward, the letter large in its top.
  private func balloon(over key: CGRect, label: String) -> [DisplayItem] {
    let w = key.width + 20
    let x = min(max(key.midX - w / 2, 0), width - w)
    let frame = CGRect(x: x, y: key.minY - 60, width: w, height: 56)
    var style = ItemStyle(fill: letterKeyColor, cornerRadius: 10, label: label)
    style.cornerCurve = .continuous
    style.shadow = Shadow(opacity: 0.25, radius: 3, offset: CGSize(width: 0, height: 1))
    style.textProperties = TextProperties(
      font: .systemFont(ofSize: 36), color: labelColor, alignment: .center)
    var stem = ItemStyle(fill: letterKeyColor, cornerRadius: 0)
    stem.label = nil
    return [
      box(frame, style),
      box(
        CGRect(x: key.minX, y: frame.maxY - 1, width: key.width, height: key.maxY - frame.maxY + 1),
        stem),
    ]
  }

  private func glyph(_ name: String, center: CGPoint) -> DisplayItem {
    var style = ItemStyle(fill: .clear)
    style.textProperties = TextProperties(font: .systemFont(ofSize: 22), color: labelColor)
    var view = ContentView(SymbolNames.kind(forSystemName: name), style: style)
    view.identifier = "keyboard-\(name)"
    var holder = ItemStyle(fill: .clear)
    holder.content = [view]
    return box(CGRect(x: center.x - 15, y: center.y - 15, width: 30, height: 30), holder)
  }

  private func box(_ frame: CGRect, _ style: ItemStyle) -> DisplayItem {
    DisplayItem(
      center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, style: style,
      identity: "keyboard")
  }
}
