// SPDX-License-Identifier: MIT

/// Text from a scene (keys, ids, labels, file names) made safe to print on a terminal: every
/// control character but the line feed and tab — C0, DEL and C1, which start escape sequences
/// (OSC 52 writes the clipboard in many terminals) — and the bidirectional overrides and
/// isolates, which reorder what is shown, are written as Swift escapes (`\u{1B}`). Everything
/// Reel prints passes through it once, at the point it is written.
public enum TerminalText {
  /// `text` with its control and bidirectional-override characters escaped; other text, letters
  /// of every script and emoji included, unchanged.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
