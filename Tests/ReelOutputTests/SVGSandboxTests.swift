// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelRender
@testable import ReelSVGImage

/// SVG images drawn in a child of `reel` with a CPU and memory budget: what librsvg does is
/// bounded by what it costs, and the pixels are those drawn in process.
@Suite struct SVGSandboxTests {
  let verified = repositoryRoot.appendingPathComponent("scenes/assets/verified.svg")

  func request(_ data: Data) -> SVGSandboxRequest {
    SVGSandboxRequest(data: data, maximumPixels: 1 << 24)
  }

  @Test func aChildDrawsThePixelsThisProcessDraws() throws {
    let data = try Data(contentsOf: verified)
    let here = try SVGImage.decodeHere(data, maximumPixels: 1 << 24)
    let there = try request(data).run(try reelBinary(), cpuSeconds: 20, memoryBytes: 1 << 30)
    #expect(there == here)
  }

  @Test func aChildSaysWhatIsWrongWithTheFile() throws {
    #expect(
      throws: ImageProblem(
        "the SVG image has no size: give its root element a width and height, or a viewBox")
    ) {
      try request(Data(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8))
        .run(try reelBinary(), cpuSeconds: 20, memoryBytes: 1 << 30)
    }
  }

  @Test func aDrawingPastItsCPUBudgetEnds() throws {
    // A hundred cells under a morphology filter over the whole image: minutes in librsvg.
    let cells = (0..<100).map {
      #"<rect x="\#($0 % 10 * 10)" y="\#($0 / 10 * 10)" width="10" height="10" filter="url(#f)"/>"#
    }
    let slow =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"#
      + #"<filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">"#
      + #"<feMorphology radius="100"/></filter>\#(cells.joined())</svg>"#
    let error = #expect(throws: ImageProblem.self) {
      try request(Data(slow.utf8)).run(try reelBinary(), cpuSeconds: 1, memoryBytes: 1 << 30)
    }
    #expect(
      error?.description.contains("takes over 1 s to draw") == true, "\(String(describing: error))")
  }

  /// Not under the sanitizers: their runtimes reserve terabytes of address space and end a
  /// process that runs out of memory themselves (AddressSanitizer exits with status 1), so no
  /// address-space budget means there what it means in a plain build.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["REEL_SANITIZER"] == nil))
  func aDrawingPastItsMemoryBudgetEnds() throws {
    // 4 096 points a side is drawn into 16.7 million pixels: 64 MB, over a 16 MB budget.
    let large = #"<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096"/>"#
    let error = #expect(throws: ImageProblem.self) {
      try request(Data(large.utf8)).run(try reelBinary(), cpuSeconds: 20, memoryBytes: 16 << 20)
    }
    // Cairo finds no memory for the surface (or librsvg stops, when it asks first).
    let text = error?.description ?? ""
    #expect(text.contains("no memory for a 4096×4096") || text.contains("within 16 MB"), "\(text)")
  }
}
