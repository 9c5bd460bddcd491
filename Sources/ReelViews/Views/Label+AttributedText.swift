// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension Label {
  /// The plain text as an attributed string: the label's font, colour, alignment and line
  /// breaks throughout (what `attributedText` reads after `text` was set); nil without text.
  var plainAttributedText: NSAttributedString? {
    guard let text else { return nil }
    let style = NSMutableParagraphStyle()
    style.alignment = textAlignment
    style.lineBreakMode = lineBreakMode
    return NSAttributedString(
      string: text,
      attributes: [.font: font!, .foregroundColor: textColor!, .paragraphStyle: style])
  }

  /// `properties` with the attributed text's runs, and its first paragraph style's alignment,
  /// line breaks and line spacing.
  func applyAttributes(of text: NSAttributedString, to properties: inout TextProperties) {
    let whole = NSRange(location: 0, length: text.length)
    var runs: [TextRun] = []
    text.enumerateAttributes(in: whole) { attributes, range, _ in
      let run = self.run(attributes, range: range.location..<(range.location + range.length))
      if run != TextRun(range: run.range) { runs.append(run) }
    }
    properties.runs = runs
    guard text.length > 0,
      let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
        as? NSParagraphStyle
    else { return }
    properties.alignment = style.alignment
    properties.lineBreakMode = style.lineBreakMode
    properties.lineSpacing = style.lineSpacing
  }

  /// One stretch's attributes as the text backend draws them, colours resolved in the label's
  /// traits (a disabled label draws its text grey throughout).
  private func run(_ attributes: [NSAttributedString.Key: Any], range: Range<Int>) -> TextRun {
    var run = TextRun(range: range)
    run.font = (attributes[.font] as? Font).map(adjusted)
    if isEnabled, let color = attributes[.foregroundColor] as? Color {
      run.color = color.rgba(in: traitCollection)
    }
    run.backgroundColor = (attributes[.backgroundColor] as? Color)?.rgba(in: traitCollection)
    run.kern = Self.number(attributes[.kern])
    run.baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
    run.strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
    run.underline = Self.lineStyle(attributes[.underlineStyle])
    run.underlineColor = (attributes[.underlineColor] as? Color)?.rgba(in: traitCollection)
    run.strikethroughColor =
      (attributes[.strikethroughColor] as? Color)?.rgba(in: traitCollection)
    return run
  }

  /// A finite number however it was given (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`).
  static func number(_ value: Any?) -> CGFloat? {
    let number: Double? =
      switch value {
      case let v as CGFloat: Double(v)
      case let v as Double: v
      case let v as Float: Double(v)
      case let v as Int: Double(v)
      case let v as NSNumber: v.doubleValue
      default: nil
      }
    return number.flatMap { $0.isFinite ? CGFloat($0) : nil }
  }

  /// An underline style given as the style or its raw value.
  static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
    switch value {
    case let v as NSUnderlineStyle: v
    case let v as Int: NSUnderlineStyle(rawValue: v)
    case let v as NSNumber: NSUnderlineStyle(rawValue: v.intValue)
    default: []
    }
  }
}
