// SPDX-License-Identifier: MIT

/// What `reel port` needs to know about a whole set of iOS files before rewriting any of them:
/// their classes (to find layouts and view controllers, and which classes answer selectors),
/// the optional requirements of their `@objc` protocols and which types conform to them.
public struct PortIndex: Sendable {
  /// The files' classes by name (top-level and nested, nested ones as `Outer.Inner`).
  public var classes: [String: PortClass] = [:]
  /// The files' protocols by name.
  public var protocols: [String: PortProtocol] = [:]
  /// Conformances declared by extensions: type name → protocol names.
  public var extensionConformances: [String: Set<String>] = [:]
  /// The methods a selector can name (`@objc`, `@IBAction`), by the type whose body or
  /// extension declares them.
  public var selectorMethods: [String: [SelectorMethod]] = [:]
  /// Overrides declared in extensions, by the extended type: Swift overrides only non-`@objc`
  /// methods in a class's body, so `reel port` moves them there.
  public var extensionOverrides: [String: [MovedMember]] = [:]

  /// An empty index.
  public init() {}

  /// Every protocol `name` refines, itself included, as far as the files declare them.
  public func refinements(of name: String) -> Set<String> {
    var found: Set<String> = []
    var pending = [name]
    while let next = pending.popLast() {
      guard found.insert(next).inserted else { continue }
      pending.append(contentsOf: protocols[next]?.inherited ?? [])
    }
    return found
  }

  /// The protocols type `name` conforms to by its own declarations and its superclasses' (as far
  /// as the files declare them), with what those protocols refine.
  public func conformances(of name: String) -> Set<String> {
    var declared: Set<String> = extensionConformances[name] ?? []
    var current: String? = name
    var seen: Set<String> = []
    while let type = current, seen.insert(type).inserted, let decl = classes[type] {
      declared.formUnion(decl.inherited)
      declared.formUnion(extensionConformances[type] ?? [])
      current = decl.superclass
    }
    return declared.reduce(into: Set<String>()) { $0.formUnion(refinements(of: $1)) }
  }

  /// The chain of superclass names of class `name`, nearest first, ending with the first one
  /// the files do not declare (a UIKit class, or nil when there is none).
  public func ancestors(of name: String) -> [String] {
    var chain: [String] = []
    var current = classes[name]?.superclass
    while let type = current, !chain.contains(type), type != name {
      chain.append(type)
      current = classes[type]?.superclass
    }
    return chain
  }

  /// The optional requirements of every protocol the files declare, by method name.
  public var optionalRequirements: [String: [OptionalRequirement]] {
    var byName: [String: [OptionalRequirement]] = [:]
    for proto in protocols.values.sorted(by: { $0.name < $1.name }) {
      for requirement in proto.optionalRequirements {
        byName[requirement.signature.baseName, default: []].append(requirement)
      }
    }
    return byName
  }
}

/// A class an iOS file declares.
public struct PortClass: Sendable, Equatable {
  /// Its name (`Outer.Inner` when nested).
  public var name: String
  /// The first name of its inheritance clause when that is not one of the files' protocols: its
  /// superclass (UIKit's or the files'), or nil.
  public var superclass: String?
  /// Every name of its inheritance clause.
  public var inherited: [String]
  /// Whether code elsewhere in the module can name it (not `private`/`fileprivate`, not
  /// generic, not nested in either).
  public var isNameable: Bool
  /// Whether it declares its own designated initializers (then it inherits none).
  public var declaresDesignatedInit: Bool
  /// Whether one of its initializers can be called with no arguments and is not failable.
  public var hasInitWithoutArguments: Bool
  /// Whether it is `@objcMembers` (every method answers a selector).
  public var exposesAllMembers: Bool
  /// Its access modifier as written (`open`, `public`, or empty).
  public var access: String
}

/// A method's name and parameters, as a call or a selector names it.
public struct MethodSignature: Sendable, Hashable {
  /// The base name: `collectionView` for `collectionView(_:layout:sizeForItemAt:)`.
  public var baseName: String
  /// The argument labels, `_` for none.
  public var labels: [String]

  /// The full name: `collectionView(_:layout:sizeForItemAt:)`, or the base name alone when the
  /// method takes no parameters.
  public var fullName: String {
    labels.isEmpty ? baseName : baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}

/// A method target–action can call: `@objc` or `@IBAction`, an instance method with at most one
/// parameter (the sender).
public struct SelectorMethod: Sendable, Equatable {
  /// Its name and label.
  public var signature: MethodSignature
  /// The sender parameter's type as written, nil when it takes none.
  public var senderType: String?
}

/// A member an extension declares that moves into its class's body.
public struct MovedMember: Sendable, Equatable {
  /// The file that declares it.
  public var file: String
  /// Its first line there (1-based).
  public var line: Int
  /// Its text, attributes and modifiers included.
  public var text: String
}

/// A protocol an iOS file declares.
public struct PortProtocol: Sendable, Equatable {
  /// Its name.
  public var name: String
  /// The protocols it refines.
  public var inherited: [String]
  /// Its `@objc optional` methods.
  public var optionalRequirements: [OptionalRequirement]
  /// Its access modifier as written (`public`, or empty).
  public var access: String
}

/// An `@objc optional func` requirement: Linux has no optional requirements, so `reel port`
/// turns it into a requirement with a default (`nil`, "not implemented") and forwards it to the
/// conforming types' own methods.
public struct OptionalRequirement: Sendable, Equatable {
  /// The protocol that declares it.
  public var protocolName: String
  /// Its name and labels.
  public var signature: MethodSignature
  /// The parameter clause as written, `(_ collectionView: UICollectionView, …)`.
  public var parameterClause: String
  /// The parameters' internal names, in order.
  public var parameterNames: [String]
  /// The return type as written, `Void` when it has none.
  public var returnType: String
  /// `throws`/`async` as written (empty when neither).
  public var effects: String
  /// Whether it is `static`.
  public var isStatic: Bool

  /// The name the rewritten protocol requires: `reelOptional_` and the base name.
  public var portedBaseName: String { "reelOptional_" + signature.baseName }
}
