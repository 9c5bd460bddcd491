// SPDX-License-Identifier: MIT
import Foundation

/// A folder of test inputs in the repository (shipped scenes, fuzz regressions, invalid scenes).
/// Parameterized tests run once per file, so a missing or emptied folder would run zero cases and
/// pass: every corpus also has a test that `count` is what it should be.
public struct Corpus: Sendable {
  /// The folder, relative to the repository root.
  public let folder: String
  /// File name endings that belong to the corpus, e.g. `[".yaml"]`.
  public let endings: [String]

  public init(_ folder: String, endings: [String]) {
    self.folder = folder
    self.endings = endings
  }

  public var url: URL { repositoryRoot.appendingPathComponent(folder) }

  /// The corpus's file names, sorted; empty when the folder is missing.
  public var names: [String] {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return all.filter { name in endings.contains { name.hasSuffix($0) } }.sorted()
  }

  /// The full paths of `names`.
  public var paths: [String] { names.map { url.appendingPathComponent($0).path } }
}
