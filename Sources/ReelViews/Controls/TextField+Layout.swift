// SPDX-License-Identifier: MIT
import Foundation

extension TextField {
  /// Points between a rounded field's edges and its text (7, as the community measures UIKit's
  /// rounded-rect fields); none for the other styles.
  var textInset: CGFloat {
    switch borderStyle {
    case .roundedRect: 7
    case .line, .bezel: 2
    case .none: 0
    }
  }

  /// The clear button's side, points.
  static let clearButtonSide: CGFloat = 19

  /// Whether a view or button with `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  /// Whether there is text (else the placeholder shows).
  var hasText: Bool { !(text ?? "").isEmpty }

  /// The label shows the text (dots when secure) in `textColor`, or the placeholder in
  /// `placeholderText`.
  func updateTextLabel() {
    textLabel.font = font ?? .systemFont(ofSize: 17)
    textLabel.textAlignment = textAlignment
    if hasText {
      let shown = text ?? ""
      textLabel.textColor = textColor ?? .label
      if isSecureTextEntry {
        textLabel.text = String(repeating: "\u{25CF}", count: shown.count)
      } else if let attributed = attributedText, attributed.length > 0 {
        textLabel.attributedText = attributed
      } else {
        textLabel.text = shown
      }
    } else if let attributedPlaceholder {
      textLabel.textColor = .placeholderText
      textLabel.attributedText = attributedPlaceholder
    } else {
      textLabel.textColor = .placeholderText
      textLabel.text = placeholder
    }
  }

  /// The border style's look: a rounded field on `systemBackground` with a hairline in
  /// `systemGray4`, or a one-point `label` rectangle; `none` leaves the layer as the code set it.
  func applyBorder() {
    switch borderStyle {
    case .none:
      break  // the layer is the code's own (a search field rounds it)
    case .line, .bezel:
      layer.borderWidth = 1
      layer.borderColor = Color.label.rgba(in: traitCollection)
      layer.cornerRadius = 0
    case .roundedRect:
      layer.borderWidth = 1 / max(traitCollection.displayScale, 1)
      layer.borderColor = Color.systemGray4.rgba(in: traitCollection)
      layer.cornerRadius = 5
      if backgroundColor == nil { backgroundColor = .systemBackground }
    }
  }

  /// A view's size: its frame's when set, else its intrinsic size.
  static func size(of view: View) -> CGSize {
    if view.frame.size != .zero { return view.frame.size }
    let size = view.intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }
}
