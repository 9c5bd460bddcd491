// SPDX-License-Identifier: MIT
import Foundation

/// `UITextField`: one line of text, or its placeholder while it is empty, in a border style,
/// with optional views at its ends and a clear button.
///
/// ## Differences from UIKit
/// Nothing is typed on Linux: code (or a scene's script) sets `text`. `becomeFirstResponder()`
/// starts editing (`isEditing`, the delegate told), as a tap would: the cursor shows after the
/// text, and no keyboard is drawn (a scene's `typeText` draws one).
@preconcurrency @MainActor
open class TextField: Control {
  /// How the field's edge is drawn. Mirrors `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable, CaseIterable {
    /// No border, no background.
    case none
    /// A thin rectangle.
    case line
    /// A sunken rectangle (drawn as `line`).
    case bezel
    /// A rounded rectangle on the system background (the usual look).
    case roundedRect
  }

  /// When a view at an end (or the clear button) shows. Mirrors `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable, CaseIterable {
    case never, whileEditing, unlessEditing, always
  }

  /// The text; nil and "" show the placeholder. Mirrors `text`.
  open var text: String? { didSet { textDidChange() } }
  /// The text with attributes; setting it sets `text`. Mirrors `attributedText`.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      text = newValue?.string
    }
  }
  private var storedAttributedText: NSAttributedString?
  /// Shown in `placeholderText` while the text is empty. Mirrors `placeholder`.
  open var placeholder: String? { didSet { setNeedsLayout() } }
  /// The placeholder with attributes (its colour, font). Mirrors `attributedPlaceholder`.
  open var attributedPlaceholder: NSAttributedString? { didSet { setNeedsLayout() } }
  /// The text's font; default the 17-point system font. Mirrors `font`.
  open var font: Font? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// The text's colour; default `label`. Mirrors `textColor`.
  open var textColor: Color? = .label { didSet { setNeedsLayout() } }
  /// Mirrors `textAlignment`.
  open var textAlignment = TextAlignment.natural { didSet { setNeedsLayout() } }
  /// Default `none`. Mirrors `borderStyle`.
  open var borderStyle = BorderStyle.none { didSet { borderStyleDidChange() } }
  /// A view before the text. Mirrors `leftView`.
  open var leftView: View? { didSet { replaceEndView(oldValue, with: leftView) } }
  /// When `leftView` shows; default `never`. Mirrors `leftViewMode`.
  open var leftViewMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// A view after the text. Mirrors `rightView`.
  open var rightView: View? { didSet { replaceEndView(oldValue, with: rightView) } }
  /// When `rightView` shows; default `never`. Mirrors `rightViewMode`.
  open var rightViewMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// When the clear button shows (with text only); default `never`. Mirrors `clearButtonMode`.
  open var clearButtonMode = ViewMode.never { didSet { setNeedsLayout() } }
  /// Whether the text is drawn as dots. Mirrors `isSecureTextEntry`.
  open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
  /// Whether the font shrinks to fit the width. Mirrors `adjustsFontSizeToFitWidth`.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size shrinking goes to, points. Mirrors `minimumFontSize`.
  open var minimumFontSize: CGFloat = 0
  /// Whether editing starts by clearing the text. Mirrors `clearsOnBeginEditing`.
  open var clearsOnBeginEditing = false
  /// Hears editing. Mirrors `delegate`.
  open weak var delegate: (any TextFieldDelegate)?
  /// Kept, not drawn. Mirrors `keyboardType`.
  open var keyboardType = KeyboardType.default
  /// Kept, not drawn. Mirrors `returnKeyType`.
  open var returnKeyType = ReturnKeyType.default
  /// Kept. Mirrors `autocapitalizationType`.
  open var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Kept. Mirrors `autocorrectionType`.
  open var autocorrectionType = TextAutocorrectionType.default
  /// Kept. Mirrors `spellCheckingType`.
  open var spellCheckingType = TextSpellCheckingType.default
  /// Whether the field is being edited (after `becomeFirstResponder()`). Mirrors `isEditing`.
  public private(set) var isEditing = false

  /// The text, or the placeholder while it is empty.
  let textLabel = Label()
  /// The clear button (a circled cross in `tertiaryLabel`).
  let clearButton = ImageView(image: Image(systemName: "xmark.circle.fill"))
  /// The insertion point, shown while editing.
  let cursorView = TextCursorView()

  /// An empty field in `frame` (points).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(textLabel)
    addSubview(clearButton)
    addSubview(cursorView)
    clearButton.tintColor = .tertiaryLabel
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Editable fields take the input. Mirrors `canBecomeFirstResponder`.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Starts editing if the delegate agrees. Mirrors `becomeFirstResponder()`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return isEditing }
    isEditing = true
    if clearsOnBeginEditing { text = nil }
    delegate?.textFieldDidBeginEditing(self)
    setNeedsLayout()
    return true
  }

  /// Ends editing. Mirrors `resignFirstResponder()`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard super.resignFirstResponder() else { return false }
    if isEditing {
      isEditing = false
      delegate?.textFieldDidEndEditing(self)
      setNeedsLayout()
    }
    return true
  }

  /// The left view's frame when it shows: at the leading edge, its own size, centred
  /// vertically. Mirrors `leftViewRect(forBounds:)`.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let leftView, shows(leftViewMode) else { return .zero }
    let size = Self.size(of: leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The right view's frame when it shows: at the trailing edge. Mirrors
  /// `rightViewRect(forBounds:)`.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    guard let rightView, shows(rightViewMode) else { return .zero }
    let size = Self.size(of: rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The clear button's frame: before the right view (or the trailing inset). Mirrors
  /// `clearButtonRect(forBounds:)`.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let right = rightViewRect(forBounds: bounds)
    let end = right.isEmpty ? bounds.maxX - max(textInset, 6) : right.minX
    let side = Self.clearButtonSide
    return CGRect(x: end - side, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// Where the text goes: between the end views (or the insets) and the clear button. Mirrors
  /// `textRect(forBounds:)`.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let left = leftViewRect(forBounds: bounds)
    let right = rightViewRect(forBounds: bounds)
    let start = left.isEmpty ? bounds.minX + textInset : left.maxX + 6
    var end = right.isEmpty ? bounds.maxX - textInset : right.minX - 6
    if hasText, shows(clearButtonMode) { end = clearButtonRect(forBounds: bounds).minX - 4 }
    return CGRect(x: start, y: bounds.minY, width: max(end - start, 0), height: bounds.height)
  }

  /// Where the placeholder goes: the text's rectangle. Mirrors `placeholderRect(forBounds:)`.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Where the text goes while editing: the text's rectangle. Mirrors
  /// `editingRect(forBounds:)`.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The text's (or placeholder's) width with the insets and end views, by its line's height
  /// (a rounded field takes 13 points about the line: 34 with SF's 17-point line on iOS).
  open override var intrinsicContentSize: CGSize {
    updateTextLabel()
    let line = textLabel.intrinsicContentSize
    let ends = [leftView, rightView].compactMap { $0 }.map(Self.size(of:))
    let width = line.width + 2 * textInset + ends.reduce(0) { $0 + $1.width + 6 }
    let padded = borderStyle == .roundedRect ? (line.height + 13).rounded(.up) : line.height
    return CGSize(width: width, height: ends.reduce(padded) { max($0, $1.height) })
  }

  /// Lays out the border, the end views, the clear button and the text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyBorder()
    updateTextLabel()
    if let leftView {
      leftView.isHidden = !shows(leftViewMode)
      leftView.frame = leftViewRect(forBounds: bounds)
    }
    if let rightView {
      rightView.isHidden = !shows(rightViewMode)
      rightView.frame = rightViewRect(forBounds: bounds)
    }
    clearButton.isHidden = !(hasText && shows(clearButtonMode))
    clearButton.frame = clearButtonRect(forBounds: bounds)
    let area = textRect(forBounds: bounds)
    let height = textLabel.intrinsicContentSize.height
    textLabel.frame = CGRect(
      x: area.minX, y: area.midY - height / 2, width: area.width, height: height)
    layoutCursor(in: area)
    alpha = stateOpacity
  }

  func textDidChange() {
    if storedAttributedText?.string != text { storedAttributedText = nil }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  func borderStyleDidChange() {
    if borderStyle == .none {
      layer.borderWidth = 0
      layer.cornerRadius = 0
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func replaceEndView(_ old: View?, with new: View?) {
    if let old, old !== new { old.removeFromSuperview() }
    if let new { addSubview(new) }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
