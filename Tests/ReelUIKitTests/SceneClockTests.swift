// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A view controller's `DispatchQueue`, `Timer` and `UIView.animate` work runs on the scene's
/// timeline, at its own times, the same on every run.
@MainActor
@Suite struct SceneClockTests {
  init() {
    let modes: [(String, TickingGridController.Mode)] = [
      ("TickDispatch", .dispatch), ("TickTimer", .timer), ("TickSelector", .selectorTimer),
      ("TickAnimate", .animate), ("TickRunaway", .runaway), ("TickRandom", .random),
    ]
    for (name, mode) in modes {
      ViewControllerRegistry.shared.register(name) { TickingGridController(mode) }
    }
  }

  func play(_ type: String, navigation: Bool = false, script: String = "  - wait: 2") throws
    -> (ScenePlayer, TickingGridController)
  {
    try hostedScene("\(type)Watched", navigation: navigation, script: script, file: "tick.yaml") {
      ViewControllerRegistry.shared.make(type) as? TickingGridController
    }
  }

  func alpha(of item: Int, in player: ScenePlayer, at time: Double) -> Double? {
    let items = player.displayList(at: time, scale: 1).layers.flatMap(\.items)
    return items.first { $0.identity == "main/d\(item)#0" }.map { Double($0.alpha) }
  }

  @Test func asyncAfterBlocksRunAtTheirSceneTimes() throws {
    let (player, controller) = try play("TickDispatch")
    #expect(controller.ticks == [0.5, 0.75, 1.0, 1.25, 1.5])
    #expect(player.stages[0].collectionView.numberOfItems(inSection: 0) == 35)
    // The first added item (the 31st) is absent before 0.5 s, fades in after, and the last
    // is there at the end.
    #expect(alpha(of: 30, in: player, at: 0.45) == nil)
    let fading = try #require(alpha(of: 30, in: player, at: 0.6))
    #expect(fading > 0 && fading < 1)
    #expect(alpha(of: 34, in: player, at: 2) == 1)
    #expect(!SceneClock.shared.isDriven)
  }

  @Test func timersFireAtTheirIntervalUntilInvalidated() throws {
    let (_, controller) = try play("TickTimer", script: "  - wait: 3")
    #expect(controller.ticks == [0.5, 1.0, 1.5])
    let (_, once) = try play("TickSelector")
    #expect(once.ticks == [0.25])
  }

  @Test func animationCompletionsRunWhenTheAnimationEnds() throws {
    let (_, controller) = try play("TickAnimate")
    #expect(controller.ticks.map { ($0 * 1000).rounded() } == [400, 800, 1200])
  }

  @Test func workRunsUntilTheScenesEndAndNoFurther() throws {
    let (_, early) = try play("TickDispatch", script: "  - wait: 0.8")
    #expect(early.ticks == [0.5, 0.75])
    // A script step sees the clock at its own time, after the work due by then.
    let (_, stepped) = try play(
      "TickDispatch", script: "  - {at: 1.1, perform: tickNow, animation: {duration: 0.1}}")
    #expect(stepped.ticks == [0.5, 0.75, 1.0, 1.1])
  }

  @Test func randomNumbersAndDatesAreTheScenesOwn() throws {
    let (_, first) = try play("TickRandom")
    let (_, second) = try play("TickRandom")
    #expect(first.drawn.count == 7)
    #expect(first.drawn == second.drawn)
    #expect(Set(first.drawn).count == 7)
    #expect(first.dates == [Date.sceneStart, Date.sceneStart.addingTimeInterval(0.5)])
  }

  @Test func movedItemsKeepTheirOwnCells() throws {
    // Cells drawn for the moments before the move are made after the script, at the index
    // paths their items had then: each must still show its own item.
    let (player, _) = try play("TickDispatch", script: "  - {at: 0.1, perform: reverse}")
    func pictures(at time: Double) -> [String: [PlacedView]] {
      let items = player.displayList(at: time, scale: 1).layers.flatMap(\.items)
      return Dictionary(
        items.compactMap { item in
          item.identity.map { (String($0.split(separator: "#")[0]), item.style.views) }
        }, uniquingKeysWith: { a, _ in a })
    }
    let before = pictures(at: 0)
    let after = pictures(at: 2)
    let shared = Set(before.keys).intersection(after.keys).filter { $0.hasPrefix("main/d") }
    #expect(shared.count > 10)
    // Every item shows its own number: no two cells draw the same picture.
    #expect(Set(before.values.map { "\($0)" }).count == before.count)
    for id in shared.sorted() { #expect(before[id] == after[id], "\(id)") }
  }

  @Test func barsShowWhatTheCodeChangedFromThenOn() throws {
    let (player, _) = try play(
      "TickTimer", navigation: true, script: "  - {at: 1, perform: retitle}")
    func bar(at time: Double) -> [DisplayItem] {
      player.displayList(at: time, scale: 1).overlays.filter {
        $0.identity?.hasPrefix("front") == true
      }
    }
    #expect(!bar(at: 0).isEmpty)
    #expect(bar(at: 0.99) == bar(at: 0))
    #expect(bar(at: 1) != bar(at: 0))
    #expect(bar(at: 2) == bar(at: 1))
  }

  @Test func codeThatSchedulesItselfWithoutEndIsAnError() {
    #expect {
      _ = try play("TickRunaway", script: "  - wait: 1")
    } throws: { error in
      "\(error)".contains("tick.yaml:2:17: error: viewController")
        && "\(error)".contains("keeps scheduling work: more than 10000 blocks ran at 0.0 s")
    }
    #expect(!SceneClock.shared.isDriven)
  }

  @Test func outsideASceneQueuesAreDispatchs() async {
    #expect(!SceneClock.shared.isDriven)
    let ran: Bool = await withCheckedContinuation { done in
      ReelUIKit.DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
        done.resume(returning: true)
      }
    }
    #expect(ran)
    #expect(ReelUIKit.DispatchTime.now() > ReelUIKit.DispatchTime(uptimeNanoseconds: 1))
  }
}
