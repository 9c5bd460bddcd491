// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Testing

@testable import ReelComposition
@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts
@testable import ReelRuntime
@testable import ReelScene

@Suite struct SeedSceneTests {
  func seed(_ name: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.load(path: scenePath("seeds/\(name).yaml")))
  }

  @Test func insertedItemsFlyInFromTheBottomCentre() throws {
    let player = try seed("000-fly-in-fixed")
    let inserted = try #require(
      player.stages[0].timeline.elements(at: 0.4).first { $0.identity.id == "12" }
    ).attributes
    #expect(inserted.center == CGPoint(x: 195, y: 844))
    let t = inserted.transform
    #expect(abs(t.a + 0.2) < 1e-9 && abs(t.d + 0.2) < 1e-9)  // scale 0.2 turned by π
    #expect(inserted.alpha == 0)  // super's fade is kept
  }

  /// Items other than the inserted/deleted ones that fly (leave their own place) during the
  /// rotation.
  func flyingDuringRotation(_ player: ScenePlayer) -> Int {
    player.stages[0].timeline.elements(at: 2.4).filter { element in
      element.attributes.transform3D != .identity
    }.count
  }

  @Test func theNaiveLayoutFliesEveryItemOnRotationAndTheFixedOneDoesNot() throws {
    #expect(flyingDuringRotation(try seed("000-fly-in-naive")) > 5)
    #expect(flyingDuringRotation(try seed("000-fly-in-fixed")) == 0)
  }

  @Test func coverFlowTurnsItemsByTheirDistanceFromTheCentre() throws {
    let layout = CoverFlowLayout()
    layout.itemSize = CGSize(width: 150, height: 150)
    layout.maximumAngle = 1
    #expect(layout.angle(forOffsetFromCentre: 0) == 0)
    #expect(layout.angle(forOffsetFromCentre: 75) == 0.5)
    #expect(layout.angle(forOffsetFromCentre: -300) == -1)  // clamped at the active distance
    let player = try seed("004-cover-flow")
    let elements = player.stages[0].timeline.elements(at: 0)
    let centred = try #require(elements.last)  // drawn on top
    #expect(centred.identity.id == "0")
    #expect(centred.attributes.transform3D.isPlanarAffine)  // not turned at the centre
    let side = try #require(elements.first { $0.identity.id == "1" }).attributes.transform3D
    #expect(side.m14 != 0)  // turned with perspective
  }

  @Test func coverFlowSnapsToAnItem() throws {
    let player = try seed("004-cover-flow")
    let timeline = player.stages[0].timeline
    let rest = timeline.contentOffset(at: player.duration).x
    let pitch: CGFloat = 150 - 40
    #expect(abs((rest / pitch) - (rest / pitch).rounded()) < 1e-9)
  }
}

@Suite struct Seed003Tests {
  let player = try! ScenePlayer(
    document: SceneLoader.load(path: scenePath("seeds/003-update-animations.yaml")))

  func element(_ cv: Int, _ id: String, _ t: Double) -> [LayoutAttributes] {
    player.stages[cv].timeline.elements(at: t).filter { $0.identity.id == id }.map(\.attributes)
  }

  @Test func customInsertGrowsFromNothingWhileTheDefaultFades() {
    let custom = element(1, "4", 0.5)[0]
    let plain = element(0, "4", 0.5)[0]
    #expect(custom.transform.a == 0 && custom.alpha == 0)
    #expect(plain.transform3D.isIdentity && plain.alpha == 0)
  }

  @Test func customDeleteShrinksToATenth() {
    let end = element(1, "4", 1.8 + 0.8 - 1e-6)[0]
    #expect(abs(end.transform.a - 0.1) < 1e-3 && end.alpha < 0.01)
  }

  @Test func customReloadMovesWithoutFading() {
    // Both cells of the reloaded item 0 stay opaque and move together from the old frame to the
    // new.
    let cells = element(1, "0", 3.5)
    #expect(cells.count == 2 && cells.allSatisfy { $0.alpha == 1 })
    #expect(cells[0].frame == cells[1].frame)
    let plain = element(0, "0", 3.5)
    #expect(plain.count == 2 && plain.contains { $0.alpha < 1 })  // the default cross-fades
  }

  @Test func customMoveTurnsHalfWay() {
    let moving = element(1, "0", 4.4)[0]
    #expect(abs(moving.transform3D.m11 + 1) < 1e-9)  // starts turned by π
  }
}

@Suite struct Seed001Tests {
  @Test func parallaxValueAndImageOffsetAtChosenOffsets() throws {
    let layout = ParallaxPreviewLayout()
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout,
      itemCounts: [4])
    cv.contentOffset = CGPoint(x: 195, y: 0)  // half way from page 0 to page 1
    cv.layoutIfNeeded()
    let first = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        as? ParallaxLayoutAttributes)
    #expect(first.parallaxValue == -0.5)
    #expect(first.transform.tx == -22)  // −0.5 · 44
    #expect(first.imageOffset.x == 58.5)  // −0.3 · 390 · −0.5
    let second = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        as? ParallaxLayoutAttributes)
    #expect(second.parallaxValue == 0.5 && second.imageOffset.x == -58.5)
    let far = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        as? ParallaxLayoutAttributes)
    #expect(far.parallaxValue == nil && far.transform.isIdentity)
  }

  @Test func thePreviewSceneDrawsShiftedImages() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("seeds/001-parallax-preview.yaml")))
    let items = player.displayList(at: 0.9).layers[0].items
    #expect(items.contains { ($0.style.image?.offset.x ?? 0) != 0 })
  }
}

final class Ratios: ThumbnailStripLayoutDelegate {
  func thumbnailStripLayout(_ layout: ThumbnailStripLayout, aspectRatioAt indexPath: IndexPath)
    -> CGFloat
  { 4.0 / 3 }
}

@Suite struct ThumbnailStripTests {
  func strip() -> (CollectionView, ThumbnailStripLayout, Ratios) {
    let layout = ThumbnailStripLayout()
    layout.itemSize = CGSize(width: 40, height: 60)
    layout.spacing = 2
    let ratios = Ratios()
    layout.thumbnailDelegate = ratios
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 64), collectionViewLayout: layout,
      itemCounts: [6])
    cv.layoutIfNeeded()
    cv.contentOffset = CGPoint(x: -175, y: 0)  // thumbnail 0 centred: inset (390 − 40) / 2
    return (cv, layout, ratios)
  }

  @Test(arguments: [(0.0, 40.0), (0.5, 60.0), (1.0, 80.0)])
  func theFocusedThumbnailWidensWithTheExpandingRate(_ rate: Double, _ width: Double) {
    let (cv, layout, ratios) = strip()
    defer { withExtendedLifetime(ratios) {} }
    layout.expandingRate = CGFloat(rate)
    cv.layoutIfNeeded()
    let focused = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
    #expect(focused.size.width == CGFloat(width))  // 40 + (60 · 4/3 − 40) · rate
    let neighbour = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
    #expect(neighbour.transform.tx == CGFloat(width - 40) / 2)  // pushed aside by half the gain
  }

  @Test func flingsStopWithAThumbnailCentred() {
    let (cv, layout, ratios) = strip()
    defer { withExtendedLifetime((cv, ratios)) {} }
    // Proposed 40 pt right of thumbnail 5's centring offset (5 · 42 − 175 = 35) snaps to it,
    // whatever the velocity.
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: 50, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0)
      ).x == 35)
    #expect(
      layout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: -110, y: 0), withScrollingVelocity: .zero
      ).x == -91)  // nearest: item 2
  }

  @Test func onlyThumbnailsNearTheRectAreLaidOut() {
    let layout = ThumbnailStripLayout()
    layout.itemSize = CGSize(width: 40, height: 60)
    layout.spacing = 2
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 64), collectionViewLayout: layout,
      itemCounts: [1000])
    cv.layoutIfNeeded()
    cv.contentOffset = CGPoint(x: 500 * 42 - 175, y: 0)  // thumbnail 500 centred
    cv.layoutIfNeeded()
    let visible = layout.layoutAttributesForElements(in: cv.bounds) ?? []
    let rows = visible.map(\.indexPath.item)
    // the whole 390-pt window
    #expect(rows.contains(500) && rows.contains(496) && rows.contains(504))
    #expect(rows.count < 20)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 1e12, y: 0, width: 10, height: 10))?.isEmpty
        == true)
  }

  @Test func thePhotosSceneKeepsBothViewsInStep() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("seeds/001-photos.yaml")))
    let end = player.duration
    #expect(player.stages[0].timeline.contentOffset(at: end).x == 1950)  // page 5
    #expect(player.stages[1].timeline.contentOffset(at: end).x == 35)  // thumbnail 5 centred
  }
}

@Suite struct Seed001RotationTests {
  @Test func rotationKeepsTheActivePage() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("seeds/001-parallax-preview.yaml")))
    let timeline = player.stages[0].timeline
    // resting page before the rotation
    let before = timeline.contentOffset(at: player.duration - 0.9).x
    let page = (before / 390).rounded()
    #expect(abs(before - page * 390) < 1e-6)
    #expect(abs(timeline.contentOffset(at: player.duration).x - page * 844) < 1e-6)
  }
}

@Suite struct Seed001CustomDeleteTests {
  @Test func collapsingThumbnailNarrowsAndTheNextOneTakesItsPlace() {
    let layout = ThumbnailStripLayout()
    layout.itemSize = CGSize(width: 40, height: 60)
    layout.spacing = 2
    layout.expandingRate = 0
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 64), collectionViewLayout: layout,
      itemCounts: [6])
    cv.layoutIfNeeded()
    let before = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
    layout.collapse = ItemCollapse(item: 2, progress: 1)
    cv.layoutIfNeeded()
    let collapsed = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!
    #expect(collapsed.size.width == 0 && collapsed.alpha == 0)
    let next = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!
    #expect(next.frame.minX + next.transform.tx == before.minX)  // closed the 42 pt pitch
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.transform.isIdentity)
  }

  /// On-screen items as (x, width, alpha) in canvas order, for comparing two frames.
  func visible(_ list: DisplayList) -> [[Double]] {
    var rows: [[Double]] = []
    for layer in list.layers {
      var layerRows: [[Double]] = []
      for item in layer.items where item.isVisible {
        let x = layer.frame.minX + item.center.x + item.transform.m41 - layer.contentOffset.x
        let half = item.size.width / 2
        guard x + half > layer.frame.minX, x - half < layer.frame.maxX else { continue }
        layerRows.append([Double(x), Double(item.size.width), Double(item.alpha)])
      }
      rows += layerRows.sorted { $0[0] < $1[0] }
    }
    return rows
  }

  @Test func theDataUpdateAfterTheCollapseDoesNotJump() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("seeds/001-custom-delete.yaml")))
    let before = visible(player.displayList(at: 0.8999))
    let after = visible(player.displayList(at: 0.9001))
    #expect(before.count == after.count)
    for (a, b) in zip(before, after) {
      #expect(zip(a, b).allSatisfy { abs($0 - $1) < 0.5 }, "\(a) vs \(b)")
    }
    let midway = visible(player.displayList(at: 0.7))
    #expect(midway != before)  // it did animate
  }
}
