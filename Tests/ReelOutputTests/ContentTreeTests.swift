// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelTestSupport
import ReelText
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// A scene's content laid out by Auto Layout on any thread (`ContentTree`): against frames solved
/// by hand, and for every element of every shipped scene, on many threads at once.
@Suite struct ContentTreeTests {
  /// A row of a stack that sizes itself and an accessory: the first of equal huggers stretches,
  /// the accessory keeps its size, each is centred across; a fixed width across a `fill`
  /// column gives way to the column's edges.
  @Test func aRowOfTwoStacksLaysOutByTheSceneFormatsRules() {
    let clear = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
    let box = ContentView(.view, style: clear, width: 50, height: 20)
    var column = ContentView(.stack(StackLayout(axis: .vertical)), style: clear)
    column.style.content = [box]
    var chevron = ContentView(.symbol(.chevronForward), style: clear)
    chevron.style.textProperties.font = Font(size: 17)
    var accessory = ContentView(.stack(StackLayout(axis: .horizontal)), style: clear)
    accessory.style.content = [chevron]
    var row = ContentView(
      .stack(StackLayout(axis: .horizontal, spacing: 10, alignment: .center)), style: clear)
    row.style.content = [column, accessory]
    let placed = ContentTree.layout(
      [row], size: CGSize(width: 200, height: 44), measurer: PangoMeasurer())
    let children = placed[0].subviews
    #expect(children[0].frame == CGRect(x: 0, y: 12, width: 181.5, height: 20))
    #expect(children[0].subviews[0].frame == CGRect(x: 0, y: 0, width: 181.5, height: 20))
    #expect(children[1].frame.minX == 191.5 && children[1].frame.width == 8.5)
    #expect(abs(children[1].frame.midY - 22) < 1e-9)
    // Right to left, the row runs from the right edge.
    let mirrored = ContentTree.layout(
      [row], size: CGSize(width: 200, height: 44), direction: .rightToLeft,
      measurer: PangoMeasurer())
    #expect(mirrored[0].subviews.map(\.frame.minX) == [18.5, 0])
  }

  /// Every element with content in every shipped scene, every 0.1 s: its top-level views fill
  /// it, and laid out on many threads at once (as frames are drawn) the content comes out as
  /// it does on one.
  @Test func theShippedScenesContentLaysOutAlikeOnEveryThread() throws {
    var jobs: [(views: [ContentView], size: CGSize, direction: UserInterfaceLayoutDirection)] = []
    var seen = Set<Int>()
    let files = ["scenes", "scenes/seeds"].flatMap { folder in
      Corpus(folder, endings: [".yaml"]).names.map { "\(folder)/\($0)" }
    }
    for file in files {
      let path = repositoryRoot.appendingPathComponent(file).path
      let player = try ScenePlayer(document: SceneLoader.load(path: path))
      for time in stride(from: 0.0, through: player.duration, by: 0.1) {
        for item in Self.items(player.displayList(at: time)) where !item.style.content.isEmpty {
          let direction = item.style.textProperties.layoutDirection
          var key = Hasher()
          key.combine(item.style.content)
          key.combine(item.size.width)
          key.combine(item.size.height)
          key.combine(direction)
          guard seen.insert(key.finalize()).inserted else { continue }
          jobs.append((item.style.content, item.size, direction))
        }
      }
    }
    #expect(jobs.count > 100)
    let placed = jobs.map { job in
      ContentTree.layout(
        job.views, size: job.size, direction: job.direction, measurer: PangoMeasurer())
    }
    for (job, views) in zip(jobs, placed) {
      let filling = views.allSatisfy { view in
        let f = view.frame
        return abs(f.minX) + abs(f.minY) + abs(f.width - job.size.width)
          + abs(f.height - job.size.height) < 1e-9
      }
      #expect(filling, "\(views.map(\.frame)) in \(job.size)")
    }
    let serial = placed.map { Self.lines($0) }
    let parallel = Results(count: jobs.count)
    let shared = jobs
    DispatchQueue.concurrentPerform(iterations: shared.count) { index in
      let job = shared[index]
      parallel.set(
        index,
        Self.lines(
          ContentTree.layout(
            job.views, size: job.size, direction: job.direction, measurer: PangoMeasurer())))
    }
    #expect(parallel.all == serial)
  }

  static func items(_ list: DisplayList) -> [DisplayItem] {
    var all = list.overlays
    func add(_ layer: DisplayLayer) { all += layer.items + layer.overlays }
    list.layers.forEach(add)
    for screen in list.screens {
      all += screen.items + screen.overlays
      screen.layers.forEach(add)
    }
    return all
  }

  /// One line a view, its frame to a millionth of a point.
  static func lines(_ placed: [PlacedView], depth: Int = 0) -> [String] {
    func r(_ x: CGFloat) -> CGFloat { (x * 1e6).rounded() / 1e6 + 0 }
    return placed.flatMap { view in
      let f = view.frame
      return ["\(depth) \(r(f.minX)) \(r(f.minY)) \(r(f.width)) \(r(f.height))"]
        + lines(view.subviews, depth: depth + 1)
    }
  }
}

/// Lines by job, filled from many threads.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [[String]]
  init(count: Int) { lines = Array(repeating: [], count: count) }
  func set(_ index: Int, _ value: [String]) { lock.withLock { lines[index] = value } }
  var all: [[String]] { lock.withLock { lines } }
}
