// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGeometry
@testable import ReelLayout
@testable import ReelLayouts

/// The seed layouts that had no tests of their own: selection strip (seed 003), pinch resizing and
/// fly-in (seed 000) and the wobbling flow (the benchmark's workload).
@Suite struct SeedLayoutTests {
  func view(_ layout: CollectionViewLayout, items: Int, width: CGFloat = 390) -> CollectionView {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout,
      itemCounts: [items])
    cv.layoutIfNeeded()
    return cv
  }

  func frame(_ layout: CollectionViewLayout, _ item: Int) -> CGRect {
    layout.layoutAttributesForItem(at: ip(item))!.frame
  }

  @Test func selectionStripDoublesTheSelectedItemAndCentresTheRow() {
    let layout = SelectionStripLayout()
    let cv = view(layout, items: 4)
    #expect(frame(layout, 0) == CGRect(x: 10, y: 70, width: 120, height: 60))
    #expect(frame(layout, 1) == CGRect(x: 140, y: 70, width: 60, height: 60))
    #expect(frame(layout, 3).maxX == 340)
    #expect(layout.collectionViewContentSize == CGSize(width: 350, height: 200))
    layout.selectedItem = 2
    cv.layoutIfNeeded()
    #expect(frame(layout, 0).width == 60 && frame(layout, 2).width == 120)
    #expect(frame(layout, 3).minX == frame(layout, 2).maxX + 10)
  }

  @Test func selectionStripGrowsInsertsShrinksDeletesAndTurnsMoves() throws {
    let layout = SelectionStripLayout()
    let cv = view(layout, items: 4)
    let insert = try cv.performBatchUpdates { cv.insertItems(at: [ip(1)]) }
    let grown = try #require(insert.changes.first { $0.newKey == .cell(ip(1)) })
    #expect(grown.start.transform == Transform2D(scaleX: 0, y: 0) && grown.start.alpha == 0)
    let delete = try cv.performBatchUpdates { cv.deleteItems(at: [ip(2)]) }
    let shrunk = try #require(delete.changes.first { $0.oldKey == .cell(ip(2)) })
    #expect(shrunk.end.transform == Transform2D(scaleX: 0.1, y: 0.1) && shrunk.end.alpha == 0)
    let move = try cv.performBatchUpdates { cv.moveItem(at: ip(0), to: ip(3)) }
    let turned = try #require(move.changes.first { $0.newKey == .cell(ip(3)) })
    #expect(turned.start.transform3D == SelectionStripLayout.moveTurn)
  }

  @Test func selectionStripWithoutCustomAnimationsFadesAsUIKitDoes() throws {
    let layout = SelectionStripLayout()
    layout.customAnimations = false
    let cv = view(layout, items: 4)
    let insert = try cv.performBatchUpdates { cv.insertItems(at: [ip(1)]) }
    let faded = try #require(insert.changes.first { $0.newKey == .cell(ip(1)) })
    #expect(faded.start.alpha == 0 && faded.start.transform == .identity)
  }

  @Test func pinchResizesOnlyThePinchedItemAndResets() {
    let layout = PinchResizingFlowLayout()
    basicFlow(layout)
    let cv = view(layout, items: 6)
    let before = frame(layout, 2)
    layout.resizeItem(at: ip(2), withPinchDistance: 180)
    let pinched = layout.layoutAttributesForItem(at: ip(2))!
    #expect(pinched.size == CGSize(width: 180, height: 180) && pinched.zIndex == 100)
    #expect(pinched.center == CGPoint(x: before.midX, y: before.midY))
    #expect(frame(layout, 1).size == CGSize(width: 100, height: 100))
    #expect(layout.value(forParameter: "pinchDistance") == 180)
    #expect(layout.value(forParameter: "pinchedItem") == 2)
    layout.resetPinchedItem()
    #expect(frame(layout, 2) == before && layout.value(forParameter: "pinchedItem") == -1)
    withExtendedLifetime(cv) {}  // the layout refers to it weakly
  }

  @Test func pinchParametersAreTweenable() {
    let layout = PinchResizingFlowLayout()
    basicFlow(layout)
    let cv = view(layout, items: 6)
    #expect(layout.setValue(3, forParameter: "pinchedItem"))
    #expect(layout.setValue(-20, forParameter: "pinchDistance"))
    #expect(layout.pinchedItem == ip(3) && layout.pinchedItemSize == .zero)
    withExtendedLifetime(cv) {}  // the layout refers to it weakly
  }

  @Test func flyInFliesOnlyUpdatedItemsFromTheBottomCentre() throws {
    let layout = FlyInFlowLayout()
    basicFlow(layout)
    let cv = view(layout, items: 6)
    let t = try cv.performBatchUpdates { cv.insertItems(at: [ip(0)]) }
    let flying = try #require(t.changes.first { $0.newKey == .cell(ip(0)) })
    #expect(flying.start.center == CGPoint(x: 195, y: 200))
    #expect(flying.start.transform == layout.flyingTransform)
    let survivor = try #require(t.changes.first { $0.oldKey == .cell(ip(0)) })
    #expect(survivor.start.transform == .identity)
  }

  /// The article's first version: on a rotation UIKit asks for appearing attributes of every
  /// item, so every cell flies in (the glitch); the fix flies only inserted ones.
  @Test func flyInsGlitchFliesEveryItemOnARotation() throws {
    for onlyUpdated in [false, true] {
      let layout = FlyInFlowLayout()
      layout.animatesOnlyUpdatedItems = onlyUpdated
      basicFlow(layout)
      let cv = view(layout, items: 6)
      let t = cv.performBoundsChange(to: CGSize(width: 600, height: 200))
      let flying = t.changes.filter { $0.start.transform == layout.flyingTransform }
      #expect(onlyUpdated ? flying.isEmpty : flying.count >= 6, "\(flying.count) fly")
    }
  }

  @Test func wobbleMovesAndTurnsItemsBySineOfPhaseAndIndex() {
    let layout = WobblingFlowLayout()
    basicFlow(layout)
    let cv = view(layout, items: 6)
    let flat = FlowLayout()
    basicFlow(flat)
    let flatView = view(flat, items: 6)
    for phase in [0, 0.25, 0.6] as [CGFloat] {
      layout.wobblePhase = phase
      for item in 0..<6 {
        let s = sin(2 * .pi * phase + CGFloat(item))
        let a = layout.layoutAttributesForItem(at: ip(item))!
        let b = flat.layoutAttributesForItem(at: ip(item))!
        #expect(abs(a.center.x - (b.center.x + 10 * s)) < 1e-9)
        #expect(a.center.y == b.center.y)
        #expect(a.transform == Transform2D(rotationAngle: 0.1 * s))
      }
    }
    withExtendedLifetime(flatView) {}  // the layout refers to it weakly
    withExtendedLifetime(cv) {}  // the layout refers to it weakly
  }

  @Test func wobbleWidensTheQueryRectSoSwayingItemsAreNotDropped() {
    let layout = WobblingFlowLayout()
    basicFlow(layout)
    layout.wobbleAmplitude = 40
    let cv = view(layout, items: 6)
    let edge = frame(layout, 0)
    let rect = CGRect(x: edge.maxX + 1, y: edge.minY, width: 5, height: 5)
    let found = layout.layoutAttributesForElements(in: rect) ?? []
    #expect(found.contains { $0.indexPath == ip(0) })
    withExtendedLifetime(cv) {}  // the layout refers to it weakly
  }
}
