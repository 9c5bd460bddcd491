// SPDX-License-Identifier: MIT
import SwiftSyntax

extension PortRewriter {
  /// Base names of UIKit's delegate and data-source methods, optional on iOS and with defaults in
  /// Reel: `delegate?.collectionView?(…)` calls them as plain methods.
  static let uikitOptionalPrefixes = [
    "collectionView", "tableView", "scrollView", "numberOfSections", "indexTitles",
    "sectionIndexTitles", "viewForZooming", "navigationController", "tabBarController",
    "searchBar", "textField", "textView", "updateSearchResults", "gestureRecognizer",
  ]

  /// `x?.f?(…)` of an optional requirement: `x?.reelOptional_f(…)`, or `x?.f(…)` for UIKit's.
  func rewriteOptionalCall(_ node: FunctionCallExprSyntax) {
    guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
      let member = chained.expression.as(MemberAccessExprSyntax.self)
    else { return }
    let name = member.declName.baseName
    let labels = node.arguments.map { $0.label?.text ?? "_" }
    let signature = MethodSignature(baseName: name.text, labels: labels)
    if let requirement = index.optionalRequirements[name.text]?.first(where: {
      $0.signature == signature
    }) {
      edits.replace(name, with: requirement.portedBaseName)
      edits.remove(chained.questionMark)
    } else if Self.uikitOptionalPrefixes.contains(where: { name.text.hasPrefix($0) }) {
      edits.remove(chained.questionMark)
    }
  }

  /// `viewController.init()` on a controller's metatype (a value named `…Controller`):
  /// `ViewControllerRegistry.shared.make(viewController)`. Swift constructs from a metatype
  /// only through a required initializer, and UIKit's controllers have none a subclass must
  /// repeat; the registry makes the class's registered controller.
  func rewriteMetatypeInit(_ node: FunctionCallExprSyntax) {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "init",
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      let first = base.baseName.text.first, first.isLowercase,
      base.baseName.text.lowercased().hasSuffix("controller")
    else { return }
    edits.replace(node, with: "ViewControllerRegistry.shared.make(\(base.baseName.text))")
  }

  /// `#selector(m)` → `Selector("m")`; whether `node` was one.
  func rewriteSelector(_ node: MacroExpansionExprSyntax) -> Bool {
    guard node.macroName.text == "selector", let argument = node.arguments.first else {
      return false
    }
    let prefix = argument.label.map { $0.text + ":" } ?? ""
    let name = Self.selectorName(argument.expression)
    edits.replace(node, with: "Selector(\"\(prefix)\(name)\")")
    return true
  }

  /// The method a `#selector` names, without its type: `addItem`, `toggle(_:)`.
  static func selectorName(_ expression: ExprSyntax) -> String {
    var reference: DeclReferenceExprSyntax?
    if let member = expression.as(MemberAccessExprSyntax.self) {
      reference = member.declName
    } else {
      reference = expression.as(DeclReferenceExprSyntax.self)
    }
    guard let reference else { return expression.trimmedDescription }
    guard let arguments = reference.argumentNames else { return reference.baseName.text }
    let labels = arguments.arguments.map { $0.name.text + ":" }.joined()
    return reference.baseName.text + "(" + labels + ")"
  }
}
