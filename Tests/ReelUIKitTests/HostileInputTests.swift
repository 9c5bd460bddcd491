// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// What a stranger's code may hand the view layer: odd paths, special files, huge, negative and
/// NaN values. Nothing crashes, hangs or writes anywhere.
@MainActor
@Suite struct HostileInputTests {
  static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../ReelFuzzingTests/Regressions").standardizedFileURL.path

  @Test func specialFilesAndOddNamesAreNoImages() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reel-hostile-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A pipe nobody writes would block a reader forever.
    #expect(UIImage(contentsOfFile: fifo) == nil)
    #expect(UIImage(contentsOfFile: "/dev/zero") == nil)
    #expect(UIImage(contentsOfFile: folder.path) == nil)
    #expect(UIImage(contentsOfFile: "") == nil)
    #expect(UIImage(contentsOfFile: "/nonexistent/\u{0}x.png") == nil)
    for name in [
      "", "../../../../etc/passwd", "/etc/passwd", "a\u{0}b", String(repeating: "x", count: 5000),
    ] {
      #expect(UIImage(named: name) == nil, "\(name.prefix(20))")
    }
    // A header claiming more pixels than the limit is refused before anything is decoded.
    #expect(
      UIImage(contentsOfFile: Self.regressions + "/header-claiming-overflowing-pixel-count.png")
        == nil)
    // A truncated JPEG has a readable header (as on iOS, it is an image); drawing it must not
    // fail or crash, whatever the decoder makes of the missing data.
    let truncated = try #require(UIImage(contentsOfFile: Self.regressions + "/jpeg-truncated.jpg"))
    let view = UIImageView(image: truncated)
    _ = try? ViewRenderer(scale: 1).raster(view)
  }

  @Test func nonsenseNumbersAreClampedOrIgnored() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
    slider.value = .nan
    slider.maximumValue = -.infinity
    let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    progress.progress = .nan
    #expect(progress.progress == 0)
    let pages = UIPageControl()
    pages.numberOfPages = -5
    pages.currentPage = .max
    #expect(pages.numberOfPages == 0 && pages.currentPage == 0)
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: .nan)
    label.preferredMaxLayoutWidth = -.infinity
    label.numberOfLines = -3
    label.minimumScaleFactor = .nan
    label.adjustsFontSizeToFitWidth = true
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    for view in [slider, progress, pages, label] as [UIView] { root.addSubview(view) }
    let weird = UIView(frame: CGRect(x: CGFloat.nan, y: -1e300, width: .infinity, height: -5))
    weird.backgroundColor = .red
    weird.alpha = .nan
    weird.layer.cornerRadius = .infinity
    root.addSubview(weird)
    for scale in [CGFloat.nan, -1, 0, 1e9] {
      _ = try ViewRenderer(scale: scale).raster(root)
    }
  }

  @Test func aHugeViewIsARenderErrorNotACrash() {
    let huge = UIView(frame: CGRect(x: 0, y: 0, width: 1e7, height: 1e7))
    #expect(throws: (any Error).self) { try ViewRenderer(scale: 1).raster(huge) }
  }
}
