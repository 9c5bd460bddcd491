// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// A layout attributes subclass written as iOS code writes one: NSObject's copying, equality and
/// hash, an `open` property overridden.
final class BadgeAttributes: UICollectionViewLayoutAttributes, @unchecked Sendable {
  var badge = 0
  var zIndexSets = 0
  override var zIndex: Int { didSet { zIndexSets += 1 } }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! BadgeAttributes
    copy.badge = badge
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes, other.badge == badge else { return false }
    return super.isEqual(object)
  }

  override var hash: Int { super.hash ^ badge }
}

/// A flow layout subclass with the initializers iOS code gives one.
final class CodedLayout: UICollectionViewFlowLayout, @unchecked Sendable {
  override init() {
    super.init()
    itemSize = CGSize(width: 20, height: 30)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    itemSize = CGSize(width: 40, height: 60)
  }
}

/// The small things real iOS files use (issue 35, point 4).
@Suite struct PortingBasicsTests {
  @Test func rowsAreItems() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path == IndexPath(item: 3, section: 1))
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
  }

  @Test func coreGraphicsComparisonsAndTransforms() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    // A rectangle with a negative width is the same rectangle standardized.
    #expect(
      CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = CGRect(x: 0, y: 0, width: 20, height: 10).applying(quarter)
    #expect(abs(turned.minX - -10) < 1e-9 && abs(turned.width - 10) < 1e-9)
    #expect(abs(turned.height - 20) < 1e-9 && abs(turned.minY) < 1e-9)
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1))
        == CGSize(width: 4, height: -3))
    #expect(CGRect.null.applying(quarter).isNull)
  }

  @Test func decelerationRatesAreUIKits() {
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    #expect(view.decelerationRate == .normal)
    view.decelerationRate = .fast
    #expect(view.decelerationRate.rawValue == 0.99)
  }

  @Test func layoutsHaveInitWithCoder() {
    #expect(CodedLayout().itemSize == CGSize(width: 20, height: 30))
    let coded = CodedLayout(coder: NSCoder())
    #expect(coded?.itemSize == CGSize(width: 40, height: 60))
    #expect(UICollectionViewFlowLayout(coder: NSCoder())?.itemSize == CGSize(width: 50, height: 50))
  }

  @Test func attributesCopyCompareAndHashAsNSObjectsDo() {
    let a = BadgeAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.badge = 7
    a.zIndex = 2
    #expect(a.zIndexSets == 1)
    let b = a.copy() as! BadgeAttributes
    #expect(b.badge == 7 && b.zIndex == 2 && b !== a)
    #expect(a.isEqual(b) && a == b && a.hash == b.hash)
    b.badge = 8
    #expect(!a.isEqual(b) && a != b)
    #expect(!a.isEqual("not attributes") && !a.isEqual(nil))
    #expect(Set<UICollectionViewLayoutAttributes>([a, a.copy()]).count == 1)
    #expect(a.debugDescription == a.description)
  }

  @Test func theCompositionalConfigurationIsAClassTheLayoutCopies() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: config)
    #expect(layout.configuration.interSectionSpacing == 20)
    // UIKit's `configuration` is a copy property: a later change needs assigning again.
    config.interSectionSpacing = 50
    #expect(layout.configuration.interSectionSpacing == 20)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout,
      itemCounts: [1, 1])
    view.layoutIfNeeded()
    let second = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
    #expect(second?.frame.minY == 64)
    layout.configuration = config
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 94)
  }

  @MainActor
  @Test func contextualActionsAreObjectsWithAHandler() {
    var performed: Bool?
    let action = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
    action.backgroundColor = .systemOrange
    action.image = UIImage(systemName: "flag")
    #expect(action.backgroundColor == .systemOrange && action.image != nil)
    let row = UIView()
    action.handler(action, row) { performed = $0 }
    #expect(performed == true)
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
    #expect(delete.backgroundColor == .systemRed)
    let swipe = UISwipeActionsConfiguration(actions: [delete, action])
    swipe.performsFirstActionWithFullSwipe = false
    #expect(swipe.actions.map(\.title) == ["Delete", "Flag"])
  }

  @MainActor
  @Test func theApplicationAndScreenAreTheHostsCanvas() {
    var traits = UITraitCollection.standard
    traits.displayScale = 2
    traits.layoutDirection = .rightToLeft
    traits.preferredContentSizeCategory = .extraLarge
    UIScreen.main.adopt(size: CGSize(width: 390, height: 844), traits: traits)
    UIApplication.shared.adopt(traits)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeBounds.width == 780)
    #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
    UIScreen.main.adopt(size: CGSize(width: 390, height: 844), traits: .standard)
    UIApplication.shared.adopt(.standard)
  }

  @Test func urlSessionIsReachableThroughTheImport() {
    #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
  }
}

/// Remembers what a scroll view told its delegate.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
  var offsets: [CGPoint] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

@MainActor
@Suite struct ScrollViewTests {
  @Test func theOffsetIsTheBoundsOriginAndTheDelegateHearsIt() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 120))
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    #expect(recorder.offsets == [CGPoint(x: 0, y: 120)])
    scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset.y == 750)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset.y == 800)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
  }
}
