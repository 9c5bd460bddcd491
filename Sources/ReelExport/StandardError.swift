// SPDX-License-Identifier: MIT
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Messages and progress on standard error, written so that a closed or full pipe (`reel … 2>&1 |
/// head -c1`) loses the text but never stops the render: SIGPIPE is ignored (`Interruption`) and
/// write errors are dropped, where `FileHandle.write(_:)` would trap.
public enum StandardError {
  /// Writes `text` and a line feed, scene text in it escaped (`TerminalText`).
  public static func line(_ text: String) {
    write(TerminalText.escaped(text) + "\n")
  }

  /// Writes `text` as UTF-8, as it is (escape sequences Reel means); gives up quietly when the
  /// stream is closed.
  public static func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Glibc.write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
