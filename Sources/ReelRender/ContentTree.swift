// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// A scene's content (`ContentView` descriptions) laid out by Auto Layout, as UIKit lays out a
/// cell's content view — on any thread, straight into the constraint solver with the rules
/// `ReelViews` lays its views out by (`StackArrangement`, `LayoutBox`, `LabelMetrics`): each
/// top-level view pinned to the element's edges, labels sized by their text, stacks arranged as
/// `UIStackView` arranges, images, symbols and plain views of their own size. The scene format's
/// rules are constraints: a view's *own size* is its content's or its fixed `width`/`height`
/// (a stack's, its arranged views end to end — UIKit's stacks have none); along its stack's axis
/// it hugs and resists at its own priorities and a fixed size is required; across a stack that
/// does not fill it, the same within the stack; where it is *filled* (across a `fill` stack,
/// inside a plain view or the element, whose edges it is pinned to) its size neither pushes nor
/// pulls. Content is laid out from the outside in: each level's priorities are a thousandth of
/// its container's, so what a view holds never pushes it.
package struct ContentTree {
  /// The element's box and its top-level views.
  let solver: LayoutSolver
  private let container: LayoutBox
  private let nodes: [ContentNode]
  let rightToLeft: Bool

  /// `views`, each filling an element of `size` points, laid out leading to trailing in
  /// `direction`, their text measured by `measurer` in whole pixels of `scale` pixels a point.
  /// Hidden views are left out; sizes that are negative or not finite lay out nothing.
  package static func layout(
    _ views: [ContentView], size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
    scale: CGFloat = 1, measurer: any TextMeasuring
  ) -> [PlacedView] {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0
    else { return [] }
    let (tree, nodes) = solved(views, .size(size), direction, scale, measurer)
    let origin = tree.container.rect(in: tree.solver).origin
    return nodes.map { tree.placed($0, in: origin) }
  }

  /// The size an element fits `views` in, as `systemLayoutSizeFitting` fits a cell whose
  /// content is pinned to its edges: its height as small as the content allows, its width
  /// `width` when `keepsWidth`, else as small as the content allows up to `width` (points,
  /// finite and ≥ 0, else zero). Zero on an axis where nothing has a size.
  package static func fittingSize(
    _ views: [ContentView], width: CGFloat, keepsWidth: Bool,
    direction: UserInterfaceLayoutDirection = .leftToRight, scale: CGFloat = 1,
    measurer: any TextMeasuring
  ) -> CGSize {
    guard width.isFinite, width >= 0 else { return .zero }
    let (tree, _) = solved(
      views, .fitting(width: width, keepsWidth: keepsWidth), direction, scale, measurer)
    return tree.container.rect(in: tree.solver).size
  }

  /// How the element's box is held: at a size, or fitted to its content.
  enum Frame {
    case size(CGSize)
    case fitting(width: CGFloat, keepsWidth: Bool)

    var isFitting: Bool {
      if case .fitting = self { return true }
      return false
    }
  }

  /// The tree of `views` solved in `frame`.
  private static func solved(
    _ views: [ContentView], _ frame: Frame, _ direction: UserInterfaceLayoutDirection,
    _ scale: CGFloat, _ measurer: any TextMeasuring
  ) -> (ContentTree, [ContentNode]) {
    let nodes = views.filter { !$0.isHidden }.map {
      ContentNode(
        $0, along: nil, filled: true, fitted: frame.isFitting, depth: 0, scale: scale,
        measurer: measurer)
    }
    var tree = ContentTree(nodes, frame: frame, rightToLeft: direction == .rightToLeft)
    // Labels of several lines are measured again at the width they were given (UIKit's
    // automatic preferred width), at most three passes.
    for _ in 1..<3 {
      var changed = false
      for node in tree.all where node.isMultilineLabel {
        let width = node.box!.rect(in: tree.solver).width
        if node.measuringWidth != width {
          node.measuringWidth = width
          changed = true
        }
      }
      guard changed else { break }
      tree = ContentTree(nodes, frame: frame, rightToLeft: direction == .rightToLeft)
    }
    return (tree, nodes)
  }

  /// The nodes solved in the element's `frame`.
  private init(_ nodes: [ContentNode], frame: Frame, rightToLeft: Bool) {
    solver = LayoutSolver()
    container = LayoutBox(solver)
    self.nodes = nodes
    self.rightToLeft = rightToLeft
    for node in nodes { collect(node) }
    solver.pin(container.left, 0)
    solver.pin(container.top, 0)
    switch frame {
    case .size(let size):
      solver.pin(container.width, size.width)
      solver.pin(container.height, size.height)
    case .fitting(let width, let keepsWidth):
      if keepsWidth {
        solver.pin(container.width, width)
      } else {
        solver.relate(LinearExpression(container.width), .lessThanOrEqual, nil, constant: width)
        solver.pin(container.width, 0, priority: Self.fittingPriority)
      }
      solver.relate(LinearExpression(container.height), .greaterThanOrEqual, nil)
      solver.pin(container.height, 0, priority: Self.fittingPriority)
    }
    for node in nodes { pin(node, to: container) }
    for node in all {
      addContentSize(node)
      addOwnConstraints(node)
    }
    for node in all { arrange(node) }
  }

  /// Every node, each before its children.
  private var all: [ContentNode] {
    func walk(_ node: ContentNode) -> [ContentNode] { [node] + node.children.flatMap(walk) }
    return nodes.flatMap(walk)
  }

  /// A box for the node, its stack's gaps and its children, in that order.
  private func collect(_ node: ContentNode) {
    node.box = LayoutBox(solver)
    if let arrangement = node.arrange() {
      node.gapBoxes = (0..<arrangement.rules().gaps).map { _ in LayoutBox(solver) }
      let weights = arrangement.contentWeights()
      for (index, child) in node.children.enumerated() { child.weight = weights[index] }
    }
    for child in node.children { collect(child) }
  }

  /// The placed view of `node`, its frame in its parent's bounds (whose top left is `origin`).
  private func placed(_ node: ContentNode, in origin: CGPoint) -> PlacedView {
    let rect = node.box!.rect(in: solver)
    let children = node.children.filter { !$0.isHidden }.map { placed($0, in: rect.origin) }
    return PlacedView(
      view: node.description, frame: rect.offsetBy(dx: -origin.x, dy: -origin.y),
      subviews: children)
  }

  /// How hard a fitted axis is pulled to zero: `fittingSizeLevel` (50) below the deepest level
  /// of content, so every view's own size holds against it.
  static let fittingPriority = Float(50 * pow(0.001, Double(maximumLevels + 1)))

  /// The factor of the priorities at `depth` levels of content.
  static func levelScale(_ depth: Int) -> Float {
    Float(pow(0.001, Double(min(depth, maximumLevels))))
  }

  /// Levels of content whose priorities stay apart (Float's range); deeper levels share the
  /// last one's.
  static let maximumLevels = 12

  /// An image's or symbol's own size, points: the image's points, a symbol's size for its font.
  static func ownSize(_ description: ContentView) -> CGSize {
    switch description.kind {
    case .image:
      return description.style.image?.pointSize
        ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    case .fontSymbol:
      let em = description.style.textProperties.font.size * FontSymbolMetrics.emPerPoint
      return CGSize(width: em, height: em)
    case .symbol(let symbol):
      return symbol.size(pointSize: description.style.textProperties.font.size)
    case .slider:
      return CGSize(width: View.noIntrinsicMetric, height: SliderMetrics.height)
    default:
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
  }
}
