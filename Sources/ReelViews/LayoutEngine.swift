// SPDX-License-Identifier: MIT
import Foundation

/// The constraints of a view hierarchy as a `LayoutSolver` system, solved: each view's left, top,
/// width and height in the coordinates of the root's superview. Made by `layoutIfNeeded()` (the
/// root's frame given, as a window gives it) and by `systemLayoutSizeFitting` (the root's size
/// pulled towards a target at the fitting priorities). Conflicts are reported as UIKit logs them.
@MainActor
final class LayoutEngine {
  /// The size a fitting pass aims at and how hard each axis pulls.
  struct Fitting {
    var size: CGSize
    var horizontal: LayoutPriority
    var vertical: LayoutPriority
  }

  /// Where warnings go (the console, as UIKit's `[LayoutConstraints]` log); tests replace it.
  static var report: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  let solver = LayoutSolver()
  private(set) var boxes: [ObjectIdentifier: LayoutBox] = [:]
  private(set) var views: [View] = []
  private(set) var guides: [LayoutGuide] = []
  /// The constraints stack views make at this layout.
  private var arranged: [NSLayoutConstraint] = []
  private var constraintIDs: [LayoutConstraintID: NSLayoutConstraint] = [:]
  /// How much more arranged views' content sizes weigh along their stack's axis.
  private var contentWeights:
    [ObjectIdentifier: (NSLayoutConstraint.Axis, StackArrangement.ContentWeight)] = [:]
  let root: View

  init(root: View, fitting: Fitting? = nil) {
    self.root = root
    collect(root)
    pinRoot(fitting)
    for view in views where view !== root {
      if view.translatesAutoresizingMaskIntoConstraints { addAutoresizing(view) }
    }
    for guide in guides where guide.followsView { addSystemGuide(guide) }
    for view in views {
      addContentSize(view)
      for constraint in view.constraints { add(constraint) }
    }
    for constraint in arranged { add(constraint) }
    reportConflicts()
  }

  /// The solved rectangle of `view` in the root's superview's coordinates.
  func rect(of view: View) -> CGRect {
    guard let box = boxes[ObjectIdentifier(view)] else { return view.untransformedFrame }
    return box.rect(in: solver)
  }

  /// Sets every view's frame (the root's too when it is placed by constraints) from the solution.
  func apply() {
    for view in views {
      if view === root, view.translatesAutoresizingMaskIntoConstraints { continue }
      var frame = rect(of: view)
      if let parent = view.superview, view !== root {
        let origin = rect(of: parent).origin
        frame.origin.x -= origin.x - parent.bounds.minX
        frame.origin.y -= origin.y - parent.bounds.minY
      }
      if view.untransformedFrame != frame { view.untransformedFrame = frame }
    }
    for guide in guides {
      guard let owner = guide.owningView, let box = boxes[ObjectIdentifier(guide)] else { continue }
      let origin = rect(of: owner).origin
      guide.layoutFrame = box.rect(in: solver).offsetBy(
        dx: owner.bounds.minX - origin.x, dy: owner.bounds.minY - origin.y)
    }
  }

  private func collect(_ view: View) {
    views.append(view)
    boxes[ObjectIdentifier(view)] = makeBox()
    for guide in view.guides + view.systemGuides {
      guides.append(guide)
      boxes[ObjectIdentifier(guide)] = makeBox()
    }
    if let stack = view as? StackView {
      let (constraints, gapGuides, weights) = stack.arrangement()
      arranged += constraints
      for (id, weight) in weights { contentWeights[id] = (stack.axis, weight) }
      for guide in gapGuides {
        guides.append(guide)
        boxes[ObjectIdentifier(guide)] = makeBox()
      }
    }
    for subview in view.subviews { collect(subview) }
  }

  private func makeBox() -> LayoutBox { LayoutBox(solver) }

  /// A guide UIKit keeps: the view's bounds inset by its margins or safe area, or the readable
  /// part of the margins.
  private func addSystemGuide(_ guide: LayoutGuide) {
    guard let view = guide.owningView, let g = boxes[ObjectIdentifier(guide)] else { return }
    let v = box(view)
    let insets = guide.kind == .safeArea ? view.safeAreaInsets : view.layoutMargins
    func equal(_ mine: LayoutVariable, _ its: LayoutVariable, _ constant: CGFloat) {
      relate([(mine, 1), (its, -1)], .equal, -constant)
    }
    equal(g.top, v.top, insets.top)
    equal(g.height, v.height, -insets.vertical)
    guard guide.kind == .readableContent else {
      equal(g.left, v.left, insets.left)
      equal(g.width, v.width, -insets.horizontal)
      return
    }
    // Centred in the margins, no wider than they are or than the readable width, as wide as
    // both allow.
    relate(
      [(g.left, 2), (g.width, 1), (v.left, -2), (v.width, -1)], .equal,
      -(insets.left - insets.right))
    relate([(g.width, 1), (v.width, -1)], .lessThanOrEqual, insets.horizontal)
    relate([(g.width, 1)], .lessThanOrEqual, -View.readableWidth)
    relate([(g.width, 1), (v.width, -1)], .equal, insets.horizontal, priority: 999)
  }

  /// `Σ terms + constant relation 0`, UIKit's own.
  private func relate(
    _ terms: [(LayoutVariable, Double)], _ relation: LayoutRelation, _ constant: CGFloat,
    priority: Float = 1000
  ) {
    solver.add(
      LayoutEquation(
        LinearExpression(terms, constant: Double(constant)), relation, priority: priority,
        isSystem: true))
  }

  func box(_ view: View) -> LayoutBox { boxes[ObjectIdentifier(view)]! }

  /// `variable == value` at `priority`, UIKit's own.
  func pin(_ variable: LayoutVariable, _ value: CGFloat, _ priority: LayoutPriority = .required) {
    solver.pin(variable, value, priority: priority.rawValue)
  }

  private func pinRoot(_ fitting: Fitting?) {
    let box = box(root)
    pin(box.left, root.untransformedFrame.minX)
    pin(box.top, root.untransformedFrame.minY)
    if let fitting {
      pin(box.width, fitting.size.width, fitting.horizontal)
      pin(box.height, fitting.size.height, fitting.vertical)
    } else {
      pin(box.width, root.untransformedFrame.width)
      pin(box.height, root.untransformedFrame.height)
    }
  }

  /// The intrinsic size as UIKit's content-size constraints: no larger at the hugging priority,
  /// no smaller at the compression resistance (SPEC-VIEWS 3.12).
  private func addContentSize(_ view: View) {
    let size = view.intrinsicContentSize
    let box = box(view)
    let axes: [(LayoutVariable, CGFloat, NSLayoutConstraint.Axis)] = [
      (box.width, size.width, .horizontal), (box.height, size.height, .vertical),
    ]
    let weighed = contentWeights[ObjectIdentifier(view)]
    for (variable, value, axis) in axes where value != View.noIntrinsicMetric {
      let weight = weighed?.0 == axis ? weighed?.1 : nil
      solver.addContentSize(
        variable, value,
        hugging: weighted(view.contentHuggingPriority(for: axis), weight?.hugging),
        resistance: weighted(
          view.contentCompressionResistancePriority(for: axis), weight?.resistance))
    }
  }

  /// `priority` times `weight` when it is optional (a required one stays required).
  private func weighted(_ priority: LayoutPriority, _ weight: Float?) -> Float {
    guard let weight, priority.rawValue < 1000 else { return priority.rawValue }
    return priority.rawValue * weight
  }

  private func add(_ constraint: NSLayoutConstraint) {
    guard let first = expression(constraint.firstItem, constraint.firstAttribute) else { return }
    var second: LinearExpression?
    if constraint.secondItem != nil {
      guard let other = expression(constraint.secondItem, constraint.secondAttribute) else {
        return
      }
      second = other
    }
    let id = solver.relate(
      first, constraint.relation, second, multiplier: constraint.multiplier,
      constant: constraint.constant, mirrored: Self.isMirrored(constraint),
      priority: constraint.priority.rawValue, isSystem: constraint.isSystem)
    constraintIDs[id] = constraint
  }

  /// Whether `constraint` relates leading or trailing edges in a right-to-left view, so it
  /// reads along the reversed x axis.
  static func isMirrored(_ constraint: NSLayoutConstraint) -> Bool {
    guard
      LayoutBox.isDirectional(constraint.firstAttribute)
        || LayoutBox.isDirectional(constraint.secondAttribute),
      let owner = LayoutItem.owningView(constraint.firstItem as AnyObject)
    else { return false }
    return owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  private func reportConflicts() {
    for conflict in solver.conflicts {
      guard let broken = constraintIDs[conflict.broken] else { continue }
      let members = conflict.mutuallyExclusive.compactMap { constraintIDs[$0] }
      Self.report(ConflictReport.text(members: members, broken: broken))
    }
  }
}
