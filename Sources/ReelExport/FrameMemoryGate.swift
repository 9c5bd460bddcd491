// SPDX-License-Identifier: MIT
import Foundation

/// The process's share of `FrameMemory.budget`: renders running at once (`reel batch`, a library
/// user's threads) each hold the bytes their frames and encoders need while they draw, and a
/// render whose bytes are not free waits until enough are. A render never asks for more than the
/// whole budget (`RenderBudget` refuses it first), so every render eventually runs.
final class FrameMemoryGate: @unchecked Sendable {
  /// The gate every render of the process shares.
  static let shared = FrameMemoryGate(capacity: FrameMemory.budget)

  private let condition = NSCondition()
  private let capacity: Int
  private var free: Int

  /// A gate over `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    free = capacity
  }

  /// Runs `body` holding `bytes` (at most the capacity), waiting first until they are free.
  func holding<T, Failure: Error>(
    _ bytes: Int, _ body: () throws(Failure) -> T
  ) throws(Failure) -> T {
    let amount = min(max(bytes, 0), capacity)
    condition.lock()
    while free < amount { condition.wait() }
    free -= amount
    condition.unlock()
    defer {
      condition.lock()
      free += amount
      condition.broadcast()
      condition.unlock()
    }
    return try body()
  }
}
