// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// The README's Swift examples are the files of `Examples/Readme` (which CI builds, runs and
/// tests), so the README cannot show code that does not compile.
@Suite struct ReadmeExampleTests {
  static func text(_ path: String) -> String {
    (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// The README's ```swift blocks.
  static var blocks: [String] {
    text("README.md").components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```\n")[0]
    }
  }

  static let files = [
    "Examples/Readme/Sources/FlyIn/main.swift", "Examples/Readme/Tests/FlyInTests/FlyInTests.swift",
    "Examples/Readme/Sources/HelloView/main.swift",
  ]

  @Test(arguments: files)
  func theReadmeShowsTheExampleFile(_ path: String) {
    let file = Self.text(path)
    #expect(!file.isEmpty, "\(path) is missing")
    #expect(Self.blocks.contains(file), "README.md does not show \(path) as it is")
  }

  @Test func everySwiftBlockIsAnExampleFile() {
    let files = Self.files.map(Self.text)
    for block in Self.blocks {
      #expect(files.contains(block), "a README Swift block that no example compiles:\n\(block)")
    }
  }
}
