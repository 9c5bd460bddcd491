// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelScene

/// `scenes/README.md`'s key tables list exactly the keys the reader declares (`SceneKeys` and
/// the declarations beside the readers), so the documentation cannot drift from the format.
@Suite struct SceneKeyTablesTests {
  let lines: [Substring] = {
    let url = repositoryRoot.appendingPathComponent("scenes/README.md")
    return try! String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
  }()

  /// The keys named in the first column of the first `| key |` table after `heading`.
  func tableKeys(after heading: String) -> Set<String> {
    guard let start = lines.firstIndex(where: { $0 == heading }) else {
      Issue.record("no heading \(heading)")
      return []
    }
    var rows = lines[(start + 1)...].drop { !$0.hasPrefix("| key |") }.dropFirst(2)
    rows = rows.prefix { $0.hasPrefix("|") }
    var keys = Set<String>()
    for row in rows {
      let first = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
      let parts = first.split(separator: "`")
      // Backticked names are the odd parts: `width`, `height`.
      for (i, part) in parts.enumerated() where i % 2 == (first.hasPrefix(" `") ? 1 : 0) {
        keys.insert(String(part))
      }
    }
    return keys.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains(" ") }
  }

  @Test func theCanvasDeviceAndCollectionViewTablesListTheDeclaredKeys() {
    #expect(tableKeys(after: "## `canvas`") == Set(SceneKeys.canvas))
    #expect(tableKeys(after: "### Devices") == Set(SceneKeys.device))
    #expect(tableKeys(after: "## `collectionView`") == Set(SceneKeys.collectionView))
    #expect(tableKeys(after: "### Lists") == Set(CompositionalReader.listKeys))
  }
}
