// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Reads one parsed file into a `PortIndex`: its classes, protocols (with their optional
/// requirements) and the conformances its extensions declare.
final class PortIndexer: SyntaxVisitor {
  private(set) var index: PortIndex
  /// Enclosing type names, and whether each can be named from elsewhere.
  private var scopes: [(name: String, nameable: Bool)] = []
  private let file: String
  private let converter: SourceLocationConverter

  init(index: PortIndex, file: String, tree: SourceFileSyntax) {
    self.index = index
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  private func qualified(_ name: String) -> String {
    (scopes.map(\.name) + [name]).joined(separator: ".")
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = qualified(node.name.text)
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    let hidden = node.modifiers.hasAny(["private", "fileprivate"])
    let nameable = !hidden && node.genericParameterClause == nil && scopes.allSatisfy(\.nameable)
    let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    index.classes[name] = PortClass(
      name: name, superclass: inherited.first, inherited: inherited, isNameable: nameable,
      declaresDesignatedInit: inits.contains { !$0.modifiers.hasAny(["convenience"]) },
      hasInitWithoutArguments: inits.contains(where: \.callableWithoutArguments),
      exposesAllMembers: node.attributes.named("objcMembers") != nil,
      access: node.modifiers.first(["open", "public"]) ?? "")
    scopes.append((node.name.text, nameable))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append((node.name.text, node.genericParameterClause == nil))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append((node.name.text, node.genericParameterClause == nil))
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.trimmedDescription
    let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
    index.extensionConformances[type, default: []].formUnion(conformances ?? [])
    for member in node.memberBlock.members where member.decl.isOverride {
      let line = member.decl.startLocation(converter: converter, afterLeadingTrivia: true).line
      index.extensionOverrides[type, default: []].append(
        MovedMember(file: file, line: line, text: member.decl.trimmedDescription))
    }
    scopes.append((type, true))
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    let requirements = node.memberBlock.members.compactMap { member -> OptionalRequirement? in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.hasAny(["optional"])
      else { return nil }
      return OptionalRequirement(function, in: name)
    }
    index.protocols[name] = PortProtocol(
      name: name,
      inherited: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
      optionalRequirements: requirements, access: node.modifiers.first(["public"]) ?? "")
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = node.signature.parameterClause.parameters
    guard !scopes.isEmpty, !node.modifiers.hasAny(["static", "class"]),
      node.answersSelectors ? parameters.count <= 1 : node.isPerformable
    else { return .skipChildren }
    let type = scopes.map(\.name).joined(separator: ".")
    index.selectorMethods[type, default: []].append(
      SelectorMethod(
        signature: node.methodSignature, senderType: parameters.first?.type.trimmedDescription))
    return .skipChildren
  }
}

extension OptionalRequirement {
  init(_ function: FunctionDeclSyntax, in protocolName: String) {
    let signature = function.signature
    self.init(
      protocolName: protocolName, signature: function.methodSignature,
      parameterClause: oneLine(signature.parameterClause.trimmedDescription),
      parameterNames: signature.parameterClause.parameters.map(\.internalName),
      returnType: signature.returnClause?.type.trimmedDescription ?? "Void",
      effects: signature.effectSpecifiers?.trimmedDescription ?? "",
      isStatic: function.modifiers.hasAny(["static", "class"]))
  }
}

extension DeclSyntax {
  /// Whether it is a method or property that overrides its superclass's.
  var isOverride: Bool {
    if let function = self.as(FunctionDeclSyntax.self) {
      return function.modifiers.hasAny(["override"])
    }
    if let variable = self.as(VariableDeclSyntax.self) {
      return variable.modifiers.hasAny(["override"])
    }
    return false
  }
}

extension FunctionDeclSyntax {
  /// Whether target–action can name it: `@objc` or `@IBAction`.
  var answersSelectors: Bool {
    attributes.named("objc") != nil || attributes.named("IBAction") != nil
  }

  /// Whether a scene's `perform:` step may call it by name: an instance method without
  /// parameters, generic parameters, `async` or `throws`, visible to its class's body (not
  /// private, not in a constrained extension or an `#if` block that Linux may leave out).
  var isPerformable: Bool {
    guard signature.parameterClause.parameters.isEmpty, genericParameterClause == nil,
      signature.effectSpecifiers == nil,
      !modifiers.hasAny(["private", "fileprivate", "static", "class"])
    else { return false }
    var current = parent
    while let node = current {
      if node.is(IfConfigClauseSyntax.self) { return false }
      if let ext = node.as(ExtensionDeclSyntax.self) { return ext.genericWhereClause == nil }
      current = node.parent
    }
    return true
  }
}

/// `text` with each line break and the indentation after it made one space (comments dropped).
func oneLine(_ text: String) -> String {
  text.split(whereSeparator: \.isNewline).map { line in
    let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
    return code.trimmingCharacters(in: .whitespaces)
  }.joined(separator: " ")
}

extension InitializerDeclSyntax {
  /// Whether `Type()` calls it: not failable, and every parameter has a default.
  var callableWithoutArguments: Bool {
    optionalMark == nil
      && signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
  }
}

extension FunctionDeclSyntax {
  /// Its base name and argument labels.
  var methodSignature: MethodSignature {
    MethodSignature(
      baseName: name.text,
      labels: signature.parameterClause.parameters.map { $0.firstName.text })
  }
}

extension FunctionParameterSyntax {
  /// The name the body uses for it.
  var internalName: String { (secondName ?? firstName).text }
}

extension DeclModifierListSyntax {
  /// Whether any modifier is one of `names`.
  func hasAny(_ names: Set<String>) -> Bool { contains { names.contains($0.name.text) } }

  /// The first modifier that is one of `names`, as written.
  func first(_ names: Set<String>) -> String? {
    first { names.contains($0.name.text) }?.name.text
  }
}

extension AttributeListSyntax {
  /// The attribute `@name`, if present.
  func named(_ name: String) -> AttributeSyntax? {
    for element in self {
      if case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == name
      {
        return attribute
      }
    }
    return nil
  }
}
