// SPDX-License-Identifier: MIT
import Foundation
import ReelFuzzing
import ReelTestSupport
import Testing

/// Property-based fuzzing of the image path: damaged variants of the shipped images must each end
/// in a decoded image or a located error naming the file.
@Suite struct ImageMutationTests {
  static let images: [Data] = {
    Corpus("scenes/assets", endings: [".png"]).paths.compactMap {
      FileManager.default.contents(atPath: $0)
    }
  }()

  @Test func theImagesAreThere() { #expect(Self.images.count >= 3) }

  @Test func shippedImagesDecodeAndTheirMutantsEndInAnImageOrALocatedError() throws {
    #expect(Self.images.count >= 3)
    let probe = try ImageProbe()
    let mutator = PNGMutator(images: Self.images)
    var decoded = 0
    var rejected = 0
    for (i, image) in Self.images.enumerated() {
      guard case .decoded = try probe.run(image) else {
        Issue.record("shipped image \(i) does not decode")
        continue
      }
    }
    for index in 0..<(mutantsPerScene * 40) {
      let bytes = mutator.mutant(of: index % Self.images.count, index: index)
      do {
        if case .decoded = try probe.run(bytes) { decoded += 1 } else { rejected += 1 }
      } catch {
        Issue.record("mutant \(index): \(error)")
      }
    }
    // Both sides are reached: some damage is harmless (an ancillary bit), most is refused.
    #expect(decoded > 0, "\(decoded) decoded")
    #expect(rejected > decoded, "\(rejected) rejected")
  }

  @Test(arguments: regressionFiles("png"))
  func imageRegression(_ name: String) throws {
    let data = try Data(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Tests/ReelFuzzingTests/Regressions/\(name)"))
    _ = try ImageProbe().run(data)
  }
}
