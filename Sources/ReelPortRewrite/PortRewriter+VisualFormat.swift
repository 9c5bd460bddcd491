// SPDX-License-Identifier: MIT
import SwiftSyntax

/// The names of dictionaries passed as the views of a visual-format call
/// (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
final class VisualFormatViews: SyntaxVisitor {
  private(set) var names: Set<String> = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let labels = node.arguments.map { $0.label?.text }
    guard labels.first == "withVisualFormat",
      let views = node.arguments.first(where: { $0.label?.text == "views" }),
      let name = views.expression.as(DeclReferenceExprSyntax.self)
    else { return .visitChildren }
    names.insert(name.baseName.text)
    return .visitChildren
  }
}

extension PortRewriter {
  /// `let views = ["cv": collectionView, "bar": searchBar]` later given to a visual-format call:
  /// `let views: [String: Any] = …`. On iOS the values' common class is `UIView`; Reel's
  /// collection view is not a view (it lays out on any thread), so Swift finds no common type.
  func annotateVisualFormatViews(_ node: PatternBindingSyntax) {
    guard node.typeAnnotation == nil,
      let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      visualFormatViews.contains(name),
      node.initializer?.value.is(DictionaryExprSyntax.self) == true
    else { return }
    edits.insert(": [String: Any]", at: node.pattern.endPositionBeforeTrailingTrivia.utf8Offset)
  }
}
