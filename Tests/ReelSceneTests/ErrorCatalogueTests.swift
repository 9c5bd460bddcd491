// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// The error catalogue (scenes/README.md) lists every message the sources can produce: each message
/// literal's fixed text (up to its first interpolation) must appear in it.
@Suite struct ErrorCatalogueTests {
  static let catalogue: String = {
    let text =
      (try? String(
        contentsOf: repositoryRoot.appendingPathComponent("scenes/README.md"), encoding: .utf8))
      ?? ""
    return text.range(of: "### Error catalogue").map { String(text[$0.lowerBound...]) } ?? ""
  }()

  static func source(_ path: String) -> String {
    let text =
      (try? String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    .joined(separator: "\n")
    // Multi-line literals (`"""` … `\` continuations … `"""`) read as the one-line literal they
    // are.
    .replacingOccurrences(
      of: #""""[ \t]*\n((?:.|\n)*?)\n[ \t]*""""#, with: "\"$1\"", options: .regularExpression
    )
    .replacingOccurrences(of: #"\\\n\s*"#, with: "", options: .regularExpression)
  }

  static func matches(_ pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  static func trimmed(_ fragment: String) -> String? {
    let text = fragment.trimmingCharacters(in: CharacterSet(charactersIn: " '([):,."))
    // Code inside an interpolation (`\(list.joined(separator: ", "))`) is not message text.
    let code = ["joined(", "separator", "$0", "map {"].contains { text.contains($0) }
    return text.count >= 12 && !text.hasPrefix("<") && !code ? text : nil
  }

  /// Scene errors: the text of `error("…")` and `message: "…"` literals up to the first `\`.
  /// (The format's and the runtime's: the loader's and the script's errors.)
  static let sceneMessages: [String] = ["Sources/ReelScene", "Sources/ReelRuntime"].flatMap {
    folder in
    Corpus(folder, endings: [".swift"]).names.flatMap { file in
      matches(#"(?:error|message:)\s*\(?\s*"([^"\\]*)"#, in: source("\(folder)/\(file)"))
        .compactMap(trimmed)
    }
  }

  /// Batch-update, image, output and frame errors: each literal's first fixed stretch of text.
  static let otherMessages: [String] = {
    let files = [
      "Sources/ReelLayout/BatchUpdateError.swift", "Sources/ReelPNG/PNGHeader.swift",
      "Sources/ReelExport/OutputError.swift",
      "Sources/ReelExport/FrameAssembler.swift", "Sources/ReelScene/SceneError.swift",
      "Sources/ReelScene/OutputName.swift", "Sources/ReelScene/Sandbox.swift",
      "Sources/ReelScene/SceneScanner.swift",
      "Sources/ReelScene/SceneLoader+YAMLErrors.swift", "Sources/ReelExport/RenderBudget.swift",
      "Sources/ReelExport/FileTree.swift", "Sources/ReelCairo/ImageCache.swift",
      "Sources/ReelCairo/PNGCodec.swift",
    ]
    return files.flatMap { file in
      matches(#""((?:[^"\\\n]|\\\([^)]*\)|\\.)*)""#, in: source(file)).compactMap { literal in
        literal.components(separatedBy: "\\(").enumerated().lazy.compactMap { i, part in
          trimmed(i == 0 ? part : String(part.drop { $0 != ")" }.dropFirst()))
        }.first
      }
    }
  }()

  @Test func theCatalogueListsEveryMessage() {
    #expect(Self.sceneMessages.count > 90)
    #expect(Self.otherMessages.count > 30)
    for message in Set(Self.sceneMessages + Self.otherMessages).sorted() {
      #expect(
        Self.catalogue.contains(message),
        "not in the error catalogue of scenes/README.md: \(message)")
    }
  }
}
