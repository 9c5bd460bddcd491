// SPDX-License-Identifier: MIT

/// A script step's `name:` as it names files: snapshot references are called after it
/// (`test.name.png`), so names are checked when the scene is read — not when a snapshot fails to
/// be written, or silently overwrites another's.
public enum StepName {
  /// The longest name, characters: with a test's name and an extension it stays well inside the
  /// 255 bytes most file systems allow a file name.
  public static let maximumLength = 100

  /// `name` with every character outside `[A-Za-z0-9._-]` replaced by `-`; `moment` when empty.
  public static func fileSafe(_ name: String) -> String {
    let safe = String(name.map { isFileSafe($0) ? $0 : "-" })
    return safe.isEmpty ? "moment" : safe
  }

  private static func isFileSafe(_ c: Character) -> Bool {
    guard c.isASCII, let ascii = c.asciiValue else { return false }
    return c.isLetter || c.isNumber || ascii == 0x2E || ascii == 0x2D || ascii == 0x5F
  }

  /// Checks the step name `value` against the names already read (`seen`: file-safe form →
  /// name), and records it.
  /// - Throws: when it is longer than `maximumLength`, or another step's name gives the same
  ///   file name (`a/b` and `a b` are both `a-b`).
  static func check(_ value: SceneValue, seen: inout [String: String]) throws(SceneError) {
    let name = try value.string()
    guard name.count <= maximumLength else {
      throw value.error(
        "expected a step name of at most \(maximumLength) characters, found \(name.count)")
    }
    let safe = fileSafe(name)
    if let other = seen[safe] {
      throw value.error(
        """
        the step name "\(name)" names the same files as "\(other)" (both are "\(safe)" in a \
        file name); give the steps names that differ in letters, digits, '.', '-' or '_'
        """)
    }
    seen[safe] = name
  }
}
