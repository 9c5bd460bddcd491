// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts

/// A layout with state beyond its parameters, set by its own initializer.
final class RowsLayout: FlowLayout, @unchecked Sendable {
  var rowHeights: [CGFloat] = []
  override init() { super.init() }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  init(rowHeights: [CGFloat]) {
    self.rowHeights = rowHeights
    super.init()
  }
  override func copy(into copy: CollectionViewLayout) {
    super.copy(into: copy)
    (copy as? RowsLayout)?.rowHeights = rowHeights
  }
}

@Suite struct LayoutCopyTests {
  @Test func aCopyHasTheSameParametersAndIsNotInstalled() throws {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 30, height: 40)
    layout.minimumLineSpacing = -4
    layout.scrollDirection = .horizontal
    layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    _ = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout,
      itemCounts: [5])
    let copy = try #require(layout.copy() as? FlowLayout)
    #expect(copy !== layout)
    for parameter in FlowLayout.parameters {
      #expect(parameter.value(in: copy) == parameter.value(in: layout), "\(parameter.name)")
    }
    #expect(copy.collectionView == nil)
    #expect(copy.needsPrepare)
  }

  @Test func subclassesCopyTheirOwnClassAndState() throws {
    let rows = try #require(RowsLayout(rowHeights: [10, 20]).copy() as? RowsLayout)
    #expect(rows.rowHeights == [10, 20])
    let cover = CoverFlowLayout()
    cover.minimumLineSpacing = -60
    let coverCopy = try #require(cover.copy() as? CoverFlowLayout)
    #expect(coverCopy.minimumLineSpacing == -60)
  }
}
