// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UILabel`: text in one font and colour, wrapped and truncated as UIKit does. Its intrinsic
/// size is its text's size: unbounded for a single line; for several lines, at
/// `preferredMaxLayoutWidth`, or at the width layout gives it (Auto Layout lays such a label out
/// twice, as UIKit's automatic preferred width does). Measured by `ViewMeasurement.text`, which
/// the text backend provides.
@preconcurrency @MainActor
open class Label: View {
  /// The text; nil or empty draws nothing and has no size. Setting it replaces an attributed
  /// text with the plain one (drawn in `font` and `textColor`).
  open var text: String? {
    didSet {
      if attributed?.string != text { attributed = nil }
      textChanged(oldValue != text)
    }
  }
  /// `UILabel.attributedText`: the text with attributes of its own — fonts, colours, kerning,
  /// underlines and strikethroughs, a background, a baseline offset
  /// (`NSAttributedString.Key`) — over the label's `font` and `textColor` where a stretch has
  /// none; the first character's paragraph style sets the alignment, line breaks and line
  /// spacing. Setting it sets `text` to its string. Reading it back after `text` was set gives
  /// the text with the label's font, colour and alignment.
  open var attributedText: NSAttributedString? {
    get { attributed ?? plainAttributedText }
    set {
      attributed = newValue.map { NSAttributedString(attributedString: $0) }
      text = newValue?.string
      invalidateIntrinsicContentSize()
    }
  }
  /// Text settings given whole, as a scene file describes a label (they win over the label's
  /// own font, colour and attributes); nil (the default) for the label's own.
  package var describedTextProperties: TextProperties? {
    didSet { textChanged(oldValue != describedTextProperties) }
  }
  /// The attributed text when one was set (a copy).
  var attributed: NSAttributedString?
  /// Default the system font at 17 points. Setting nil restores it.
  open var font: Font! {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }
      textChanged(oldValue != font)
    }
  }
  /// Default `Color.label`. Setting nil restores it.
  open var textColor: Color! {
    didSet { if textColor == nil { textColor = .label } }
  }
  /// The most lines shown; 0 for as many as fit. Default 1.
  open var numberOfLines = 1 { didSet { textChanged(oldValue != numberOfLines) } }
  /// Default `byTruncatingTail`.
  open var lineBreakMode = LineBreakMode.byTruncatingTail {
    didSet { textChanged(oldValue != lineBreakMode) }
  }
  /// Default `natural` (the leading edge).
  open var textAlignment = TextAlignment.natural
  /// The width, points, a label of several lines wraps at for its intrinsic size; 0 (the
  /// default) for the width layout gives it.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textChanged(oldValue != preferredMaxLayoutWidth) }
  }
  /// Whether a font made from a text style follows the content size category of the label's
  /// traits (the font is resized when measured and drawn). Default false.
  open var adjustsFontForContentSizeCategory = false {
    didSet { textChanged(oldValue != adjustsFontForContentSizeCategory) }
  }
  /// Whether a single line too wide for the label shrinks its font (down to
  /// `minimumScaleFactor`) before it is truncated. Default false.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest fraction of the font size shrinking may reach, 0…1; 0 (the default) for
  /// UIKit's smallest, half the size.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label is drawn as enabled (disabled text is drawn at 50 % grey, UIKit's
  /// disabled look). Default true.
  open var isEnabled = true

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// An empty label in `frame` (points): the system font at 17 points, `label` colour, one
  /// line, hugging at 251.
  public override init(frame: CGRect) {
    font = .systemFont(ofSize: 17)
    textColor = .label
    super.init(frame: frame)
    isUserInteractionEnabled = false
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
  }

  private func textChanged(_ changed: Bool) {
    if changed { invalidateIntrinsicContentSize() }
  }

  /// The font as drawn: when the label adjusts and the font came from a text style, `font`
  /// (taken as its size at the default `large` category) scaled to the traits' category.
  public var effectiveFont: Font { adjusted(font) }

  /// `font` as drawn: scaled to the traits' content size category when the label adjusts and
  /// the font came from a text style.
  func adjusted(_ font: Font) -> Font {
    guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return font }
    return FontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traitCollection)
  }

  /// The label's text settings in its traits: what the text backend measures and draws.
  public var textProperties: TextProperties {
    if let describedTextProperties { return describedTextProperties }
    var properties = TextProperties(
      font: effectiveFont,
      color: isEnabled ? textColor.rgba(in: traitCollection) : Self.disabledText,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, alignment: textAlignment,
      layoutDirection: effectiveUserInterfaceLayoutDirection)
    if let attributed { applyAttributes(of: attributed, to: &properties) }
    return properties
  }

  static let disabledText = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

  /// The text's size in at most `size` (each side unbounded when 0 or less).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let bound = CGSize(
      width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
      height: size.height > 0 ? size.height : .greatestFiniteMagnitude)
    return ViewMeasurement.text.sizeThatFits(text, textProperties, in: bound, scale: pixelScale)
  }

  /// The text's size: one line unbounded; several at the preferred or laid-out width.
  open override var intrinsicContentSize: CGSize {
    metrics.intrinsicSize(measuringWidth: measuringWidth)
  }

  /// Its text's measurements now.
  var metrics: LabelMetrics {
    LabelMetrics(
      text: text, properties: textProperties, numberOfLines: numberOfLines,
      preferredMaxLayoutWidth: preferredMaxLayoutWidth, scale: pixelScale,
      measurer: ViewMeasurement.text)
  }

  /// Pixels per point its sizes are rounded to: its traits' `displayScale`.
  var pixelScale: CGFloat { traitCollection.displayScale }

  override var intrinsicHeightFollowsWidth: Bool {
    LabelMetrics.heightFollowsWidth(
      numberOfLines: numberOfLines, preferredMaxLayoutWidth: preferredMaxLayoutWidth)
  }

  /// The first and last lines' baselines as the label draws them (text centred vertically in
  /// the bounds, as UILabel draws it).
  open override var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    guard let text, !text.isEmpty else { return nil }
    return metrics.baselineOffsets(in: bounds.size == .zero ? intrinsicContentSize : bounds.size)
  }
}
