// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout

func makeFlow(
  width: CGFloat = 390, height: CGFloat = 844, counts: [Int] = [8], scale: CGFloat = 2,
  delegate: CollectionViewDelegate? = nil, configure: (FlowLayout) -> Void = { _ in }
) -> (CollectionView, FlowLayout) {
  let layout = FlowLayout()
  configure(layout)
  let cv = CollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout,
    itemCounts: counts, scale: scale)
  cv.delegate = delegate
  cv.layoutIfNeeded()
  return (cv, layout)
}

func basicFlow(_ layout: FlowLayout) {
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.minimumInteritemSpacing = 10
  layout.minimumLineSpacing = 10
  layout.sectionInset = EdgeInsets(all: 10)
}

final class SizeDelegate: CollectionViewDelegateFlowLayout {
  let sizes: [CGSize]
  init(_ sizes: [CGSize]) { self.sizes = sizes }
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item]
  }
}

@Suite struct FlowLayoutTests {
  @Test func flowBasicJustifiesFullLinesAndGridAlignsTheLast() {
    let (_, layout) = makeFlow(configure: basicFlow)
    let frames = (0..<8).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    // L = 370, three 100-pt items per line, justified gap (370 − 300)/2 = 35.
    #expect(frames.map(\.minX) == [10, 145, 280, 10, 145, 280, 10, 145])
    #expect(frames.map(\.minY) == [10, 10, 10, 120, 120, 120, 230, 230])
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 340))
  }

  @Test func nonUniformLastLineIsLeadingAlignedWithTheMinimumSpacing() {
    let sizes = [
      CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
      CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
      CGSize(width: 120, height: 80),
    ]
    let delegate = SizeDelegate(sizes)
    let (cv, layout) = makeFlow(counts: [5], delegate: delegate, configure: basicFlow)
    defer { withExtendedLifetime((cv, delegate)) {} }
    let frames = (0..<5).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    #expect(frames[3].minX == 10)
    #expect(frames[4].minX == 120)  // 10 + 100 + exactly 10
    // Cross axis: the 50-pt item is centred in the 80-pt line.
    #expect(frames[3].minY == 85, "\(frames[3].minY - 85)")
    #expect(frames[4].minY == 70)
  }

  @Test func aLoneItemOnANonLastLineIsCentred() {
    let sizes = [
      CGSize(width: 300, height: 40), CGSize(width: 300, height: 40), CGSize(width: 50, height: 40),
    ]
    let delegate = SizeDelegate(sizes)
    let (cv, layout) = makeFlow(counts: [3], delegate: delegate, configure: basicFlow)
    defer { withExtendedLifetime((cv, delegate)) {} }
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    let expected: CGFloat = 10 + (370 - 300) / 2
    #expect(first.minX == expected, "\(first.minX - expected)")
  }

  @Test func aSingleUniformItemSitsInColumnZero() {
    let (_, layout) = makeFlow(counts: [1], configure: basicFlow)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX == 10)
  }

  @Test func headersAndFootersSpanTheWidthWithZIndex10() {
    let (cv, layout) = makeFlow(counts: [3, 2]) {
      basicFlow($0)
      $0.headerReferenceSize = CGSize(width: 1, height: 40)
      $0.footerReferenceSize = CGSize(width: 1, height: 20)
    }
    let header1 = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))!
    // Section 0: header 40 + inset 10 + line 100 + inset 10 + footer 20 = 180.
    #expect(header1.frame == CGRect(x: 0, y: 180, width: 390, height: 40))
    #expect(header1.zIndex == 10)
    let all = cv.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 1000))
    #expect(
      all.map(\.representedElementCategory) == [.cell, .cell, .cell, .cell, .cell]
        + Array(repeating: .supplementaryView, count: 4))
    #expect(layout.collectionViewContentSize.height == 360)
  }

  @Test func horizontalLayoutFillsColumnsTopToBottom() {
    let (_, layout) = makeFlow(width: 390, height: 240, counts: [5]) {
      basicFlow($0)
      $0.scrollDirection = .horizontal
    }
    let frames = (0..<5).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    // Column length 220: two items of 100 with gap (220 − 200)/1 = 20.
    #expect(frames.map(\.minY) == [10, 130, 10, 130, 10])
    #expect(frames.map(\.minX) == [10, 10, 120, 120, 230])
    #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 240))
  }

  @Test func originsSnapToThePixelGrid() {
    let (_, layout) = makeFlow(width: 391, counts: [3], scale: 2) {
      basicFlow($0)
      $0.itemSize = CGSize(width: 100.3, height: 100)
    }
    for i in 0..<3 {
      let x = layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame.minX
      #expect((x * 2).rounded() == x * 2)
    }
  }

  @Test func contentInsetsNarrowTheLines() {
    let layout = FlowLayout()
    basicFlow(layout)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [4])
    cv.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    cv.layoutIfNeeded()
    // W = 350, L = 330: three items fit (320 ≤ 330) with gap 15.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minX == 125)
  }

  @Test func pinnedHeadersStickAndAreLetGoAtTheSectionEnd() {
    let (cv, layout) = makeFlow(counts: [9, 9]) {
      basicFlow($0)
      $0.headerReferenceSize = CGSize(width: 0, height: 50)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    cv.contentOffset = CGPoint(x: 0, y: 100)
    #expect(layout.shouldInvalidateLayout(forBoundsChange: cv.bounds.offsetBy(dx: 0, dy: 10)))
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))!
    #expect(header.frame.minY == 100)
    // Section 0 spans 0…390 (50 + 10 + 3·100 + 2·10 + 10); near its end the header is pushed up.
    cv.contentOffset = CGPoint(x: 0, y: 370)
    let pushed = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))!
    #expect(pushed.frame.minY == 340)
  }

  @Test func pinnedFootersStickToTheBottomAndHorizontalHeadersToTheLeft() {
    let (cv, layout) = makeFlow(counts: [30]) {
      basicFlow($0)
      $0.headerReferenceSize = CGSize(width: 0, height: 50)
      $0.footerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionFootersPinToVisibleBounds = true
    }
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))!
    #expect(footer.frame.minY == 814)
    cv.contentOffset = CGPoint(x: 0, y: 100)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))!.frame.minY == 914)

    let (hcv, horizontal) = makeFlow(width: 390, height: 240, counts: [20]) {
      basicFlow($0)
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = CGSize(width: 40, height: 0)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    hcv.contentOffset = CGPoint(x: 200, y: 0)
    let header = horizontal.layoutAttributesForSupplementaryView(
      ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))!
    #expect(header.frame == CGRect(x: 200, y: 0, width: 40, height: 240))
  }

  @Test func scrollingAloneDoesNotInvalidateUnpinnedLayouts() {
    let (cv, layout) = makeFlow(configure: basicFlow)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: cv.bounds.offsetBy(dx: 0, dy: 50)))
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 844, height: 390)))
  }

  @Test func rectQueriesOnlyReturnIntersectingElements() {
    let (cv, _) = makeFlow(counts: [300], configure: basicFlow)
    let visible = cv.layoutAttributesForElements(in: CGRect(x: 0, y: 1000, width: 390, height: 200))
    #expect(!visible.isEmpty)
    #expect(
      visible.allSatisfy { $0.frame.intersects(CGRect(x: 0, y: 1000, width: 390, height: 200)) })
    #expect(cv.layoutAttributesForElements(in: .zero).isEmpty)
  }

  @Test func settingAnEqualValueDoesNotInvalidate() {
    let (_, layout) = makeFlow(configure: basicFlow)
    #expect(!layout.needsPrepare)
    layout.itemSize = CGSize(width: 100, height: 100)
    #expect(!layout.needsPrepare)
    layout.itemSize = CGSize(width: 90, height: 100)
    #expect(layout.needsPrepare)
  }
}

/// A delegate that varies only the section insets (UIKit's optional methods: the rest answer the
/// layout's properties).
final class InsetOnlyDelegate: CollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { EdgeInsets(all: CGFloat(section * 20)) }
}

@Suite struct FlowDelegateTests {
  @Test func theCollectionViewsDelegateAnswersWhatItImplements() throws {
    let delegate = InsetOnlyDelegate()
    let (cv, layout) = makeFlow(counts: [2, 2], delegate: delegate, configure: basicFlow)
    defer { withExtendedLifetime((cv, delegate)) {} }
    let frame = { (item: Int, section: Int) in
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    // Section 0: inset 0 from the delegate, the layout's 100-point items and 10-point spacing.
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(1, 0)?.minX == 145)  // on the grid of a full line: (390 − 300) / 2 apart
    // Section 1: inset 20 below section 0's 100 points.
    #expect(frame(0, 1) == CGRect(x: 20, y: 120, width: 100, height: 100))
    // Without a delegate the layout's own sectionInset (10) applies again.
    cv.delegate = nil
    cv.layoutIfNeeded()
    #expect(frame(0, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
  }
}
