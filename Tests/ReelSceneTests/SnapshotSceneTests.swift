// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// `apply:` steps: diffable snapshots in scene files.
@Suite struct SnapshotSceneTests {
  static func scene(_ steps: String) -> String {
    """
    canvas: {width: 390, height: 500}
    collectionView:
      layout: {type: flow, itemSize: [120, 120], minimumInteritemSpacing: 15, minimumLineSpacing: 5}
      items: [{id: a}, {id: b}, {id: c}, {id: d}]
    script:
    \(steps)
    """
  }

  static func ids(_ player: ScenePlayer, at time: Double) -> [String] {
    frames(player.inspect(at: time)).filter { $0.alpha > 0.99 }.map(\.id)
  }

  @Test func theSnapshotsIdentifiersDecideTheUpdate() throws {
    let player = try player(
      Self.scene(
        """
          - at: 0.5
            apply: {items: [d, a, {id: new, fill: systemRed}, c], reloadItems: [c]}
        """))
    #expect(Self.ids(player, at: 0.4) == ["a", "b", "c", "d"])
    // In reading order (the inspect lists drawing order: the new views last).
    let end = frames(player.inspect(at: 1)).sorted {
      ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
    }
    #expect(end.map(\.id) == ["d", "a", "new", "c"])
    // d moved from the second row's start to the first slot: it is mid-way at 0.65.
    let moving = frames(player.inspect(at: 0.65)).first { $0.id == "d" }
    #expect(moving.map { $0.frame.minX < 120 && $0.frame.minY > 0 && $0.frame.minY < 125 } == true)
  }

  @Test func sectionsComeAndGoByIdentifier() throws {
    let player = try player(
      Self.scene(
        """
          - apply:
              animatingDifferences: false
              sections:
                - {id: s0, items: [a]}
                - {id: more, items: [x, b]}
        """))
    let end = frames(player.inspect(at: 0.01))
    #expect(end.map(\.id) == ["a", "x", "b"])
    #expect(end.map(\.frame.minY) == [0, 120, 120])
  }

  @Test func invalidSnapshotsFailInUIKitsWords() {
    #expect(
      sceneError(Self.scene("  - apply: {items: [a, b, a]}"))
        == "test.yaml:6:20: error: script[0].apply.items: Fatal: supplied item identifiers are "
        + "not unique. Duplicate identifiers: {(\n    a\n)}")
    #expect(
      sceneError(Self.scene("  - apply: {items: [a], reloadItems: [z]}"))?.hasSuffix(
        "Attempted to reload item identifier that does not exist in the snapshot: z") == true)
    #expect(
      sceneError(Self.scene("  - apply: {sections: [{id: x, items: [a]}, {id: x}]}"))?.contains(
        "Fatal: supplied section identifiers are not unique") == true)
  }

  /// An item that moves into an inserted section is deleted and inserted (UIKit cannot move it
  /// there) but keeps its look.
  @Test func anItemMovedIntoANewSectionKeepsItsStyle() throws {
    let player = try player(
      """
      canvas: {width: 390, height: 500}
      collectionView:
        layout: {type: flow, itemSize: [120, 120]}
        items: [{id: a, fill: "#FF0000"}, {id: b}]
      script:
        - apply: {sections: [{id: new, items: [a]}, {id: s0, items: [b]}]}
      """)
    let items = player.displayList(at: player.duration).layers[0].items
    let a = items.first { $0.identity?.hasSuffix("/a#0") == true }
    #expect(a?.style.fill == RGBAColor(red: 1, green: 0, blue: 0))
  }
}

/// Items the script adds to a section take the style the scene gives that section.
@Suite struct InsertedItemSectionStyleTests {
  @Test func insertedAndAppliedItemsTakeTheirSectionsStyle() throws {
    let player = try player(
      """
      canvas: {width: 200, height: 200}
      collectionView:
        layout: {type: flow, itemSize: [40, 40]}
        style: {fill: red}
        sections:
          - {id: a, style: {fill: blue}, items: [{id: x}]}
          - {id: b, items: [{id: z}]}
      script:
        - at: 0.1
          insert: [[0, 1], [1, 1]]
        - at: 0.5
          apply:
            sections:
              - {id: a, items: [x, 2, y]}
              - {id: b, items: [z, 3, w, {id: v, fill: green}]}
      """)
    let items = player.displayList(at: player.duration).layers[0].items
    func fill(_ id: String) -> RGBAColor? {
      items.first { $0.identity?.hasSuffix("/\(id)#0") == true }?.style.fill
    }
    let blue = RGBAColor(red: 0, green: 0, blue: 1)
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    // The inserted items are numbered after x and z: 2 in section a, 3 in section b.
    #expect(["x", "2", "y"].map(fill) == [blue, blue, blue])
    #expect(["z", "3", "w"].map(fill) == [red, red, red])
    #expect(fill("v") != red && fill("v") != blue)
  }
}

/// Cells whose estimated height their text decides, in scene files.
@Suite struct SelfSizingSceneTests {
  static let scene = """
    canvas: {width: 390, height: 600}
    collectionView:
      layout:
        type: compositional
        sections:
          - group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
                subitems:
                  - layoutSize:
                      {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
      style: {font: {textStyle: body}, numberOfLines: 0}
      items:
        - {id: a, label: "Short"}
        - {id: b, label: "A longer text that wraps onto a second line in a row this wide."}
        - {id: c, label: "Short"}
    script:
      - at: 0.5
        reload: [0]
        style: {label: "Now the first row holds a text long enough to wrap over two lines."}
    """

  @Test func rowsFitTheirTextAndAReloadMovesTheRowsBelow() throws {
    let player = try player(Self.scene)
    func frame(_ id: String, _ t: Double) -> CGRect? {
      frames(player.inspect(at: t)).last { $0.id == id }?.frame
    }
    let a = try #require(frame("a", 0))
    let b = try #require(frame("b", 0))
    #expect(a.height > 15 && a.height < 30)
    #expect(abs(b.height - 2 * a.height) < 4)
    #expect(frame("c", 0)?.minY == b.maxY)
    // The reloaded first row grows to two lines; the rows below slide down during the update.
    let grown = try #require(frame("a", 1))
    #expect(abs(grown.height - b.height) < 1)
    let sliding = try #require(frame("c", 0.65))
    #expect(sliding.minY > b.maxY && sliding.minY < b.maxY + grown.height - a.height)
    #expect(frame("c", 1)?.minY == b.maxY + grown.height - a.height)
  }
}
