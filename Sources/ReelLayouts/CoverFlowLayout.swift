// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// Seed 004's Cover Flow: a horizontal strip whose items turn about the y axis with perspective as
/// they move away from the centre, the centred item largest and on top, and flings that stop with
/// an
/// item centred.
///
/// For an item whose centre is `dx` points from the centre of the bounds, `d = clamp(dx /
/// activeDistance,
/// −1, 1)`; its transform is a perspective (`m34`) times a rotation of `d · maximumAngle` radians
/// about
/// y (items right of the centre turn their outer edge away from the viewer, facing the centre)
/// times a scale of `1 + zoom · (1 − |d|)`; its zIndex is
/// `1000 − |dx|` (rounded), so the centred item is on top. The strip is inset so the first and last
/// items can be centred. The layout re-lays out on every scroll.
open class CoverFlowLayout: FlowLayout, @unchecked Sendable {
  open override class var parameters: [LayoutParameter] {
    // Cover flow's items overlap with a negative line spacing.
    flowParameters(sceneKeys: ["itemSize", "minimumLineSpacing"])
      + [
        .number(
          "maximumAngle", \CoverFlowLayout.maximumAngle, unit: "radians",
          summary: "the turn at the active distance", isAnimatable: false),
        .number(
          "eyeDistance", \CoverFlowLayout.eyeDistance, .number(minimum: 0, exclusiveMinimum: true),
          summary: "m34 = −1/eyeDistance", isAnimatable: false),
        .number(
          "zoom", \CoverFlowLayout.zoom, unit: "fraction",
          summary: "extra scale of the centred item",
          isAnimatable: false),
        .number(
          "activeDistance", \CoverFlowLayout.activeDistance,
          .number(minimum: 0, exclusiveMinimum: true),
          summary: "distance from the centre over which items turn (default: the item width)"),
      ]
  }

  /// The turn of an item at `activeDistance` or farther, radians. Default 60°.
  public var maximumAngle: CGFloat = .pi / 3 { didSet { invalidateLayout() } }
  /// Perspective: `m34 = −1 / eyeDistance`. Default 500 points.
  public var eyeDistance: CGFloat = 500 { didSet { invalidateLayout() } }
  /// Extra scale of the centred item (0.3 = 130 %). Default 0.3.
  public var zoom: CGFloat = 0.3 { didSet { invalidateLayout() } }
  /// Distance from the centre at which items are fully turned, points; default the item width.
  public var activeDistance: CGFloat? { didSet { invalidateLayout() } }

  /// A new `CoverFlowLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(CoverFlowLayout.self) { CoverFlowLayout() } ?? super.makeForCopying()
  }

  public override init() {
    super.init()
    configure()
  }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    scrollDirection = .horizontal
    itemSize = CGSize(width: 160, height: 160)
    minimumLineSpacing = 10
  }

  open override func prepare() {
    if let cv = collectionView {
      let side = (cv.bounds.width - itemSize.width) / 2
      let top = (cv.bounds.height - itemSize.height) / 2
      sectionInset = EdgeInsets(top: top, left: side, bottom: top, right: side)
    }
    super.prepare()
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let widened = rect.insetBy(dx: -itemSize.width, dy: 0)
    return super.layoutAttributesForElements(in: widened)?.map(turned)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(turned)
  }

  /// The turn (radians about y) of an item whose centre is `dx` points right of the bounds' centre.
  public func angle(forOffsetFromCentre dx: CGFloat) -> CGFloat {
    let active = max(activeDistance ?? itemSize.width, 1)
    return min(max(dx / active, -1), 1) * maximumAngle
  }

  func turned(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard let bounds = collectionView?.bounds, attributes.representedElementCategory == .cell else {
      return attributes
    }
    let copy = attributes.copy()
    let dx = copy.center.x - bounds.midX
    let active = max(activeDistance ?? itemSize.width, 1)
    let d = min(max(dx / active, -1), 1)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / max(eyeDistance, 1)
    let scale = 1 + zoom * (1 - abs(d))
    copy.transform3D = Transform3DMakeScale(scale, scale, 1).concatenating(
      Transform3DMakeRotation(angle(forOffsetFromCentre: dx), 0, 1, 0)
    ).concatenating(perspective)
    copy.zIndex = 1000 - Int(abs(dx).rounded())
    return copy
  }

  /// Stops with the item nearest the proposed centre centred (seed 004's snapping).
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let cv = collectionView else { return proposedContentOffset }
    let centre = proposedContentOffset.x + cv.bounds.width / 2
    let pitch = itemSize.width + minimumLineSpacing
    let index = ((centre - sectionInset.left - itemSize.width / 2) / pitch).rounded()
    let count = CGFloat(max(cv.numberOfItems(inSection: 0) - 1, 0))
    let clamped = min(max(index, 0), count)
    return CGPoint(
      x: sectionInset.left + clamped * pitch + itemSize.width / 2 - cv.bounds.width / 2,
      y: proposedContentOffset.y)
  }
}
