// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// Compositional layouts written in scene files: the same geometry as in Swift, orthogonal
/// sections scrolled by steps with `section:`, and located errors.
@Suite struct CompositionalSceneTests {
  static let scene = """
    canvas: {width: 390, height: 600}
    collectionView:
      layout:
        type: compositional
        interSectionSpacing: 20
        sections:
          - group:
              horizontal:
                layoutSize:
                  widthDimension: {fractionalWidth: 0.8}
                  heightDimension: {absolute: 100}
                subitems:
                  - layoutSize:
                      widthDimension: {fractionalWidth: 1}
                      heightDimension: {fractionalHeight: 1}
            orthogonalScrollingBehavior: groupPaging
            interGroupSpacing: 10
            contentInsets: {leading: 16, trailing: 16}
            boundarySupplementaryItems:
              - elementKind: header
                alignment: top
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
          - group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                subitem:
                  layoutSize:
                    widthDimension: {absolute: 1}
                    heightDimension: {fractionalHeight: 1}
                count: 3
                interItemSpacing: {fixed: 10}
      supplementaryStyles:
        header: {label: "{id}"}
      sections:
        - {id: Featured, items: 4}
        - {id: Grid, items: 4}
    script:
      - fling: {section: 0, velocity: [3, 0]}
    """

  static func frame(_ player: ScenePlayer, _ id: String, at time: Double) -> CGRect? {
    frames(player.inspect(at: time)).first { $0.id == id }?.frame
  }

  @Test func sectionsAreLaidOutFromTheScene() throws {
    let player = try player(Self.scene)
    // Section 0: header 40, one row of groups 0.8 × 358 = 286.4 wide from x = 16.
    let first = try #require(Self.frame(player, "0", at: 0))
    #expect(first.origin == CGPoint(x: 16, y: 40) && abs(first.width - 286.4) < 1e-9)
    // Section 1 starts at 40 + 100 + 20 = 160; three equal items of (390 − 20) / 3.
    let width = (390.0 - 20) / 3
    let third = try #require(Self.frame(player, "6", at: 0))
    #expect(abs(third.minX - 2 * (width + 10)) < 1e-9 && third.minY == 160)
    let header = frames(player.inspect(at: 0)).first { $0.id.hasPrefix("Featured/") }
    #expect(header?.frame == CGRect(x: 16, y: 0, width: 358, height: 40))
  }

  @Test func aFlingWithSectionPagesThatSectionOnly() throws {
    let player = try player(Self.scene)
    let end = player.duration
    let second = try #require(Self.frame(player, "1", at: end))
    #expect(abs(second.minX - 16) < 1e-6)
    #expect(Self.frame(player, "4", at: end)?.minX == 0)
  }

  /// Cells a long fling scrolls out of view follow the section while it moves; none stays
  /// behind at its resting place (they are recycled when the section stops).
  @Test func cellsScrolledAwayByAFlingLeaveWithTheSection() throws {
    let scene = """
      canvas: {width: 390, height: 200}
      collectionView:
        layout:
          type: compositional
          sections:
            - orthogonalScrollingBehavior: continuous
              interGroupSpacing: 8
              group:
                horizontal:
                  layoutSize: {widthDimension: {absolute: 110}, heightDimension: {absolute: 34}}
                  subitems:
                    - layoutSize:
                        widthDimension: {fractionalWidth: 1}
                        heightDimension: {fractionalHeight: 1}
        items: 12
      script:
        - at: 0.1
          fling: {section: 0, velocity: [3, 0]}
      """
    let player = try player(scene)
    for t in stride(from: 0.2, to: player.duration, by: 0.1) {
      let cells = frames(player.inspect(at: t))
      #expect(Set(cells.map(\.id)).count == cells.count, "a cell shown twice at \(t) s")
      // Consecutive cells on screen sit one stride (118 points) apart.
      let xs = cells.sorted { Int($0.id)! < Int($1.id)! }.map(\.frame.minX)
      for (a, b) in zip(xs, xs.dropFirst()) { #expect(abs(b - a - 118) < 1e-6, "at \(t) s") }
    }
  }

  @Test func errorsNameTheKeyAndWhatWasExpected() {
    let bad = Self.scene.replacingOccurrences(
      of: "{fractionalWidth: 0.8}", with: "{fractionalWidth: 0.8, absolute: 3}")
    #expect(
      sceneError(bad)?.contains(
        "collectionView.layout.sections[0].group.horizontal.layoutSize.widthDimension: "
          + "expected one of {fractionalWidth: f}") == true)
    let plain = Self.scene.replacingOccurrences(
      of: "fling: {section: 0", with: "fling: {section: 1")
    #expect(
      sceneError(plain)
        == "test.yaml:38:5: error: script[0]: section 1 does not scroll on its own: give it an "
        + "orthogonalScrollingBehavior other than none in a compositional layout")
    let duplicate = Self.scene.replacingOccurrences(
      of: "          - elementKind: header\n",
      with: "          - {layoutSize: {widthDimension: {absolute: 1}, heightDimension: "
        + "{absolute: 1}}, elementKind: header, alignment: bottom}\n"
        + "          - elementKind: header\n")
    #expect(sceneError(duplicate)?.contains("Every supplementary must have a unique") == true)
  }
}

/// Scene-level findings of the layout ports (issue 16, point 6).
@Suite struct PortFindingsSceneTests {
  @Test func negativeLineSpacingIsAccepted() throws {
    let player = try player(
      """
      canvas: {width: 300, height: 400}
      collectionView:
        layout: {type: flow, itemSize: [300, 100], minimumLineSpacing: -20}
        items: 3
      """)
    let second = frames(player.inspect(at: 0)).first { $0.id == "1" }
    #expect(second?.frame.minY == 80)
  }
}

extension PortFindingsSceneTests {
  @Test func anInsertedItemKeepsItsID() throws {
    let scene = """
      canvas: {width: 300, height: 400}
      collectionView:
        layout: {type: flow, itemSize: [100, 100]}
        items: [{id: a}, {id: b}]
      script:
        - insert: [{index: 0, id: fresh}]
      """
    let player = try player(scene)
    #expect(frames(player.inspect(at: player.duration)).map(\.id).contains("fresh"))
    let duplicate = scene.replacingOccurrences(of: "id: fresh", with: "id: b")
    #expect(
      sceneError(duplicate)
        == "test.yaml:6:29: error: script[0].insert[0].id: duplicate item id 'b'")
  }

  @Test func eachSupplementaryKindHasItsOwnStyle() throws {
    let player = try player(
      """
      canvas: {width: 300, height: 400}
      collectionView:
        layout:
          type: compositional
          sections:
            - group:
                horizontal:
                  layoutSize: &row
                    widthDimension: {fractionalWidth: 1}
                    heightDimension: {absolute: 100}
                  subitems:
                    - layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 9}}
                      supplementaryItems:
                        - elementKind: badge
                          layoutSize:
                            {widthDimension: {absolute: 20}, heightDimension: {absolute: 2}}
                          containerAnchor: {edges: [top, trailing]}
              decorationItems: [{background: panel}]
              boundarySupplementaryItems:
                - elementKind: header
                  alignment: top
                  layoutSize: *row
        supplementaryStyles:
          badge: {fill: "#FF0000"}
          header: {fill: "#00FF00"}
        decorationStyles:
          panel: {fill: "#0000FF"}
        items: 1
      """)
    let items = player.displayList(at: 0).layers[0].items
    func fill(_ part: String) -> RGBAColor? {
      items.first { $0.identity?.contains(part) == true }?.style.fill
    }
    #expect(fill("/badge/") == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(fill("UICollectionElementKindSectionHeader") == RGBAColor(red: 0, green: 1, blue: 0))
    #expect(fill("panel/") == RGBAColor(red: 0, green: 0, blue: 1))
  }
}

extension PortFindingsSceneTests {
  /// A named moment is taken when its step has settled; `nameAt: start` takes its start.
  @Test func namedMomentsAreTakenWhenTheStepSettles() throws {
    let player = try player(
      """
      canvas: {width: 300, height: 400}
      collectionView:
        layout: {type: flow, itemSize: [100, 100]}
        items: 3
      script:
        - {at: 0.5, name: inserted, insert: 0}
        - {at: 1.5, name: deleting, nameAt: start, delete: 0}
      """)
    let moments = Dictionary(uniqueKeysWithValues: player.moments.map { ($0.name, $0.time) })
    #expect(moments["inserted"].map { abs($0 - 0.8) < 1e-9 } == true)
    #expect(moments["deleting"] == 1.5)
  }
}

/// UIKit's most common crash, shown from a scene: the data source disagrees with the update.
@Suite struct DataSourceCountTests {
  static func scene(_ step: String) -> String {
    """
    canvas: {width: 300, height: 400}
    collectionView:
      layout: {type: flow, itemSize: [100, 100]}
      items: 3
    script:
      - \(step)
    """
  }

  @Test func aDeleteTheDataSourceDidNotMakeFailsWithUIKitsWording() {
    #expect(
      sceneError(Self.scene("{delete: [0], dataSourceCounts: [3]}"))
        == "test.yaml:6:5: error: script[0]: Invalid update: invalid number of items in section "
        + "0.  The number of items contained in an existing section after the update (3) must be "
        + "equal to the number of items contained in that section before the update (3), plus or "
        + "minus the number of items inserted or deleted from that section (0 inserted, 1 "
        + "deleted) and plus or minus the number of items moved into or out of that section (0 "
        + "moved in, 0 moved out).")
    #expect(sceneError(Self.scene("{delete: [0], dataSourceCounts: [2]}")) == nil)
  }

  @Test func aSectionCountMismatchFailsWithUIKitsWording() {
    let message = sceneError(Self.scene("{insert: [0], dataSourceCounts: [4, 0]}"))
    #expect(
      message?.contains(
        "Invalid update: invalid number of sections.  The number of sections contained in the "
          + "collection view after the update (2) must be equal to the number of sections "
          + "contained in the collection view before the update (1)") == true)
  }
}

extension CompositionalSceneTests {
  @Test func theSafeAreaInsetsSections() throws {
    let scene = Self.scene.replacingOccurrences(
      of: "  supplementaryStyles:",
      with: "  safeAreaInsets: {left: 44, right: 44}\n  supplementaryStyles:")
    let player = try player(scene)
    let first = try #require(Self.frame(player, "0", at: 0))
    // 390 − 88 = 302 across, less the section's 16-point insets: groups 0.8 × 270 wide from 60.
    #expect(first.minX == 60 && abs(first.width - 216) < 1e-9, "\(first)")
    // While the section scrolls, frames come from copies of the collection view: the same.
    let moving = try #require(Self.frame(player, "0", at: 0.1))
    #expect(moving.minX < 60 && moving.minY == first.minY)
  }
}
