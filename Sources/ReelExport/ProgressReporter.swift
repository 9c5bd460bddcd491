// SPDX-License-Identifier: MIT
import Foundation

/// Shows the progress of a long render: nothing for the first second; then, on a terminal, one line
/// rewritten in place (frames done and an estimate of the time left), or plain lines (at most one a
/// second) when the output is a file or pipe. The clock is only used for this display, never for
/// output.
public final class ProgressReporter {
  private let label: String
  private let isTerminal: Bool
  private let write: (String) -> Void
  private let now: () -> Double
  private let start: Double
  private var lastPrint: Double
  private var showing = false

  /// - Parameters:
  ///   - write: where text goes (standard error in the CLI).
  ///   - now: a clock in seconds.
  public init(
    label: String, isTerminal: Bool, write: @escaping (String) -> Void, now: @escaping () -> Double
  ) {
    self.label = label
    self.isTerminal = isTerminal
    self.write = write
    self.now = now
    start = now()
    lastPrint = start
  }

  /// Reports `done` of `total` frames.
  public func update(done: Int, total: Int) {
    let t = now()
    let elapsed = t - start
    guard elapsed >= 1, total > 0 else { return }
    let remaining = done > 0 ? elapsed * Double(total - done) / Double(done) : 0
    let text = TerminalText.escaped("\(label): \(done)/\(total) frames (\(done * 100 / total)%)")
    if isTerminal {
      write("\r\u{1B}[K\(text), about \(Self.seconds(remaining)) left")
      showing = true
    } else if t - lastPrint >= 1 || done == total {
      write("\(text)\n")
      lastPrint = t
    }
  }

  /// Ends the display (clears the in-place line on a terminal).
  public func finish() {
    if isTerminal && showing { write("\r\u{1B}[K") }
  }

  static func seconds(_ s: Double) -> String {
    s < 10 ? String(format: "%.1fs", s) : "\(Int(s.rounded()))s"
  }
}
