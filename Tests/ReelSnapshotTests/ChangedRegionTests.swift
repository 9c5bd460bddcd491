// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelTestSupport
import ReelViews
import Testing

@testable import ReelSnapshot

/// Changed regions: boxes around what differs, and a report that shows them at 1:1.
@Suite struct ChangedRegionTests {
  /// Marks for a `width`×`height` image with `points` differing.
  static func marks(_ width: Int, _ height: Int, _ points: [(Int, Int)]) -> [UInt8] {
    var marks = [UInt8](repeating: 0, count: width * height)
    for (x, y) in points { marks[y * width + x] = 2 }
    return marks
  }

  @Test func componentsAreBoxedAndNearOnesMerged() {
    let far = Self.marks(100, 50, [(2, 2), (3, 3), (4, 3), (60, 40), (61, 40)])
    #expect(
      ChangedRegions.find(marks: far, width: 100) == [
        PixelRect(x: 2, y: 2, width: 3, height: 2), PixelRect(x: 60, y: 40, width: 2, height: 1),
      ])
    // 8 pixels apart or closer: one region.
    let near = Self.marks(100, 50, [(10, 10), (19, 10)])
    #expect(
      ChangedRegions.find(marks: near, width: 100) == [
        PixelRect(x: 10, y: 10, width: 10, height: 1)
      ])
    #expect(ChangedRegions.find(marks: Self.marks(10, 10, []), width: 10).isEmpty)
  }

  @Test func tensOfThousandsOfSpecksMergeQuickly() {
    var points: [(Int, Int)] = []
    for y in stride(from: 0, to: 600, by: 3) {
      for x in stride(from: 0, to: 600, by: 3) { points.append((x, y)) }
    }
    let regions = ChangedRegions.find(marks: Self.marks(600, 600, points), width: 600)
    #expect(regions.count <= ChangedRegions.limit && !regions.isEmpty)
  }

  @Test func noiseEndsInAFewRegions() {
    var points: [(Int, Int)] = []
    for y in stride(from: 0, to: 400, by: 10) {
      for x in stride(from: 0, to: 400, by: 10) { points.append((x, y)) }
    }
    let regions = ChangedRegions.find(marks: Self.marks(400, 400, points), width: 400)
    #expect(regions.count <= ChangedRegions.limit && !regions.isEmpty)
  }

  @Test func aComparisonNamesItsRegionsAndBoxesThemInTheDiff() throws {
    let white = RGBAColor(r: 255, g: 255, b: 255)
    let reference = Raster(width: 60, height: 40, color: white)
    var changed = reference.pixels
    for y in 10..<14 {
      for x in 20..<25 {
        changed.replaceSubrange((y * 60 + x) * 4..<(y * 60 + x) * 4 + 4, with: [0, 0, 0, 255])
      }
    }
    let actual = Raster(width: 60, height: 40, pixels: changed)
    let comparison = ImageComparator(threshold: 0.1).compare(reference: reference, actual: actual)
    #expect(comparison.regions == [PixelRect(x: 20, y: 10, width: 5, height: 4)])
    #expect(comparison.summary.contains("20 pixels differ in 1 region (5×4 at (20, 10))"))
    // The box: magenta, 4 pixels outside the region.
    let diff = try #require(comparison.diff)
    let corner = diff.pixel(x: 16, y: 6)
    #expect((corner.r, corner.g, corner.b) == (255, 0, 255))
  }

  @Test func theReportBoxesRegionsZoomsAndLinksRelatively() throws {
    var result = SnapshotResult(
      name: "s/m", kind: .image, status: .failed, message: "",
      reference: URL(fileURLWithPath: "/refs/s/m.png"))
    result.contents = ["reference": Data([1]), "actual": Data([2])]
    result.regions = [PixelRect(x: 10, y: 20, width: 30, height: 40)]
    result.pixelSize = (100, 200)
    result.artifacts = ["diff": URL(fileURLWithPath: "/work/out/artifacts/3/s/m.diff.png")]
    var layout = SnapshotResult(
      name: "s/m", kind: .layout, status: .failed, message: "",
      reference: URL(fileURLWithPath: "/refs/s/m.layout.txt"))
    layout.textDiff = "-cell a 0 0 10 10\n+cell a 0 0 12 10"
    let html = SnapshotReport.html(
      [result, layout], directory: URL(fileURLWithPath: "/work/out/report"))
    #expect(html.contains("left:7.0000%;top:8.5000%;width:36.0000%;height:23.0000%"))
    #expect(html.contains("data-zoom=\"1\"") && html.contains("<button data-zoom=\"4\">"))
    #expect(html.contains("<div class=\"side\"><pre class=\"diff\"><span class=\"del\">-cell a"))
    #expect(html.contains("<a href=\"../artifacts/3/s/m.diff.png\">diff</a>"))
  }

  @Test func eachRunKeepsItsOwnArtifactsUnlessToldToReplaceThem() throws {
    let base = Scratch.root.appendingPathComponent("reel-runs-\(UUID().uuidString)")
    let first = try ArtifactRuns.claim(in: base, replacing: false)
    #expect(first.lastPathComponent == "1")
    // A run that wrote nothing leaves nothing; one that wrote keeps its folder.
    ArtifactRuns.release(first)
    #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).isEmpty)
    for run in ["1", "2", "notes"] {
      try FileManager.default.createDirectory(
        at: base.appendingPathComponent(run), withIntermediateDirectories: true)
    }
    try Data([1]).write(to: base.appendingPathComponent("2/kept.png"))
    try Data([1]).write(to: base.appendingPathComponent("7"))
    // Two runs at once each get a folder of their own.
    let (a, b) = (
      try ArtifactRuns.claim(in: base, replacing: false),
      try ArtifactRuns.claim(in: base, replacing: false)
    )
    #expect([a.lastPathComponent, b.lastPathComponent] == ["8", "9"])
    ArtifactRuns.release(base.appendingPathComponent("2"))
    #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("2/kept.png").path))
    #expect(try ArtifactRuns.claim(in: base, replacing: true).lastPathComponent == "1")
    // Only numbered folders go: the notes folder and a file named 7 stay.
    let left = try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()
    #expect(left == ["1", "7", "notes"])
    #expect(
      ArtifactRuns.relativePath(
        of: URL(fileURLWithPath: "/a/b/c.png"), from: URL(fileURLWithPath: "/a/d/e"))
        == "../../b/c.png")
  }

  @Test func reportLinksArePercentEncoded() {
    let link = ArtifactRuns.relativeLink(
      to: URL(fileURLWithPath: "/o/snapshots/1/a#b c%/step?1.diff.png"),
      from: URL(fileURLWithPath: "/o/report"))
    #expect(link == "../snapshots/1/a%23b%20c%25/step%3F1.diff.png")
  }

  @Test func aLinkPlantedWhereTheReportGoesIsNotFollowed() throws {
    let out = Scratch.folder("planted")
    let elsewhere = Scratch.folder("elsewhere")
    let report = out.appendingPathComponent("report")
    try FileManager.default.createSymbolicLink(at: report, withDestinationURL: elsewhere)
    let run = SnapshotRun(
      snapshotter: SceneSnapshotter(verifier: SnapshotVerifier(recordMode: .never)),
      references: out.appendingPathComponent("refs"), reportDirectory: report)
    let error = #expect(throws: SnapshotError.self) { try run.run([]) }
    #expect("\(error.map { "\($0)" } ?? "")".contains("symbolic link"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    // The artifacts' folder likewise.
    let artifacts = out.appendingPathComponent("snapshots")
    try FileManager.default.createSymbolicLink(at: artifacts, withDestinationURL: elsewhere)
    #expect(throws: SnapshotError.self) { try ArtifactRuns.claim(in: artifacts, replacing: false) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }
}
