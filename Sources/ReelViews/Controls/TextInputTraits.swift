// SPDX-License-Identifier: MIT
import Foundation

/// The keyboard a text input asks for. Reel draws no keyboard for it; the value is kept. Mirrors
/// `UIKit.UIKeyboardType`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum KeyboardType: Int, Sendable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title a text input asks for (kept, not drawn). Mirrors
/// `UIKit.UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// How typed text is capitalised (kept: nothing is typed on Linux). Mirrors
/// `UIKit.UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// Whether typed text is corrected (kept). Mirrors `UIKit.UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable { case `default`, no, yes }

/// Whether typed text is spell-checked (kept). Mirrors `UIKit.UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable { case `default`, no, yes }

/// Hears a text field's editing. Mirrors `UIKit.UITextFieldDelegate` (its methods optional).
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin. Mirrors `textFieldShouldBeginEditing(_:)`.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began. Mirrors `textFieldDidBeginEditing(_:)`.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Editing ended. Mirrors `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the return key ends editing. Mirrors `textFieldShouldReturn(_:)`.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The text changed. Mirrors `textFieldDidChangeSelection(_:)`'s use as a change callback.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// True: optional, as in UIKit.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Nothing: optional, as in UIKit.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Nothing: optional, as in UIKit.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// True: optional, as in UIKit.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Nothing: optional, as in UIKit.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
