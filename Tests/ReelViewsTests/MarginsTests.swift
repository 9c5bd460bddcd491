// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelViews

/// Layout margins, directional margins, the safe area and the readable content guide.
@MainActor
@Suite struct MarginsTests {
  @Test func directionalMarginsFollowTheReadingDirection() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 2, trailing: 30)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 20, bottom: 2, right: 30))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 30, bottom: 2, right: 20))
    #expect(view.directionalLayoutMargins.leading == 20)
    view.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 6)
    #expect(view.directionalLayoutMargins.leading == 6)
  }

  @Test func theSafeAreaReachesTheViewsItCoversAndPushesTheirMargins() {
    // A phone's screen: 59 points of status bar and Dynamic Island, 34 of home indicator.
    let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.rootSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    let middle = View(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
    screen.addSubview(header)
    screen.addSubview(middle)
    #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(header.layoutMargins == EdgeInsets(top: 67, left: 8, bottom: 8, right: 8))
    header.insetsLayoutMarginsFromSafeArea = false
    #expect(header.layoutMargins == EdgeInsets(all: 8))
    let guide = screen.safeAreaLayoutGuide
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    screen.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 59, width: 390, height: 751))
    #expect(content.frame == CGRect(x: 0, y: 59, width: 390, height: 751))
  }

  @Test func preservingTheSuperviewsMarginsGrowsAViewsOwn() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    parent.layoutMargins = EdgeInsets(all: 20)
    let child = View(frame: CGRect(x: 5, y: 50, width: 190, height: 50))
    parent.addSubview(child)
    #expect(child.layoutMargins == EdgeInsets(all: 8))
    child.preservesSuperviewLayoutMargins = true
    // Content inside the child's margins stays inside the parent's: 20 − 5 on each side, 20 at
    // the bottom edge they share, the top unchanged (the child starts below the parent's).
    #expect(child.layoutMargins == EdgeInsets(top: 8, left: 15, bottom: 20, right: 15))
  }

  @Test func theReadableContentGuideIsCentredAndNoWiderThan672Points() {
    // iPad Air 2 landscape: margins 20, readable guide 672 wide, 176 from each edge.
    let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    root.layoutMargins = EdgeInsets(all: 20)
    let text = View()
    text.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(text)
    let readable = root.readableContentGuide
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      text.topAnchor.constraint(equalTo: readable.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 176, y: 20, width: 672, height: 100))
    // Narrower than 672 between the margins: as wide as the margins.
    root.frame.size.width = 390
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 20, y: 20, width: 350, height: 100))
  }
}

/// `transform` against `frame`, `bounds` and `center`.
@MainActor
@Suite struct TransformTests {
  @Test func aTransformChangesTheFrameNotTheBoundsOrCentreAndSurvivesLayout() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = Transform2D(scaleX: 2, y: 0.5)
    #expect(view.frame == CGRect(x: -40, y: 32.5, width: 200, height: 25))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    view.transform = Transform2D(rotationAngle: .pi / 2)
    #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
    // Auto Layout places the centre and bounds; the transform stays.
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    child.transform = Transform2D(scaleX: 2, y: 2)
    parent.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 100),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
      child.widthAnchor.constraint(equalToConstant: 40),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    parent.layoutIfNeeded()
    #expect(child.bounds.size == CGSize(width: 40, height: 20))
    #expect(child.center == CGPoint(x: 120, y: 110))
    #expect(child.frame == CGRect(x: 80, y: 90, width: 80, height: 40))
  }
}
