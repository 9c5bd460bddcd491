// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelViews

/// Layout guides and the margins guide, against frames solved by hand.
@MainActor
@Suite struct LayoutGuideTests {
  @Test func guidesSpaceViewsEquallyAndReportTheirFrames() {
    // Two 50-point views in a 300-point row with equal gaps before, between and after them:
    // 3 gaps of (300 − 100) / 3.
    let row = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let (a, b) = (SizedView(50, 40), SizedView(50, 40))
    row.addSubview(a)
    row.addSubview(b)
    let gaps = (0..<3).map { _ in LayoutGuide() }
    for gap in gaps { row.addLayoutGuide(gap) }
    NSLayoutConstraint.activate([
      gaps[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
      a.leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
      gaps[2].leadingAnchor.constraint(equalTo: b.trailingAnchor),
      gaps[2].trailingAnchor.constraint(equalTo: row.trailingAnchor),
      gaps[1].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      gaps[2].widthAnchor.constraint(equalTo: gaps[0].widthAnchor),
      a.topAnchor.constraint(equalTo: row.topAnchor),
      b.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    row.layoutIfNeeded()
    let gap = 200.0 / 3
    #expect(abs(a.frame.minX - gap) < 1e-9)
    #expect(abs(b.frame.minX - (2 * gap + 50)) < 1e-9)
    #expect(abs(gaps[2].layoutFrame.maxX - 300) < 1e-9)
    #expect(row.layoutGuides.count == 3)
    row.removeLayoutGuide(gaps[1])
    #expect(row.layoutGuides.count == 2)
    #expect(row.constraints.count == 7)
  }

  @Test func theMarginsGuideIsTheBoundsInsetByTheMargins() {
    let card = View(frame: CGRect(x: 10, y: 20, width: 200, height: 120))
    card.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    let margins = card.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    card.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 12, width: 168, height: 96))
    #expect(margins.layoutFrame == CGRect(x: 16, y: 12, width: 168, height: 96))
    #expect(margins.owningView === card)
    #expect(card.constraints.first?.description.contains("UILayoutGuide:") == true)
    #expect(
      card.constraints.first?.description.contains("'UIViewLayoutMarginsGuide'.leading") == true)
  }
}

/// `hasAmbiguousLayout`.
@MainActor
@Suite struct AmbiguityTests {
  @Test func aViewWithoutAHeightIsAmbiguousUntilItHasOne() {
    let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      child.topAnchor.constraint(equalTo: box.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
    ])
    #expect(child.hasAmbiguousLayout)
    #expect(!box.hasAmbiguousLayout)
    child.heightAnchor.constraint(equalToConstant: 20).isActive = true
    #expect(!child.hasAmbiguousLayout)
    // An intrinsic size settles the size, not a top that may be anywhere below the box's.
    let label = SizedView(40, 20)
    box.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      label.topAnchor.constraint(greaterThanOrEqualTo: box.topAnchor),
    ])
    #expect(label.hasAmbiguousLayout)
    label.topAnchor.constraint(equalTo: child.bottomAnchor).isActive = true
    #expect(!label.hasAmbiguousLayout)
  }
}
