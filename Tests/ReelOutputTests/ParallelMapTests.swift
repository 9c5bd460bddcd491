// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import Testing

/// How many calls run at once, at most.
final class Concurrency: @unchecked Sendable {
  private let lock = NSLock()
  private var running = 0
  private(set) var peak = 0
  private(set) var calls = 0
  func enter() {
    lock.withLock {
      running += 1
      calls += 1
      peak = max(peak, running)
    }
  }
  func leave() { lock.withLock { running -= 1 } }
}

struct Failed: Error, Equatable { let index: Int }

@Suite struct ParallelMapTests {
  @Test(arguments: [1, 2, 3, 8])
  func resultsInOrderOnAtMostTheThreadsAsked(_ parallelism: Int) {
    let seen = Concurrency()
    let squares = parallelMap(0..<64, parallelism: parallelism) { i in
      seen.enter()
      defer { seen.leave() }
      usleep(200)
      return i * i
    }
    #expect(squares == (0..<64).map { $0 * $0 })
    #expect(seen.peak <= parallelism)
    #expect(seen.calls == 64)
  }

  @Test func theLowestFailingIndexIsRethrownAfterEveryElementRan() {
    let seen = Concurrency()
    #expect(throws: Failed(index: 3)) {
      try parallelMap(0..<40, parallelism: 4) { (i: Int) throws(Failed) -> Int in
        seen.enter()
        defer { seen.leave() }
        if i == 30 || i == 3 || i == 17 { throw Failed(index: i) }
        return i
      }
    }
    #expect(seen.calls == 40)
  }
}
