// SPDX-License-Identifier: MIT
import Foundation

/// The name of a method a control or bar button item calls (target–action). Linux has no
/// Objective-C runtime: `reel port` rewrites `#selector(addItem)` to `Selector("addItem")` and
/// generates the `SelectorPerforming` conformance that calls the method by that name. Mirrors
/// `Selector` (Objective-C's `SEL`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name as `#selector` spells it (`"addItem"`, `"toggle(_:)"`).
  public let name: String

  /// A selector for the method `name`.
  public init(_ name: String) { self.name = name }

  /// A selector from a literal: `"addItem"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// The name.
  public var description: String { name }
}

/// An object that can run a method named by a selector, with an optional sender: what the
/// Objective-C runtime does for target–action on iOS. `reel port` generates the conformance for
/// every class with `@objc` methods.
@preconcurrency @MainActor
public protocol SelectorPerforming: AnyObject {
  /// Runs the method `selector` names with `sender` when it takes one; false when this object
  /// has no such method.
  func perform(_ selector: Selector, with sender: Any?) -> Bool
}
