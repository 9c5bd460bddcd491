// SPDX-License-Identifier: MIT
import SwiftSyntax

extension PortRewriter {
  /// A method of a type: visible to the selector table when it answers selectors, and followed
  /// by forwarders for the optional requirements it implements.
  func rewriteMethod(_ node: FunctionDeclSyntax) {
    guard !scopes.isEmpty, !node.isProtocolRequirement else { return }
    if node.answersSelectors {
      // The selector table calls it from the class's body, perhaps in another file.
      for modifier in node.modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
        edits.remove(modifier)
      }
    }
    addForwarders(for: node)
  }

  /// After a method that implements an `@objc optional` requirement of a protocol its type
  /// conforms to: the requirement's rewritten form, calling it.
  private func addForwarders(for node: FunctionDeclSyntax) {
    let type = scopes.joined(separator: ".")
    let signature = node.methodSignature
    guard let candidates = index.optionalRequirements[signature.baseName] else { return }
    let conformances = index.conformances(of: type)
    for requirement in candidates
    where requirement.signature == signature && conformances.contains(requirement.protocolName) {
      let key = type + "." + requirement.portedBaseName + signature.fullName
      guard forwarded.insert(key).inserted else { continue }
      let inherited = index.ancestors(of: type).contains {
        index.conformances(of: $0).contains(requirement.protocolName)
      }
      let isPublic = node.modifiers.hasAny(["public", "open"])
      let modifiers =
        (isPublic ? "public " : "")
        + (inherited && node.modifiers.hasAny(["override"]) ? "override " : "")
      let forwarder =
        "; " + requirement.portedDeclaration(access: modifiers)
        + " { " + requirement.forwardingCall + " }"
      edits.insert(forwarder, at: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  /// Before a class's closing brace: `perform(_:with:)` for the `@objc` methods the class and
  /// its extensions declare and its methods without parameters (a scene's `perform:` step calls
  /// them), and (once per hierarchy) the `SelectorPerforming` conformance.
  func addSelectorTable(to node: ClassDeclSyntax) {
    let type = scopes.joined(separator: ".")
    guard let methods = index.selectorMethods[type], !methods.isEmpty else { return }
    let inherited = index.ancestors(of: type).contains {
      !(index.selectorMethods[$0] ?? []).isEmpty
    }
    var modifiers = index.classes[type]?.access ?? ""
    if !modifiers.isEmpty { modifiers += " " }
    if inherited { modifiers += "override " }
    let fallback = inherited ? "super.perform(selector, with: sender)" : "false"
    let cases = methods.map(\.switchCase).joined(separator: " ")
    let table =
      "; \(modifiers)func perform(_ selector: Selector, with sender: Any?) -> Bool "
      + "{ switch selector.name { \(cases) default: return \(fallback) } } "
    edits.insert(
      table, at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
    if !inherited { append("extension \(type): SelectorPerforming {}") }
  }
}

extension PortRewriter {
  /// Before a class's closing brace: the overrides its extensions declare, each counted as the
  /// line of its own file it came from.
  func addMovedOverrides(to node: ClassDeclSyntax) {
    let type = scopes.joined(separator: ".")
    guard let moved = index.extensionOverrides[type], !moved.isEmpty else { return }
    let brace = node.memberBlock.rightBrace
    let line = brace.startLocation(converter: converter, afterLeadingTrivia: true).line
    var text = "\n"
    for member in moved {
      let rewritten = PortRewrite.rewriteFragment(member.text, file: member.file, index: index)
      text += PortRewrite.sourceLocation(member.file, line: member.line) + rewritten + "\n"
    }
    text += PortRewrite.sourceLocation(file, line: line)
    edits.insert(text, at: brace.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// An extension of one of the files' classes loses its overrides (they move to the class).
  func removeMovedOverrides(from node: ExtensionDeclSyntax) {
    let type = node.extendedType.trimmedDescription
    guard index.classes[type] != nil else { return }
    for member in node.memberBlock.members where member.decl.isOverride {
      edits.replace(member.decl, with: "")
    }
  }
}

extension FunctionDeclSyntax {
  /// Whether it is a requirement in a protocol's body.
  var isProtocolRequirement: Bool {
    var current = parent
    while let node = current {
      if node.is(ProtocolDeclSyntax.self) { return true }
      if node.is(MemberBlockSyntax.self) { return node.parent?.is(ProtocolDeclSyntax.self) == true }
      current = node.parent
    }
    return false
  }
}

extension OptionalRequirement {
  /// The call of the conformer's own method with the requirement's parameters.
  var forwardingCall: String {
    let arguments = zip(signature.labels, parameterNames).map { label, name in
      label == "_" ? name : label + ": " + name
    }
    let prefix =
      (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
    return prefix + signature.baseName + "(" + arguments.joined(separator: ", ") + ")"
  }
}

extension SelectorMethod {
  /// The `case` that calls it with the sender cast to its parameter's type.
  var switchCase: String {
    let names = Set([signature.baseName, signature.fullName]).sorted()
    let pattern = names.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    guard let senderType, let label = signature.labels.first else {
      return "case \(pattern): _ = self.\(signature.baseName)(); return true;"
    }
    let argumentLabel = label == "_" ? "" : label + ": "
    let call = "self.\(signature.baseName)(\(argumentLabel)"
    switch senderType {
    case "Any?": return "case \(pattern): \(call)sender); return true;"
    case "Any": return "case \(pattern): \(call)sender as Any); return true;"
    default:
      if senderType.hasSuffix("?") || senderType.hasSuffix("!") {
        return "case \(pattern): \(call)sender as? \(senderType.dropLast())); return true;"
      }
      return "case \(pattern): if let sender = sender as? \(senderType) { \(call)sender) }; "
        + "return true;"
    }
  }
}
