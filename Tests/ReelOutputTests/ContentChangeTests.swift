// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelComposition
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// `change:` steps: a view with an id in a cell, a cell by its id and a screen's box show new
/// text, colours or visibility, the new look dissolving in over the old.
@Suite struct ContentChangeTests {
  static let scene = """
    canvas: {width: 300, height: 200, scale: 1}
    collectionView:
      layout: {type: flow, itemSize: [300, 60]}
      sections:
        - items:
            - id: inbox
              views:
                - stack: {axis: horizontal}
                  views:
                    - {label: Inbox}
                    - {id: unread, label: 3 Unread}
                    - {id: dot, view: {}, width: 8}
            - {id: plain, fill: systemRed}
    script:
      - {at: 0.5, change: {id: unread, text: 2 Unread}, animation: {duration: 0.4, curve: linear}}
      - {change: {id: plain, fill: systemBlue}, animation: none}
      - {change: {id: dot, isHidden: true}, animation: none}
    """

  func items(_ player: ScenePlayer, at time: Double, id: String) -> [DisplayItem] {
    player.displayList(at: time).layers[0].items.filter {
      $0.identity?.hasPrefix("main/\(id)#") == true
    }
  }

  func labels(_ view: ContentView) -> [String] {
    (view.style.label.map { [$0] } ?? []) + view.style.content.flatMap(labels)
  }

  @Test func aLabelsNewTextDissolvesInOverTheOld() throws {
    let player = try ScenePlayer(document: SceneLoader.parse(Self.scene, file: "c.yaml"))
    let before = items(player, at: 0.4, id: "inbox")
    #expect(before.count == 1 && before[0].style.content.flatMap(labels).contains("3 Unread"))
    let during = items(player, at: 0.7, id: "inbox")
    #expect(during.count == 2)
    #expect(during[0].alpha == 1 && abs(during[1].alpha - 0.5) < 1e-9)
    #expect(during[0].style.content.flatMap(labels).contains("3 Unread"))
    #expect(during[1].style.content.flatMap(labels).contains("2 Unread"))
    let after = items(player, at: 1.0, id: "inbox")
    #expect(after.count == 1 && after[0].style.content.flatMap(labels).contains("2 Unread"))
    // The dot is hidden at once afterwards; the plain cell turned blue.
    func dot(_ view: ContentView) -> [ContentView] {
      (view.identifier == "dot" ? [view] : []) + view.style.content.flatMap(dot)
    }
    let dots = after[0].style.content.flatMap(dot)
    #expect(!dots.isEmpty && dots.allSatisfy { $0.isHidden })
    let blue = SystemColors.named("systemBlue", traits: player.traits)
    #expect(items(player, at: 1.0, id: "plain").map(\.style.fill) == [blue])
    #expect(items(player, at: 0.8, id: "plain").map(\.style.fill) != [blue])
  }

  @Test func anUnknownIdIsNamed() {
    let text = Self.scene + "\n  - {change: {id: nowhere, alpha: 0}}\n"
    do {
      _ = try ScenePlayer(document: SceneLoader.parse(text, file: "c.yaml"))
      Issue.record("accepted")
    } catch {
      #expect("\(error)".contains("no cell, view or screen box has the id 'nowhere'"))
    }
  }
}
