// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// Pull to refresh: a finger pulls the content down from its top, the spinner's spokes appear
/// with the pull, the refresh begins past the trigger and the content settles 60 points down
/// while the spinner turns; `endRefreshing` returns it to its top and the spinner fades.
@Suite struct RefreshTests {
  static let scene = """
    canvas: {width: 390, height: 700, scale: 1, showTouches: true}
    collectionView:
      layout: {type: list, appearance: plain}
      sections: [{items: [{id: a, text: Anna}, {id: b, text: Ben}]}]

    """

  func player(_ script: String) throws -> ScenePlayer {
    try ScenePlayer(document: SceneLoader.parse(Self.scene + script, file: "t.yaml"))
  }

  func spokes(_ player: ScenePlayer, at time: Double) -> [DisplayItem] {
    player.displayList(at: time).layers.flatMap(\.items).filter {
      $0.identity == "refresh-spinner"
    }
  }

  @Test func aPullRefreshesUntilEndRefreshing() throws {
    let player = try player(
      """
      script:
        - {at: 0.2, pullToRefresh: true}
        - wait: 0.5
        - endRefreshing: true
        - wait: 0.5
      """)
    let timeline = player.stages[0].timeline
    #expect(spokes(player, at: 0.1).isEmpty)
    let early = spokes(player, at: 0.3).count
    #expect(early > 0 && early < 8, "spokes appear with the pull: \(early)")
    // Settled 60 points down while refreshing (0.2 + 0.7 + 0.35), all eight spokes turning.
    #expect(abs(timeline.contentOffset(at: 1.4).y + 60) < 0.01)
    let turning = spokes(player, at: 1.4)
    #expect(turning.count == 8 && Set(turning.map(\.alpha)).count > 1)
    #expect(spokes(player, at: 1.5).map(\.alpha) != turning.map(\.alpha), "it turns")
    // endRefreshing at 1.75: back at the top 0.35 s later, the spinner gone.
    #expect(abs(timeline.contentOffset(at: 2.2).y) < 0.01)
    #expect(spokes(player, at: 2.2).isEmpty)
  }

  @Test func mistakesAreNamed() {
    let cases: [(String, String)] = [
      ("script: [{endRefreshing: true}]", "no refresh is running"),
      ("script: [{pullToRefresh: true}, {pullToRefresh: true}]", "refreshing already"),
      ("script: [{scroll: {to: [0, 1]}}, {pullToRefresh: true}]", "scroll to the top first"),
      ("script: [{pullToRefresh: false}]", "expected true"),
    ]
    for (script, expected) in cases {
      var message: String?
      do { _ = try player(script) } catch { message = "\(error)" }
      #expect(message?.contains(expected) == true, "\(script): \(message ?? "accepted")")
    }
  }
}
