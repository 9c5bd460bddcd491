// SPDX-License-Identifier: MIT
import Foundation

/// A scene's name becomes the name of its outputs (`<out>/<name>.gif`, `<out>/<name>/`,
/// `<references>/<name>/`), so it must be one plain file name that stays inside the output folder.
///
/// An explicit `name:` that is not one is an error at that key; a name taken from the scene's file
/// name is reduced to one (`reduced(_:)`), as snapshot moment labels are.
public enum OutputName {
  /// The longest name in UTF-8 bytes: room is left under the file system's 255 for the suffixes
  /// Reel adds (`.sheet.png.reelhash`, `.tmp-<pid>-<n>`).
  public static let maximumBytes = 200

  /// Why `name` cannot name an output, or nil when it can.
  ///
  /// Refused: the empty name, `/` and `\`, a leading `.` (hidden files, `.` and `..`), NUL and
  /// other
  /// control characters, and names over `maximumBytes`.
  public static func problem(_ name: String) -> String? {
    if name.isEmpty { return "a scene name must not be empty" }
    if name.contains("/") || name.contains("\\") {
      return
        "a scene name names output files and must not contain '/' or '\\', found '\(shown(name))'"
    }
    if name.hasPrefix(".") {
      return "a scene name names output files and must not start with '.', found '\(shown(name))'"
    }
    if name.unicodeScalars.contains(where: isControl) {
      return
        "a scene name must not contain control characters (NUL, tab, newline…), "
        + "found '\(shown(name))'"
    }
    if name.utf8.count > maximumBytes {
      return
        "a scene name may have at most \(maximumBytes) bytes of UTF-8, found \(name.utf8.count)"
    }
    return nil
  }

  /// `name` made safe: control characters, `/` and `\` become `-`, leading dots are dropped and the
  /// result is cut to `maximumBytes` (at a character boundary); "scene" when nothing is left.
  public static func reduced(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      scalars.append(isControl(scalar) || scalar == "/" || scalar == "\\" ? "-" : scalar)
    }
    var safe = String(String(scalars).drop { $0 == "." })
    while safe.utf8.count > maximumBytes { safe.removeLast() }
    return safe.isEmpty ? "scene" : safe
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  /// The name as it can be printed in one line of a message (control characters escaped).
  static func shown(_ name: String) -> String {
    let text = name.unicodeScalars.map { isControl($0) ? $0.escaped(asASCII: true) : String($0) }
    return String(text.joined().prefix(80))
  }
}
