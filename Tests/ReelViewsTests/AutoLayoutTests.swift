// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelViews

/// A view whose content has a size, as a label's text has.
@MainActor
final class SizedView: View {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { size }
  required init?(coder: NSCoder) { nil }
}

/// Views placed by constraints, against frames solved by hand.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
  /// A 320 × 100 cell: a 40-point image 16 from the leading edge, centred vertically; a label
  /// 10 after it, centred on it, no closer than 16 to the trailing edge.
  func cell() -> (View, View, SizedView) {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let image = View()
    image.translatesAutoresizingMaskIntoConstraints = false
    let label = SizedView(100, 20)
    cell.addSubview(image)
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      image.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      image.widthAnchor.constraint(equalToConstant: 40),
      image.heightAnchor.constraint(equalTo: image.widthAnchor),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 10),
      label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
    ])
    return (cell, image, label)
  }

  @Test func aLabelTenPointsAfterAnImageAndCentredOnIt() {
    let (cell, image, label) = cell()
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 16, y: 30, width: 40, height: 40))
    #expect(label.frame == CGRect(x: 66, y: 40, width: 100, height: 20))
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
  }

  @Test func aTextTooLongIsCompressedByTheRequiredTrailingEdge() {
    let (cell, _, label) = cell()
    label.size.width = 400
    label.invalidateIntrinsicContentSize()
    cell.layoutIfNeeded()
    // 320 − 16 − 66 = 238: compression resistance (750) gives way to the required edge.
    #expect(label.frame == CGRect(x: 66, y: 40, width: 238, height: 20))
  }

  @Test func huggingDecidesWhichLabelStretches() {
    // Two labels fill a 300-point row; the one that hugs less takes the extra space.
    let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let (a, b) = (SizedView(50, 20), SizedView(60, 20))
    row.addSubview(a)
    row.addSubview(b)
    b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
      a.topAnchor.constraint(equalTo: row.topAnchor),
      b.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    row.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 232, height: 20))
    #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 20))
  }

  @Test func anImageAsHighAsTheCellIsWideAndMultipliers() {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 180, height: 400))
    let image = View()
    image.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(image)
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
      image.topAnchor.constraint(equalTo: cell.topAnchor),
      image.widthAnchor.constraint(equalTo: cell.widthAnchor, multiplier: 0.5),
      image.heightAnchor.constraint(equalTo: cell.widthAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 0, y: 0, width: 90, height: 180))
  }

  @Test func marginsAndRightToLeft() {
    let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    box.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
    let child = SizedView(50, 20)
    box.addSubview(child)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: box,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .topMargin,
        multiplier: 1, constant: 0),
    ])
    box.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 50, height: 20))
    box.semanticContentAttribute = .forceRightToLeft
    box.layoutIfNeeded()
    // Leading is the right edge: 200 − 30 − 50.
    #expect(child.frame == CGRect(x: 120, y: 10, width: 50, height: 20))
  }

  /// Right to left, leading and trailing constants run toward the trailing edge: the image
  /// sits 16 in from the right, the label 10 to its left, and "no closer than 16 to the
  /// trailing edge" keeps it 16 from the left (numbers of `cell()` mirrored).
  @Test func leadingAndTrailingConstantsAreMirroredRightToLeft() {
    let (cell, image, label) = cell()
    cell.semanticContentAttribute = .forceRightToLeft
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 264, y: 30, width: 40, height: 40))
    #expect(label.frame == CGRect(x: 154, y: 40, width: 100, height: 20))
    label.size.width = 400
    label.invalidateIntrinsicContentSize()
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 40, width: 238, height: 20))
  }

  /// A hierarchy hosted right to left (a window's traits, as a scene of a right-to-left
  /// language gives its cells) lays out right to left without a forced attribute.
  @Test func aRootHostedRightToLeftLaysOutRightToLeft() {
    let (cell, image, _) = cell()
    var traits = TraitCollection.standard
    traits.layoutDirection = .rightToLeft
    cell.hostTraitCollection = traits
    #expect(cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 264, y: 30, width: 40, height: 40))
    cell.semanticContentAttribute = .forceLeftToRight
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 16, y: 30, width: 40, height: 40))
  }

  @Test func fittingSizeOfACellsContent() {
    let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let label = SizedView(100, 20)
    content.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
    ])
    #expect(
      content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(
          width: 132, height: 36))
    let cell = content.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(cell == CGSize(width: 375, height: 36))
    // The view itself is not resized.
    #expect(content.frame.size == CGSize(width: 320, height: 44))
  }

  @Test func autoresizingMasksFollowTheSuperviewsSize() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let stretchy = View(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    stretchy.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    let centred = View(frame: CGRect(x: 75, y: 40, width: 50, height: 20))
    centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let pinned = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    for view in [stretchy, centred, pinned] { parent.addSubview(view) }
    parent.frame.size.width = 300
    // Left margin and width share the 100 points in proportion (10 : 50).
    #expect(abs(stretchy.frame.minX - (10 + 100.0 / 6)) < 1e-9)
    #expect(abs(stretchy.frame.width - (50 + 500.0 / 6)) < 1e-9)
    #expect(abs(stretchy.frame.maxX - 160) < 1e-9)
    #expect(centred.frame == CGRect(x: 125, y: 40, width: 50, height: 20))
    #expect(pinned.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    // The same rules as constraints when the superview is sized by Auto Layout.
    let grid = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    parent.translatesAutoresizingMaskIntoConstraints = false
    grid.addSubview(parent)
    NSLayoutConstraint.activate([
      parent.leadingAnchor.constraint(equalTo: grid.leadingAnchor),
      parent.topAnchor.constraint(equalTo: grid.topAnchor),
      parent.widthAnchor.constraint(equalToConstant: 200),
      parent.heightAnchor.constraint(equalToConstant: 100),
    ])
    grid.layoutIfNeeded()
    #expect(centred.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
    #expect(abs(stretchy.frame.maxX - 60) < 1e-9)
  }

  @Test func anUnsatisfiableConstraintIsBrokenAndReportedAsUIKitDoes() {
    var messages: [String] = []
    LayoutEngine.report = { messages.append($0) }
    defer { LayoutEngine.report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
    let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = SizedView(10, 10)
    box.addSubview(child)
    let wide = child.widthAnchor.constraint(equalToConstant: 50)
    let narrow = child.widthAnchor.constraint(equalToConstant: 30)
    NSLayoutConstraint.activate([
      wide, narrow, child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      child.topAnchor.constraint(equalTo: box.topAnchor),
    ])
    box.layoutIfNeeded()
    #expect(child.frame.width == 50)
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(message.contains("\"\(wide)\",\n    \"\(narrow)\"\n)"))
    #expect(message.contains("Will attempt to recover by breaking constraint \n\(narrow)\n"))
    #expect(narrow.isActive)
    #expect(narrow.description.hasSuffix(".width == 30   (active)>"))
  }

  @Test func deactivatingAndRemovingAViewTakesItsConstraintsAway() {
    let (cell, image, label) = cell()
    // A constraint is installed on its items' closest common ancestor: a size on the view.
    #expect(cell.constraints.count == 5)
    #expect(image.constraints.count == 2)
    label.removeFromSuperview()
    // The constraints on the cell that referred to the label are gone.
    #expect(cell.constraints.count == 2)
    let width = image.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }
    width?.isActive = false
    #expect(image.constraints.count == 1)
    image.widthAnchor.constraint(equalToConstant: 60).isActive = true
    cell.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 16, y: 20, width: 60, height: 60))
  }
}

/// A constraint of an infinite or NaN constant is described (in a conflict report) without
/// failing.
@MainActor
@Suite struct HostileConstraintTests {
  @Test func nonFiniteConstantsAreDescribed() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    for constant in [CGFloat.infinity, -.infinity, .nan, 1e300] {
      let c = view.widthAnchor.constraint(equalToConstant: constant)
      #expect(!c.description.isEmpty, "\(constant)")
    }
  }
}
