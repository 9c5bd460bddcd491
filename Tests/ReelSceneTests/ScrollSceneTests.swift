// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene
@testable import ReelTiming

@Suite struct ScrollSceneTests {
  @Test func scrollFlingLandsWhereTheProjectionSays() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("scroll-fling.yaml")))
    let timeline = player.stages[0].timeline
    let fling = DecelerationTimingParameters(start: 0, velocity: 2)
    #expect(abs(timeline.contentOffset(at: 0.3 + fling.duration).y - 998) < 1e-9)
    #expect(abs(player.duration - (0.3 + fling.duration + 0.5)) < 1e-9)
  }

  @Test func scrollPagingRestsOnPages() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("scroll-paging.yaml")))
    let timeline = player.stages[0].timeline
    for (start, motion) in timeline.scrollMotions.dropFirst() {
      let rest = motion.offset(at: motion.duration).x
      #expect(
        abs(rest / 390 - (rest / 390).rounded()) < 1e-9, "motion at \(start) rests at \(rest)")
    }
    #expect(abs(timeline.contentOffset(at: player.duration).x - 390) < 1e-9)
  }

  @Test func scrollToItemAndScrollIndicators() throws {
    let p = try player(
      SceneErrorTests.base.replacingOccurrences(of: "items: 8", with: "items: 60")
        + "script:\n  - scroll: {item: 30, position: centeredVertically}\n")
    let offset = p.stages[0].timeline.contentOffset(at: 1).y
    #expect(offset > 0)
    let moving = p.displayList(at: 0.15).layers[0].overlays
    #expect(moving.count == 1 && moving[0].size.width == 3)
    #expect(p.displayList(at: 0.3 + 0.5 + 0.3 + 0.01).layers[0].overlays.isEmpty)
  }

  @Test func scrollStepErrors() {
    let twoActions = sceneError(
      SceneErrorTests.base + "script:\n  - fling: [0, 2]\n    delete: [0]\n")
    #expect(twoActions?.contains("already has 'fling', so 'delete' needs a step") == true)
    #expect(
      sceneError(SceneErrorTests.base + "script:\n  - drag: {points: [[0, 0]], duration: 1}\n")?
        .contains("expected at least two finger locations") == true)
    #expect(
      sceneError(SceneErrorTests.base + "script:\n  - scroll: {item: 50}\n")?.contains(
        "there is no item [0, 50] to scroll to") == true)
    #expect(
      sceneError(
        SceneErrorTests.base.replacingOccurrences(
          of: "items: 8", with: "items: 8\n  decelerationRate: slow")) != nil)
  }
}

@Suite struct TransitionSceneTests {
  @Test func interactiveTransitionCancelsThenFinishes() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("interactive-transition.yaml")))
    let timeline = player.stages[0].timeline
    #expect(timeline.transitionProgress(at: 0.8) == 0.3)
    #expect(timeline.transitionProgress(at: 1.49) == 0.6)  // the moment of cancel
    #expect(timeline.transitionProgress(at: 1.5) == nil)
    // After the cancel, the grid again.
    let grid = frames(player.inspect(at: 2.0))
    #expect(grid.first { $0.id == "1" }?.frame == CGRect(x: 110, y: 20, width: 80, height: 80))
    #expect(timeline.transitionProgress(at: 3.49) == 0.7)  // the moment of finish
    let circle = frames(player.inspect(at: 5))
    #expect(circle.allSatisfy { $0.frame.size == CGSize(width: 60, height: 60) })
  }

  @Test func transitionStepErrors() {
    let base = SceneErrorTests.base
    #expect(
      sceneError(base + "script:\n  - progress: 0.5\n")?.contains(
        "there is no interactive transition to update") == true)
    #expect(
      sceneError(base + "script:\n  - startTransition: nope\n")?.contains("unknown layout 'nope'")
        == true)
    #expect(
      sceneError(base + "script:\n  - startTransition: default\n")?.contains(
        "never finished or cancelled") == true)
    #expect(
      sceneError(base + "script:\n  - setLayout: defualt\n")?.contains("(did you mean 'default'?)")
        == true)
  }
}

@Suite struct GestureSceneTests {
  @Test func tapsDeleteCellsAndInsertOnEmptySpace() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("tap-circle.yaml")))
    let cv = player.stages[0].collectionView
    #expect(cv.numberOfItems(inSection: 0) == 10)  // 10 − 1 + 1 − 1 + 1
    let ids = { (t: Double) in
      Set(frames(player.inspect(at: t)).filter { $0.alpha > 0.99 }.map(\.id))
    }
    #expect(!ids(1.2).contains("0"))  // the first tap deleted item 0
    #expect(ids(2.2).contains("10"))  // the centre tap inserted a new item
    // Touch circles are drawn while the finger is down.
    #expect(player.displayList(at: 0.55).overlays.count == 1)
    #expect(player.displayList(at: 1.0).overlays.isEmpty)
  }

  @Test func hitTestingPicksTheTopmostFrame() throws {
    let p = try player(
      """
      canvas: {width: 390, height: 390}
      collectionView:
        layout: {type: stack}
        items: 8
        onTap: {cell: delete}
      script:
        - tap: [195, 195]
      """)
    // Item 0 (zIndex 8) lies on top of the pile at the centre: it is the one deleted.
    #expect(
      p.stages[0].collectionView.sections[0].items.map(\.id) == ["1", "2", "3", "4", "5", "6", "7"])
  }

  @Test func gesturesOutsideTheCanvasAreErrors() {
    let message = sceneError(SceneErrorTests.base + "script:\n  - tap: [500, 10]\n")
    #expect(
      message
        == """
        test.yaml:6:5: error: script[0]: the tap at [500.0, 10.0] is outside the 390.0×844.0 \
        canvas
        """
    )
  }
}

@Suite struct SyncSceneTests {
  @Test func thumbnailsFollowThePreviewByItemIndex() throws {
    let player = try ScenePlayer(
      document: SceneLoader.load(path: scenePath("two-collections-sync.yaml")))
    #expect(player.stages.map(\.spec.name) == ["preview", "thumbs"])
    let preview = player.stages[0].timeline
    let thumbs = player.stages[1].timeline
    for t in stride(from: 0.5, through: 2.5, by: 0.25) {
      // The fractional item index at the centre of each viewport is the same.
      let previewIndex = (preview.contentOffset(at: t).x + 195) / 390 - 0.5
      let thumbIndex = (thumbs.contentOffset(at: t).x + 195 - 167 - 28) / 60
      // the follower is sampled at 240 Hz
      #expect(abs(previewIndex - thumbIndex) < 1e-3, "t = \(t)")
    }
    // The last drag is on the strip; the preview followed it.
    #expect(preview.contentOffset(at: player.duration).x > 390)
  }

  @Test func targetsAndSyncAreChecked() {
    let two = """
      canvas: {width: 390, height: 600}
      collectionViews:
        - {name: a, frame: [0, 0, 390, 300], layout: {type: stack}, items: 3}
        - {name: b, frame: [0, 300, 390, 300], layout: {type: stack}, items: 3}

      """
    #expect(
      sceneError(two + "script:\n  - {target: c, delete: [0]}\n")?.contains(
        "expected one of a, b, found 'c'") == true)
    #expect(sceneError(two + "sync: [a, a]\n")?.contains("two different collection views") == true)
    #expect(
      sceneError(two.replacingOccurrences(of: "name: b", with: "name: a"))?.contains(
        "duplicate collection view name 'a'") == true)
    let p = try? player(two + "script:\n  - {target: b, delete: [0]}\n")
    #expect(p?.stages[1].collectionView.numberOfItems(inSection: 0) == 2)
    #expect(p?.stages[0].collectionView.numberOfItems(inSection: 0) == 3)
  }
}

@Suite struct PinchSceneTests {
  @Test func pinchResizesTheItemAndTheReleaseAnimatesItBack() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("pinch.yaml")))
    func item4(_ t: Double) -> (size: CGFloat, z: Int)? {
      player.stages[0].timeline.elements(at: t).first { $0.identity.id == "4" }.map {
        ($0.attributes.size.width, $0.attributes.zIndex)
      }
    }
    #expect(item4(0.3)?.size == 100)
    // While pinched the item is as wide as the fingers are apart, above its neighbours.
    let spread = hypot(260.0 - 130, 240.0 - 120)
    #expect(abs((item4(0.7)?.size ?? 0) - spread) < 1e-6)
    #expect(item4(0.7)?.z == 100)
    #expect(item4(1.4)!.size < item4(1.29)!.size + 200)  // released: springing back
    #expect(item4(5)?.size == 100)
  }

  @Test func pinchesOutsideTheCanvasAreErrors() {
    let message = sceneError(
      SceneErrorTests.base
        + "script:\n  - pinch: {touches: [[[0, 0], [10, 10]], [[0, 0], [900, 10]]], duration: 1}\n")
    #expect(
      message?.contains("the pinch touch at [900.0, 10.0] is outside the 390.0×844.0 canvas")
        == true)
  }
}

@Suite struct GestureDrivenTransitionTests {
  static let scene = """
    canvas: {width: 390, height: 600}
    collectionView:
      layouts:
        grid: {type: flow, itemSize: [80, 80]}
        circle: {type: circle}
      layout: grid
      items: 6

    """

  @Test func aPinchDrivesTheTransitionProgress() throws {
    let p = try player(
      Self.scene + """
        script:
          - {at: 0, startTransition: circle}
          - at: 0.5
            pinch: {touches: [[[150, 300], [250, 300]], [[100, 300], [300, 300]]], duration: 1}
          - {finishTransition: true}
        """)
    let timeline = p.stages[0].timeline
    #expect(timeline.transitionProgress(at: 1.0) == 0.5)  // the fingers are 1.5× apart
    #expect(timeline.transitionProgress(at: 1.49) ?? 0 > 0.98)
    #expect(timeline.transitionProgress(at: 1.6) == nil)  // finished
  }

  @Test func aPanDrivesTheTransitionProgress() throws {
    let p = try player(
      Self.scene + """
        script:
          - {at: 0, startTransition: circle}
          - at: 0.5
            drag: {points: [[300, 300], [105, 300]], duration: 1}
          - {cancelTransition: true}
        """)
    #expect(
      // 195 of 390 pt
      p.stages[0].timeline.transitionProgress(at: 1.5 - 1e-9).map { abs($0 - 0.5) < 1e-6 } == true)
  }

  @Test func dragsOutsideTheCanvasAreErrors() {
    #expect(
      sceneError(
        SceneErrorTests.base + "script:\n  - drag: {points: [[0, 0], [0, 900]], duration: 1}\n")?
        .contains("is outside the 390.0×844.0 canvas") == true)
  }
}
