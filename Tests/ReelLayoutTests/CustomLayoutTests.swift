// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts

final class Heights: WaterfallLayoutDelegate {
  let heights: [CGFloat]
  init(_ heights: [CGFloat]) { self.heights = heights }
  func waterfallLayout(
    _ layout: WaterfallLayout, heightForWidth width: CGFloat, at indexPath: IndexPath
  ) -> CGFloat { heights[indexPath.item] }
}

@Suite struct CustomLayoutTests {
  @Test func circlePlacesItemsOnTheCircle() {
    let layout = CircleLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: layout,
      itemCounts: [12])
    cv.layoutIfNeeded()
    let r: CGFloat = 390 / 2.5
    for i in 0..<12 {
      let a = layout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!
      let angle = 2 * CGFloat(i) * .pi / 12
      #expect(abs(a.center.x - (195 + r * cos(angle))) < 1e-9)
      #expect(abs(a.center.y - (195 + r * sin(angle))) < 1e-9)
      #expect(a.size == CGSize(width: 70, height: 70))
    }
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 390))
  }

  @Test func stackRotatesFiveCardsAndHidesTheRest() {
    let layout = StackLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: layout,
      itemCounts: [8])
    cv.layoutIfNeeded()
    let all = (0..<8).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    #expect(
      all.allSatisfy {
        $0.center == CGPoint(x: 195, y: 195) && $0.size == CGSize(width: 100, height: 100)
      })
    let angles = all.prefix(5).map { atan2($0.transform.b, $0.transform.a) }
    for (a, expected) in zip(angles, [0, 1.0, 0.05, -1.0, -0.05] as [CGFloat]) {
      #expect(abs(a - expected) < 1e-9)
    }
    #expect(all.prefix(5).map(\.zIndex) == [8, 7, 6, 5, 4])
    #expect(all.suffix(3).allSatisfy { $0.isHidden })
    #expect(cv.layoutAttributesForElements().filter { !$0.isHidden }.count == 5)
    // The seed's literal content size, whatever the view's size.
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 400))
    cv.frame = CGRect(x: 0, y: 0, width: 200, height: 700)
    cv.layoutIfNeeded()
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 400))
  }

  @Test func waterfallFillsTheShortestColumn() {
    let heights: [CGFloat] = [120, 80, 200, 150, 90, 130, 170, 60, 110, 140, 100, 190]
    let delegate = Heights(heights)
    let layout = WaterfallLayout()
    layout.delegate = delegate
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
      itemCounts: [12])
    cv.layoutIfNeeded()
    let w = (390 - 20 - 20) / CGFloat(3)
    let frames = (0..<12).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    // Reference: simulate the rule independently.
    var bottoms: [CGFloat] = [10, 10, 10]
    for (i, h) in heights.enumerated() {
      let column = bottoms.firstIndex(of: bottoms.min()!)!
      let y = bottoms[column] + 10
      bottoms[column] = y + h
      #expect(abs(frames[i].minX - (10 + (w + 10) * CGFloat(column))) < 1e-9)
      #expect(frames[i].minY == y)
      #expect(frames[i].height == h)
    }
    #expect(frames[0].minY == 20)  // the seed's rowMargin above the first row
    #expect(layout.collectionViewContentSize.height == bottoms.max()! + 10)
    layout.rowMarginAboveFirstRow = false
    cv.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minY == 10)
  }

  @Test func hitTestingPicksTheTopmostItem() {
    let layout = StackLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 390), collectionViewLayout: layout,
      itemCounts: [8])
    #expect(cv.indexPathForItem(at: CGPoint(x: 195, y: 195)) == IndexPath(item: 0, section: 0))
    #expect(cv.indexPathForItem(at: CGPoint(x: 5, y: 5)) == nil)
  }
}
