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

extension SceneKeyTablesTests {
  /// The text from `heading` to the next heading of its level or higher.
  func section(_ heading: String) -> String {
    guard let start = lines.firstIndex(where: { $0 == heading }) else {
      Issue.record("no heading \(heading)")
      return ""
    }
    let level = heading.prefix { $0 == "#" }.count
    let end =
      lines[(start + 1)...].firstIndex { line in
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
      } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  /// The declared keys `text` never names as code: in a `span` (`key`, `{key, other: …}`) or a
  /// fenced example (`key: value`).
  func undocumented(_ keys: [String], in text: String) -> [String] {
    var named = Set<String>()
    for (index, part) in text.components(separatedBy: "`").enumerated() where index % 2 == 1 {
      let words = part.split { !($0.isLetter || $0.isNumber || $0 == "$") }
      named.formUnion(words.map(String.init))
    }
    return keys.filter { !named.contains($0) }
  }

  /// Styles and steps are described in prose and tables of their own shape; every key the
  /// reader takes is named in its section, so none is accepted without being documented.
  @Test func everyStyleAndStepKeyIsDocumented() {
    #expect(undocumented(StylePatch.keys, in: section("## Styles")) == [])
    #expect(undocumented(SceneLoader.stepKeys, in: section("## `script`")) == [])
    #expect(undocumented(SceneLoader.screenKeys, in: section("## Screens")) == [])
    #expect(
      undocumented(ContentConfiguration.keys, in: section("### Content configurations")) == [])
    #expect(
      undocumented(BackgroundConfigurationReader.keys, in: section("### Layer effects")) == [])
    let views = section("### Views of your own")
    #expect(undocumented(StylePatch.viewKinds + StylePatch.viewExtraKeys, in: views) == [])
  }

  /// Compositional layouts' and lists' mappings, and diffable snapshots.
  @Test func everyLayoutAndSnapshotKeyIsDocumented() {
    let compositional = section("### Compositional layouts")
    let declared =
      CompositionalReader.layoutKeys + CompositionalReader.sectionKeys
      + CompositionalReader.groupKeys + CompositionalReader.boundaryKeys
    #expect(undocumented(declared, in: compositional) == [])
    #expect(undocumented(CompositionalReader.separatorKeys, in: section("### Lists")) == [])
    #expect(undocumented(SceneLoader.snapshotKeys, in: section("## `script`")) == [])
  }
}
