// SPDX-License-Identifier: MIT
import SwiftSyntax

/// Rewrites what Linux cannot compile in one iOS file, knowing the whole set of files (`index`):
/// UIKit's imports become `ReelUIKit`; Objective-C and Interface Builder attributes go;
/// `@objc optional` requirements become requirements with a default and their `?(` calls plain
/// calls; `#selector(…)` becomes `Selector("…")` and classes with `@objc` methods answer it
/// (`SelectorPerforming`); a visual-format call's views dictionary gets its type. Every other
/// byte stays as written, and lines keep their numbers.
final class PortRewriter: SyntaxVisitor {
  /// Modules Reel stands in for.
  static let replacedModules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "Dispatch",
  ]
  /// Attributes Linux has no meaning for (no Objective-C runtime, no Interface Builder, and the
  /// package's `main.swift` is the entry point).
  static let droppedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "IBAction",
    "IBInspectable", "IBDesignable", "IBSegueAction", "UIApplicationMain", "main",
    "GKInspectable",
  ]

  let index: PortIndex
  var edits = TextEdits()
  /// What goes at the end of the file: optional requirements' defaults, conformances.
  private(set) var appendix: [String] = []
  /// Enclosing type names (classes, structs, enums, extensions' extended types).
  var scopes: [String] = []
  /// Methods of each optional requirement's conformers that already got a forwarder.
  var forwarded: Set<String> = []

  let file: String
  let converter: SourceLocationConverter
  /// Dictionaries the file passes as a visual-format call's views.
  let visualFormatViews: Set<String>

  init(index: PortIndex, file: String, tree: SourceFileSyntax) {
    self.index = index
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    visualFormatViews = VisualFormatViews(tree).names
    super.init(viewMode: .sourceAccurate)
  }

  /// The file's text after every rewrite.
  func rewritten(_ source: String) -> String {
    let body = edits.applied(to: source)
    guard !appendix.isEmpty else { return body }
    let separator = body.hasSuffix("\n") ? "" : "\n"
    // What Reel adds names ReelUIKit's types (`Selector`, `SelectorPerforming`): a file that
    // imported nothing (its module's other files did) imports it there.
    let imports = importsReelUIKit ? "" : "import ReelUIKit\n"
    // What Reel adds is not in the original file: errors in it name the rewritten one.
    return body + separator + "#sourceLocation()\n" + imports + appendix.joined(separator: "\n")
      + "\n"
  }

  /// Whether the file imports a module Reel stands in for (so, after the rewrite, ReelUIKit).
  private(set) var importsReelUIKit = false

  func append(_ text: String) { appendix.append(text) }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text, Self.replacedModules.contains(module) {
      edits.replace(node, with: "import ReelUIKit")
      importsReelUIKit = true
    }
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.droppedAttributes.contains(node.attributeName.trimmedDescription) {
      edits.remove(node)
    }
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.attributes.named("objc") != nil { requireClassBound(node) }
    guard let proto = index.protocols[node.name.text] else { return .visitChildren }
    let access = proto.access.isEmpty ? "" : proto.access + " "
    for member in node.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        let requirement = proto.optionalRequirements.first(where: {
          $0.signature == function.methodSignature
        })
      else { continue }
      edits.replace(function, with: requirement.portedDeclaration(access: ""))
      append(
        "extension \(proto.name) { \(requirement.portedDeclaration(access: access)) { nil } }")
    }
    return .visitChildren
  }

  /// An `@objc` protocol is class-bound on iOS (`weak var delegate: P?` relies on it); without
  /// `@objc` it has to say so. `NSObjectProtocol` becomes `AnyObject`: Reel's views and
  /// controllers are not `NSObject`s.
  private func requireClassBound(_ node: ProtocolDeclSyntax) {
    let types = node.inheritanceClause?.inheritedTypes ?? []
    for inherited in types where inherited.type.trimmedDescription == "NSObjectProtocol" {
      edits.replace(inherited.type, with: "AnyObject")
      return
    }
    let inherited = types.map { $0.type.trimmedDescription }
    guard !inherited.contains(where: ["AnyObject", "class"].contains) else { return }
    if let last = node.inheritanceClause?.inheritedTypes.last {
      edits.insert(", AnyObject", at: last.endPositionBeforeTrailingTrivia.utf8Offset)
    } else {
      edits.insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.name.text)
    addSelectorTable(to: node)
    addMovedOverrides(to: node)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.name.text)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(node.extendedType.trimmedDescription)
    removeMovedOverrides(from: node)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    rewriteMethod(node)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteOptionalCall(node)
    rewriteMetatypeInit(node)
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    annotateVisualFormatViews(node)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    rewriteSelector(node) ? .skipChildren : .visitChildren
  }
}

extension OptionalRequirement {
  /// The requirement as the rewritten protocol declares it, without a body:
  /// `func reelOptional_f(…) -> (R)?`.
  func portedDeclaration(access: String) -> String {
    let effectsText = effects.isEmpty ? "" : " " + effects
    return access + (isStatic ? "static " : "") + "func " + portedBaseName + parameterClause
      + effectsText + " -> (" + returnType + ")?"
  }
}
