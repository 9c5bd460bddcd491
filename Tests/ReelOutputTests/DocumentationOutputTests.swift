// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelCairo
@testable import ReelExport
@testable import ReelRender
@testable import ReelRuntime
@testable import ReelScene

/// What a documentation video needs: named steps as chapters in MP4 and WebM (read back with
/// ffprobe) and in a JSON file beside them, a chosen matte for a device's corners, a poster.
@Suite struct DocumentationOutputTests {
  static let named = """
    canvas: {width: 120, height: 80, fps: 10}
    collectionView: {layout: {type: flow, itemSize: [30, 30]}, items: 4}
    script:
      - {at: 0.5, insert: 0, name: "Insert ⌘ é"}
      - {wait: 0.3}
      - {delete: 1, name: Delete}
    """

  /// ffprobe's chapters of `url`: title, start and end, seconds.
  func chapters(_ url: URL) throws -> [(String, Double, Double)] {
    let text = try ffmpegTool(
      "ffprobe", ["-v", "error", "-show_chapters", "-of", "compact=p=0:nk=1", url.path])
    return String(decoding: text, as: UTF8.self).split(separator: "\n").map { line in
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      // id, time_base, start, start_time, end, end_time, title
      return (fields[6], Double(fields[3]) ?? -1, Double(fields[5]) ?? -1)
    }
  }

  @Test(arguments: [RenderFormat.mp4, .webm])
  func namedStepsAreChapters(_ format: RenderFormat) throws {
    let out = temporaryFolder()
    let result = try render(Self.named, RenderOptions(format: format, outputDirectory: out))
    let found = try chapters(out.appendingPathComponent("s.\(format.rawValue)"))
    #expect(found.map(\.0) == ["s", "Insert ⌘ é", "Delete"])
    #expect(found.map(\.1) == [0, 0.5, 1.1] && found.map(\.2) == [0.5, 1.1, 1.9])
    // The same chapters in JSON beside the video.
    let sidecar = out.appendingPathComponent("s.chapters.json")
    #expect(result.files.contains(sidecar))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any]
    let list = try #require(json?["chapters"] as? [[String: Any]])
    #expect(list.compactMap { $0["title"] as? String } == found.map(\.0))
    #expect(list.compactMap { $0["end"] as? Double } == found.map(\.2))
  }

  @Test func aSceneWithoutNamesHasNoChapters() throws {
    let out = temporaryFolder()
    let plain = Self.named.replacingOccurrences(of: ", name: \"Insert ⌘ é\"", with: "")
      .replacingOccurrences(of: ", name: Delete", with: "")
    let result = try render(plain, RenderOptions(format: .mp4, outputDirectory: out))
    #expect(try chapters(out.appendingPathComponent("s.mp4")).isEmpty)
    #expect(result.files.count == 1)
  }

  @Test func aMatteFillsADevicesCornersAndAPosterIsWritten() throws {
    let out = temporaryFolder()
    var options = RenderOptions(format: .gif, outputDirectory: out)
    options.matte = RenderOptions.matte("#204080")
    options.posterTime = 0.2
    let scene = """
      canvas: {device: {model: iPhone SE, frame: true}, scale: 1, duration: 0.3}
      collectionView: {layout: {type: flow, itemSize: [50, 50]}, items: 3}
      """
    let result = try render(scene, options)
    let poster = out.appendingPathComponent("s.poster.png")
    #expect(result.files.last == poster)
    let image = try PNGCodec.decode(Data(contentsOf: poster), maximumPixels: .max)
    let corner = image.pixel(x: 0, y: 0)
    #expect(corner.r == 0x20 && corner.g == 0x40 && corner.b == 0x80 && corner.a == 255)
    #expect(RenderOptions.matte("systemBackground") == .white)
    #expect(RenderOptions.matte("not a colour") == nil)
  }
}
