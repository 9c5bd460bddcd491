// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelViews

/// Stack views on the layout engine, against frames solved by hand.
@MainActor
@Suite struct StackViewTests {
  func stack(
    _ axis: NSLayoutConstraint.Axis, _ sizes: [(CGFloat, CGFloat)], frame: CGRect
  ) -> (StackView, [SizedView]) {
    let views = sizes.map { SizedView($0.0, $0.1) }
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.frame = frame
    return (stack, views)
  }

  @Test func fillStretchesTheViewThatHugsLeast() {
    let (stack, v) = stack(
      .horizontal, [(50, 20), (60, 30), (40, 10)], frame: .init(x: 0, y: 0, width: 300, height: 44))
    stack.spacing = 8
    v[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    stack.layoutIfNeeded()
    #expect(
      v.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 44), CGRect(x: 58, y: 0, width: 194, height: 44),
        CGRect(x: 260, y: 0, width: 40, height: 44),
      ])
    #expect(
      stack.subviews.count == 3 && v.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
  }

  /// Views that hug equally: the first stretches, as Apple documents `fill` resolving what
  /// priorities leave open "by index in `arrangedSubviews`" (SPEC-VIEWS 4.7).
  @Test func fillStretchesTheFirstOfViewsThatHugEqually() {
    let (stack, v) = stack(
      .horizontal, [(50, 20), (60, 30), (40, 10)], frame: .init(x: 0, y: 0, width: 300, height: 44))
    stack.spacing = 8
    stack.layoutIfNeeded()
    #expect(v.map(\.frame.minX) == [0, 192, 260])
    #expect(v.map(\.frame.width) == [184, 60, 40])
    #expect(!stack.hasAmbiguousLayout)
  }

  /// Views that resist compression equally: the last gives way first.
  @Test func fillShrinksTheLastOfViewsThatResistEqually() {
    let (stack, v) = stack(
      .horizontal, [(150, 20), (150, 20), (100, 20)],
      frame: .init(x: 0, y: 0, width: 300, height: 44))
    stack.layoutIfNeeded()
    #expect(v.map(\.frame.width) == [150, 150, 0])
    v[2].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    stack.layoutIfNeeded()
    #expect(v.map(\.frame.width) == [150, 50, 100])
  }

  /// A constraint's priority is 1…1000 as UIKit clamps it; the stack's own constraints (a
  /// scene's content scales them below 1) keep theirs.
  @Test func prioritiesAreClampedButNotTheStacksOwn() {
    let view = View(frame: .zero)
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.priority = LayoutPriority(0.25)
    #expect(constraint.priority.rawValue == 1)
    constraint.priority = LayoutPriority(2000)
    #expect(constraint.priority == .required)
    let (stack, _) = stack(
      .horizontal, [(50, 20)], frame: .init(x: 0, y: 0, width: 100, height: 44))
    stack.alignment = .center
    stack.systemPriorityScale = (0.001, 0.001)
    let fit = stack.arrangement().constraints.first { $0.identifier == "UISV-spanning-fit" }
    #expect(fit.map { abs($0.priority.rawValue - 0.049) < 1e-6 } == true)
  }

  /// Right to left, a horizontal stack runs from the right edge, its spacing leftward.
  @Test func aHorizontalStackRightToLeft() {
    let (stack, v) = stack(
      .horizontal, [(50, 20), (60, 30), (40, 10)], frame: .init(x: 0, y: 0, width: 300, height: 44))
    stack.spacing = 8
    stack.distribution = .equalSpacing
    stack.semanticContentAttribute = .forceRightToLeft
    stack.layoutIfNeeded()
    // 300 − 150 of views = 150 of gaps, 75 each, from the right.
    #expect(v.map(\.frame.minX) == [250, 115, 0])
  }

  @Test func aCentredColumnIsAsWideAsItsWidestView() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let (stack, v) = stack(.vertical, [(100, 20), (60, 30)], frame: .zero)
    stack.alignment = .center
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 100, height: 60))
    #expect(v[0].frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(v[1].frame == CGRect(x: 20, y: 30, width: 60, height: 30))
  }

  @Test func fillEquallyAndAHiddenViewThatTakesNoRoom() {
    let (stack, v) = stack(
      .horizontal, [(10, 10), (10, 10), (10, 10)], frame: .init(x: 0, y: 0, width: 200, height: 40))
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.layoutIfNeeded()
    #expect(v.map(\.frame.minX) == [0, 70, 140])
    #expect(v.map(\.frame.width) == [60, 60, 60])
    v[1].isHidden = true
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    #expect(v[0].frame == CGRect(x: 0, y: 0, width: 95, height: 40))
    #expect(v[2].frame == CGRect(x: 105, y: 0, width: 95, height: 40))
    #expect(v[1].frame.width == 0)
  }

  @Test func equalSpacingShareTheRoomBetweenViewsOfTheirOwnSize() {
    let (stack, v) = stack(
      .horizontal, [(50, 20), (60, 20), (40, 20)], frame: .init(x: 0, y: 0, width: 300, height: 20))
    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    #expect(v.map(\.frame.minX) == [0, 125, 260])
    #expect(v.map(\.frame.width) == [50, 60, 40])
  }

  @Test func marginsCustomSpacingAndTrailingAlignment() {
    let (stack, v) = stack(
      .horizontal, [(50, 20), (60, 30)], frame: .init(x: 0, y: 0, width: 150, height: 50))
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    stack.alignment = .bottom
    stack.spacing = 4
    stack.setCustomSpacing(20, after: v[0])
    v[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    #expect(stack.customSpacing(after: v[0]) == 20)
    #expect(stack.customSpacing(after: v[1]) == StackView.spacingUseDefault)
    stack.layoutIfNeeded()
    // 150 − 10 − 10 − 50 − 20 = 60 for the second view; bottoms on the bottom margin (45).
    #expect(v[0].frame == CGRect(x: 10, y: 25, width: 50, height: 20))
    #expect(v[1].frame == CGRect(x: 80, y: 15, width: 60, height: 30))
  }
}

/// A view with text's baselines.
@MainActor
final class TextLikeView: View {
  let size: CGSize
  let baseline: CGFloat
  init(_ width: CGFloat, _ height: CGFloat, baseline: CGFloat) {
    size = CGSize(width: width, height: height)
    self.baseline = baseline
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { size }
  override var baselineOffsets: (first: CGFloat, last: CGFloat)? { (baseline, baseline) }
  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct BaselineTests {
  @Test func aRowAlignsItsViewsFirstBaselines() {
    let big = TextLikeView(50, 30, baseline: 24)
    let small = TextLikeView(40, 20, baseline: 14)
    let plain = SizedView(20, 10)
    let row = StackView(arrangedSubviews: [big, small, plain])
    row.alignment = .firstBaseline
    row.spacing = 5
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    row.layoutIfNeeded()
    #expect(big.frame.minY == 0)
    #expect(small.frame.minY == 10)
    // A view without text: its baseline is its bottom edge.
    #expect(plain.frame.maxY == 24)
  }

  @Test func containersNameTheViewWhoseBaselineTheyHave() {
    let first = TextLikeView(50, 20, baseline: 15)
    let second = TextLikeView(50, 20, baseline: 15)
    let column = StackView(arrangedSubviews: [first, second])
    column.axis = .vertical
    column.spacing = 4
    #expect(column.forFirstBaselineLayout === first)
    #expect(column.forLastBaselineLayout === second)
    let screen = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = TextLikeView(60, 20, baseline: 15)
    column.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(column)
    screen.addSubview(label)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
      column.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
      label.leadingAnchor.constraint(equalTo: column.trailingAnchor, constant: 8),
      label.lastBaselineAnchor.constraint(equalTo: column.lastBaselineAnchor),
    ])
    screen.layoutIfNeeded()
    // The column's last baseline is its second view's: 10 + 20 + 4 + 15.
    #expect(label.frame == CGRect(x: 58, y: 34, width: 60, height: 20))
  }

  /// A 100 × 40 view whose text has its first baseline 14 points down and its last 30.
  final class TwoLineView: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 40) }
    override var baselineOffsets: (first: CGFloat, last: CGFloat)? { (14, 30) }
  }

  /// Baseline-relative: 10 points from one view's last baseline to the next one's first
  /// (30 + 10 = 14 + 26: the second view's top at 26, overlapping the first's bottom); a
  /// horizontal stack is unaffected.
  @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
    let a = TwoLineView()
    let b = TwoLineView()
    let column = StackView(arrangedSubviews: [a, b])
    column.axis = .vertical
    column.spacing = 10
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    column.distribution = .equalSpacing
    column.layoutIfNeeded()
    #expect(b.frame.minY == 160, "equal spacing pins the last view to the bottom: \(b.frame)")
    let tight = StackView(arrangedSubviews: [TwoLineView(), TwoLineView()])
    tight.axis = .vertical
    tight.spacing = 10
    tight.isBaselineRelativeArrangement = true
    tight.translatesAutoresizingMaskIntoConstraints = false
    let fitted = tight.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(fitted.height == 66, "26 + 40: \(fitted)")
    tight.frame = CGRect(origin: .zero, size: fitted)
    tight.layoutIfNeeded()
    #expect(tight.arrangedSubviews[1].frame.minY == 26)
    let row = StackView(arrangedSubviews: [TwoLineView(), TwoLineView()])
    row.spacing = 10
    row.isBaselineRelativeArrangement = true
    row.frame = CGRect(x: 0, y: 0, width: 210, height: 40)
    row.layoutIfNeeded()
    #expect(row.arrangedSubviews[1].frame.minX == 110)
  }
}
