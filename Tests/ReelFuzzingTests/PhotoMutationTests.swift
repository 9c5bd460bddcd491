// SPDX-License-Identifier: MIT
import Foundation
import ReelFuzzing
import ReelTestSupport
import Testing

/// Property-based fuzzing of the other image decoders: damaged variants of the shipped JPEG, WebP
/// and SVG files must each end in an image drawn or a located error naming the file.
@Suite struct PhotoMutationTests {
  static let files: [(ending: String, data: Data)] = {
    Corpus("scenes/assets", endings: [".jpg", ".webp", ".svg"]).paths.compactMap { path in
      FileManager.default.contents(atPath: path).map { ((path as NSString).pathExtension, $0) }
    }
  }()

  @Test func theFilesAreThere() {
    #expect(Set(Self.files.map(\.ending)) == ["jpg", "webp", "svg"])
  }

  @Test func shippedFilesDrawAndTheirMutantsEndInAnImageOrALocatedError() throws {
    let probe = try ImageProbe()
    let mutator = ByteMutator(files: Self.files.map(\.data))
    var outcomes: [String: (decoded: Int, rejected: Int)] = [:]
    for (ending, data) in Self.files {
      guard case .decoded = try probe.runAnyFormat(data, ending: ending) else {
        Issue.record("shipped \(ending) file does not draw")
        continue
      }
    }
    for index in 0..<(mutantsPerScene * 30) {
      let file = index % Self.files.count
      let ending = Self.files[file].ending
      do {
        let outcome = try probe.runAnyFormat(
          mutator.mutant(of: file, index: index), ending: ending)
        if case .decoded = outcome {
          outcomes[ending, default: (0, 0)].decoded += 1
        } else {
          outcomes[ending, default: (0, 0)].rejected += 1
        }
      } catch {
        Issue.record("\(ending) mutant \(index): \(error)")
      }
    }
    // Every format is refused at least once; JPEG and SVG shrug off some damage too.
    for ending in ["jpg", "webp", "svg"] {
      #expect((outcomes[ending]?.rejected ?? 0) > 0, "\(ending): \(outcomes[ending] ?? (0, 0))")
    }
    #expect(outcomes.values.map(\.decoded).reduce(0, +) > 0, "\(outcomes)")
  }

  @Test(arguments: regressionFiles("jpg") + regressionFiles("webp") + regressionFiles("svg"))
  func photoRegression(_ name: String) throws {
    let data = try Data(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Tests/ReelFuzzingTests/Regressions/\(name)"))
    _ = try ImageProbe().runAnyFormat(data, ending: (name as NSString).pathExtension)
  }
}
