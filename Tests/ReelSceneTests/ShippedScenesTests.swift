// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelLayout
@testable import ReelRuntime
@testable import ReelScene

@Suite struct ShippedScenesTests {
  static let required = [
    "flow-basic.yaml", "flow-updates.yaml", "circle.yaml", "stack.yaml", "waterfall.yaml",
  ]

  static let shipped: [String] = ["scenes", "scenes/seeds"].flatMap { folder in
    Corpus(folder, endings: [".yaml", ".json"]).names.filter { !$0.hasSuffix(".schema.json") }
      .map { folder == "scenes" ? $0 : "seeds/\($0)" }
  }.sorted()

  @Test func theShippedScenesAreThere() { #expect(Self.shipped.count >= 34) }

  @Test(arguments: shipped)
  func everyShippedSceneLoadsAndRuns(_ file: String) throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath(file)))
    #expect(player.duration > 0)
  }

  @Test func sceneNamesAreUniqueSoOutputsDoNotCollide() throws {
    let names = try Self.shipped.map { try SceneLoader.load(path: scenePath($0)).name }
    #expect(Set(names).count == names.count)
  }

  @Test func theRequiredScenesShip() {
    for name in Self.required {
      #expect(FileManager.default.fileExists(atPath: scenePath(name)), "\(name)")
    }
  }

  @Test func flowBasicMatchesUIKitsFlowLayout() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("flow-basic.yaml")))
    #expect(player.canvas.scale == 2)
    let elements = frames(player.inspect(at: 0))
    #expect(elements.map(\.frame.minX) == [10, 145, 280, 10, 145, 280, 10, 145])
    #expect(elements.map(\.frame.minY) == [10, 10, 10, 120, 120, 120, 230, 230])
    #expect(elements.allSatisfy { $0.frame.size == CGSize(width: 100, height: 100) })
  }

  @Test func flowUpdatesRunsTheFourUpdatesAtTheirTimes() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("flow-updates.yaml")))
    let ids = { (t: Double) in
      frames(player.inspect(at: t)).filter { $0.alpha > 0.999 }.sorted {
        ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
      }.map(\.id)
    }
    #expect(ids(0.4) == ["0", "1", "2", "3", "4", "5", "6", "7"])
    #expect(ids(1.0) == ["0", "8", "1", "2", "3", "4", "5", "6", "7"])  // insert at 1
    #expect(ids(2.0) == ["0", "8", "1", "3", "4", "5", "6", "7"])  // delete item 3 (id 2)
    #expect(ids(3.0) == ["8", "1", "3", "4", "5", "0", "6", "7"])  // move 0 → 5
    // Half way through the default 0.3 s insert the new item is at alpha ≈ 0.5.
    let inserting = frames(player.inspect(at: 0.65)).first { $0.id == "8" }!
    #expect(abs(inserting.alpha - 0.5) < 1e-6)
    // The reload at 3.5 cross-fades two cells of item "3" (at index 2 by then).
    let reloading = frames(player.inspect(at: 3.65)).filter { $0.id == "3" }
    #expect(reloading.count == 2)
    #expect(abs(player.duration - (3.8 + 0.5)) < 1e-9)
  }

  @Test func circleDeletesThenInserts() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("circle.yaml")))
    #expect(frames(player.inspect(at: 0.4)).count == 12)
    let afterDelete = frames(player.inspect(at: 1.2))
    #expect(afterDelete.count == 11)
    let r = 390 / 2.5
    for (i, e) in afterDelete.enumerated() {
      let angle = 2 * Double(i) * .pi / 11
      #expect(abs(e.frame.midX - (195 + r * cos(angle))) < 1e-6)
      #expect(abs(e.frame.midY - (195 + r * sin(angle))) < 1e-6)
    }
    #expect(frames(player.inspect(at: 2.2)).count == 12)
  }

  @Test func stackShowsFiveCards() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("stack.yaml")))
    let elements = frames(player.inspect(at: 0))
    #expect(elements.count == 8)
    #expect(elements.filter(\.hidden).map(\.id).sorted() == ["5", "6", "7"])
    #expect(elements.last?.id == "0")
  }

  @Test func waterfallUsesTheShortestColumn() throws {
    let player = try ScenePlayer(document: SceneLoader.load(path: scenePath("waterfall.yaml")))
    let elements = frames(player.inspect(at: 0))
    #expect(elements.count == 12)
    #expect(
      elements.map(\.frame.height) == [120, 80, 200, 150, 90, 130, 170, 60, 110, 140, 100, 190])
    #expect(elements[3].frame.minY == 110)  // under item 1 (the shortest column)
  }
}
