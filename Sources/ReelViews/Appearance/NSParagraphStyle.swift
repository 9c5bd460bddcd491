// SPDX-License-Identifier: MIT
import Foundation

/// `NSParagraphStyle`: how the paragraphs of an attributed string are laid out. A label takes the
/// style of its text's first character for the whole text, as UILabel does. Reel draws
/// `alignment`, `lineBreakMode` and `lineSpacing`; the others are kept.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: natural alignment, word wrapping, no extra spacing.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// Default `natural`.
  open internal(set) var alignment = TextAlignment.natural
  /// Default `byWordWrapping`.
  open internal(set) var lineBreakMode = LineBreakMode.byWordWrapping
  /// Points added between lines, ≥ 0 (a negative or non-finite value is 0). Default 0.
  open internal(set) var lineSpacing: CGFloat = 0
  /// Points added after each paragraph, ≥ 0. Default 0.
  open internal(set) var paragraphSpacing: CGFloat = 0
  /// The line height as a multiple of the font's, 0 for the font's own. Default 0.
  open internal(set) var lineHeightMultiple: CGFloat = 0
  /// Points the first line is indented. Default 0.
  open internal(set) var firstLineHeadIndent: CGFloat = 0
  /// Points the lines after the first are indented. Default 0.
  open internal(set) var headIndent: CGFloat = 0

  /// The default style.
  public override init() {}

  /// An immutable copy (`NSParagraphStyle`).
  open func copy(with zone: NSZone? = nil) -> Any { copied(into: NSParagraphStyle()) }

  /// A mutable copy (`NSMutableParagraphStyle`).
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    copied(into: NSMutableParagraphStyle())
  }

  func copied<T: NSParagraphStyle>(into style: T) -> T {
    style.alignment = alignment
    style.lineBreakMode = lineBreakMode
    style.lineSpacing = lineSpacing
    style.paragraphSpacing = paragraphSpacing
    style.lineHeightMultiple = lineHeightMultiple
    style.firstLineHeadIndent = firstLineHeadIndent
    style.headIndent = headIndent
    return style
  }
}

/// `NSMutableParagraphStyle`: a paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Settable: how the paragraph's lines are aligned.
  open override var alignment: TextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// Settable: how lines are broken and the last one truncated.
  open override var lineBreakMode: LineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  /// Settable: points added between lines; negative and non-finite values are 0.
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
  }
  /// Settable: points after the paragraph; negative and non-finite values are 0.
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
  }
  /// Settable: the factor on the natural line height (0: natural); negative and non-finite
  /// values are 0.
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue.isFinite ? max(newValue, 0) : 0 }
  }
  /// Settable: points the first line is indented from the leading edge.
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  /// Settable: points the other lines are indented from the leading edge.
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
}
