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
    CollectionViewLayout.registerForCopying(RowsLayout.self) { RowsLayout() }
    let rows = try #require(RowsLayout(rowHeights: [10, 20]).copy() as? RowsLayout)
    #expect(rows.rowHeights == [10, 20])
    let cover = CoverFlowLayout()
    cover.minimumLineSpacing = -60
    let coverCopy = try #require(cover.copy() as? CoverFlowLayout)
    #expect(coverCopy.minimumLineSpacing == -60)
  }

  /// A subclass of a copyable class that nobody registered is not copied as its superclass.
  @Test func anUnregisteredSubclassIsNotCopiedAsItsSuperclass() {
    final class Unregistered: CoverFlowLayout, @unchecked Sendable {}
    #expect(Unregistered().copy() == nil)
    #expect(CoverFlowLayout().copy() != nil)
  }

  /// A layout written for iOS with only an initializer of its own (ADMozaik's
  /// `init(delegate:)`) compiles as it is, and scrolling it draws its attributes; before, Reel's
  /// required copying initializer made such a file fail to compile.
  @Test func aLayoutWithOnlyItsOwnInitializerIsUsedUncopied() throws {
    let layout = ColumnsLayout(columns: 3)
    #expect(layout.copy() == nil)
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout,
      itemCounts: [30])
    cv.layoutIfNeeded()
    cv.bounds.origin.y = 150
    cv.layoutIfNeeded()
    let frames = cv.layoutAttributesForElements(in: cv.bounds).map(\.frame)
    #expect(frames.contains(CGRect(x: 100, y: 200, width: 100, height: 100)))
  }
}

/// A grid of `columns` square items, made only by its own initializer, as many iOS layouts are.
final class ColumnsLayout: CollectionViewLayout, @unchecked Sendable {
  let columns: Int
  init(columns: Int) {
    self.columns = columns
    super.init()
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var side: CGFloat { (collectionView?.bounds.width ?? 0) / CGFloat(columns) }
  override var collectionViewContentSize: CGSize {
    let rows = ((collectionView?.numberOfItems(inSection: 0) ?? 0) + columns - 1) / columns
    return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * side)
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(
      x: CGFloat(indexPath.item % columns) * side, y: CGFloat(indexPath.item / columns) * side,
      width: side, height: side)
    return attributes
  }
}
