// SPDX-License-Identifier: MIT
import Foundation

/// What can answer events: the base of views and view controllers, and of app and scene
/// delegates written for iOS. Mirrors `UIKit.UIResponder`.
///
/// ## Differences from UIKit
/// Reel delivers no events through the chain: a scene's taps go to the element they aim at.
/// Becoming first responder is recorded (a text field's keyboard shows for it) and nothing else.
@preconcurrency @MainActor
open class Responder {
  /// The responder that now takes the keyboard's input, if any.
  static weak var current: Responder?

  /// A responder. Mirrors `init()`.
  public init() {}

  /// The next responder in the chain: a view's controller or superview, a controller's view's
  /// superview; nil here. Mirrors `next`.
  open var next: Responder? { nil }

  /// Whether it can take the keyboard's input; default false. Mirrors
  /// `canBecomeFirstResponder`.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether it can give the input up; default true. Mirrors `canResignFirstResponder`.
  open var canResignFirstResponder: Bool { true }

  /// Whether it takes the keyboard's input now. Mirrors `isFirstResponder`.
  open var isFirstResponder: Bool { Responder.current === self }

  /// Takes the input when `canBecomeFirstResponder`; returns whether it did. Mirrors
  /// `becomeFirstResponder()`.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if let current = Responder.current, current !== self, !current.resignFirstResponder() {
      return false
    }
    Responder.current = self
    return true
  }

  /// Gives the input up when `canResignFirstResponder`; returns whether it did. Mirrors
  /// `resignFirstResponder()`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if Responder.current === self { Responder.current = nil }
    return true
  }
}
