// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelSnapshot

/// The HTML report, loaded in a real headless browser (Chromium from Debian; `scripts/install-deps
/// --test` installs it): it must load with no network, decode every inlined image, put failures
/// first
/// and show the reference and the actual image side by side in the wipe view.
@Suite(.serialized) struct ReportBrowserTests {
  /// A report of three comparisons: one failing (red reference, blue actual), one recorded, one
  /// passing.
  func report() throws -> URL {
    let dir = Scratch.root.appendingPathComponent(
      "reel-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let red = try PNGEncoder().encode(
      Raster(width: 200, height: 120, color: RGBAColor(r: 255, g: 0, b: 0)))
    let blue = try PNGEncoder().encode(
      Raster(width: 200, height: 120, color: RGBAColor(r: 0, g: 0, b: 255)))
    let green = try PNGEncoder().encode(
      Raster(width: 200, height: 120, color: RGBAColor(r: 0, g: 160, b: 0)))
    try red.write(to: dir.appendingPathComponent("changed.png"))
    try green.write(to: dir.appendingPathComponent("same.png"))
    let verifier = SnapshotVerifier(recordMode: .missing)
    let results = [
      try verifier.verifyImage(
        png: green, reference: dir.appendingPathComponent("same.png"), name: "scene/same"),
      try verifier.verifyImage(
        png: green, reference: dir.appendingPathComponent("new.png"), name: "scene/new"),
      try verifier.verifyImage(
        png: blue, reference: dir.appendingPathComponent("changed.png"), name: "scene/changed"),
    ]
    let page = dir.appendingPathComponent("index.html")
    try Data(SnapshotReport.html(results).utf8).write(to: page)
    return page
  }

  @Test func theReportLoadsEveryImageAndListsFailuresFirst() throws {
    let dom = String(
      decoding: try runChromium(["--dump-dom", try report().absoluteString]), as: UTF8.self)
    // Images: the failure has reference, actual, diff (3) + wipe view (reference, actual, diff: 3);
    // the passing one 3 + 3; the recorded one only its actual (1).
    #expect(dom.contains("data-images-loaded=\"13\""), "\(dom.prefix(300))")
    #expect(dom.contains("data-failed=\"1\" data-recorded=\"1\" data-passed=\"1\""))
    let order = ["scene/changed", "scene/new", "scene/same"].map {
      dom.range(of: " \($0) <small>")?.lowerBound
    }
    let found = order.compactMap { $0 }
    #expect(found.count == 3 && found == found.sorted(), "failed, then recorded, then passed")
  }

  @Test func theScreenshotShowsTheFailureBadgeAndBothSidesOfTheWipe() throws {
    let shot = Scratch.root.appendingPathComponent(
      "reel-report-\(UUID().uuidString).png")
    _ = try runChromium([
      "--screenshot=\(shot.path)", "--window-size=1000,900", try report().absoluteString,
    ])
    let image = try PNGCodec.decode(Data(contentsOf: shot), maximumPixels: .max)
    var counts: [String: Int] = [:]
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        switch (p.r, p.g, p.b) {
        case (255, 59, 48): counts["badge", default: 0] += 1  // the "failed" badge's red
        case (255, 0, 0): counts["reference", default: 0] += 1
        case (0, 0, 255): counts["actual", default: 0] += 1
        default: break
        }
      }
    }
    #expect(counts["badge", default: 0] > 100, "\(counts)")
    // The thumbnails show 200×120 of each; the wipe view adds the actual on the left half and the
    // reference on the right, so both colours cover more than one thumbnail.
    #expect(counts["reference", default: 0] > 200 * 120, "\(counts)")
    #expect(counts["actual", default: 0] > 200 * 120, "\(counts)")
  }
}
