// SPDX-License-Identifier: MIT
import Foundation
import ReelExport
import ReelRender
import ReelTestSupport
import ReelVideo
import Testing

/// Flat colours from iOS's palette, and white and black: each frame of the test videos is one.
let videoColours: [(UInt8, UInt8, UInt8)] = [
  (0, 122, 255), (255, 59, 48), (52, 199, 89), (255, 149, 0), (175, 82, 222),
  (255, 255, 255), (0, 0, 0), (142, 142, 147),
]

/// 12 frames of 33 × 21 pixels (odd on both sides) at 25 fps; frames 3–5 hold one colour.
func videoFrames() -> [Raster] {
  let indices = [0, 1, 2, 3, 3, 3, 4, 5, 6, 7, 0, 1]
  return indices.map { i in raster(33, 21) { _, _ in videoColours[i] } }
}

func encodeVideo(_ format: String) throws -> Data {
  let rate = FrameRate(25)
  if format == "mp4" {
    let encoder = try MP4Encoder(width: 33, height: 21, frameRate: rate)
    for frame in videoFrames() { try encoder.addFrame(frame) }
    return try encoder.finish()
  }
  let encoder = try WebMEncoder(width: 33, height: 21, frameRate: rate)
  for frame in videoFrames() { try encoder.addFrame(frame) }
  return try encoder.finish()
}

/// Runs a tool from Debian's ffmpeg package and returns its standard output.
func ffmpegTool(_ tool: String, _ arguments: [String]) throws -> Data {
  let (data, status) = try runProgram("/usr/bin/\(tool)", arguments)
  try #require(status == 0, "\(tool) \(arguments.joined(separator: " "))")
  return data
}

/// What ffprobe says of the video stream, decoding every frame.
func probe(_ url: URL) throws -> [String: String] {
  let text = try ffmpegTool(
    "ffprobe",
    [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
      "stream=codec_name,width,height,pix_fmt,color_range,color_space,color_primaries,"
        + "color_transfer,r_frame_rate,nb_read_frames:format=duration",
      "-of", "default=noprint_wrappers=1", url.path,
    ])
  var fields: [String: String] = [:]
  for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
    if parts.count == 2 { fields[parts[0]] = parts[1] }
  }
  return fields
}

/// CIE 1976 ΔE between two sRGB colours.
func deltaE(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
  func lab(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    func linear(_ v: Double) -> Double {
      let v = v / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
  let (p, q) = (lab(a), lab(b))
  return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2))
    .squareRoot()
}

@Suite struct VideoEncoderTests {
  @Test(arguments: ["mp4", "webm"])
  func decodesWithItsFramesDurationAndColourTags(_ format: String) throws {
    let data = try encodeVideo(format)
    #expect(try encodeVideo(format) == data)  // the same bytes every time
    let url = Scratch.folder("video").appendingPathComponent("v.\(format)")
    try data.write(to: url)
    let fields = try probe(url)
    #expect(fields["codec_name"] == (format == "mp4" ? "h264" : "vp9"))
    // H.264's 4:2:0 needs even sides (the edge is repeated); VP9 keeps the odd size.
    #expect(fields["width"] == (format == "mp4" ? "34" : "33"))
    #expect(fields["height"] == (format == "mp4" ? "22" : "21"))
    #expect(fields["nb_read_frames"] == "12")  // held frames are frames: a constant rate
    #expect(fields["r_frame_rate"] == "25/1")
    #expect(fields["duration"].flatMap(Double.init).map { abs($0 - 0.48) < 0.002 } == true)
    #expect(fields["pix_fmt"] == "yuv420p" && fields["color_range"] == "tv")
    for key in ["color_space", "color_primaries", "color_transfer"] {
      #expect(fields[key] == "bt709", "\(key)")
    }
  }

  @Test(arguments: ["mp4", "webm"])
  func ffmpegDecodesTheColoursOfTheFrames(_ format: String) throws {
    let url = Scratch.folder("video").appendingPathComponent("v.\(format)")
    try encodeVideo(format).write(to: url)
    let rgb = try ffmpegTool(
      "ffmpeg",
      [
        "-v", "error", "-i", url.path, "-vf",
        "scale=flags=accurate_rnd+full_chroma_int:out_color_matrix=bt709", "-f", "rawvideo",
        "-pix_fmt", "rgb24", "-",
      ])
    let width = format == "mp4" ? 34 : 33
    let height = format == "mp4" ? 22 : 21
    let frames = videoFrames()
    try #require(rgb.count == width * height * 3 * frames.count)
    let bytes = [UInt8](rgb)
    var worst = 0.0
    for (n, frame) in frames.enumerated() {
      let s = frame.pixel(x: 16, y: 10)
      let o = (n * height * width + 10 * width + 16) * 3
      let decoded = (Double(bytes[o]), Double(bytes[o + 1]), Double(bytes[o + 2]))
      worst = max(worst, deltaE((Double(s.r), Double(s.g), Double(s.b)), decoded))
    }
    #expect(worst < 2, "largest ΔE \(worst)")
  }

  @Test(arguments: [RenderFormat.mp4, .webm])
  func aSceneRendersToAVideoOfAllItsFrames(_ format: RenderFormat) throws {
    let out = temporaryFolder()
    var options = RenderOptions(format: format, outputDirectory: out, parallelism: 2)
    options.scale = 1.5  // 180 × 180 pixels
    let result = try render(updatesScene, options)
    #expect(result.files.map(\.lastPathComponent) == ["s.\(format.rawValue)"])
    let fields = try probe(result.files[0])
    #expect(fields["nb_read_frames"] == "\(result.frameCount)" && result.frameCount == 16)
    #expect(fields["r_frame_rate"] == "20/1" && fields["width"] == "180")
    // Parallel drawing does not change the file.
    options.parallelism = 1
    options.outputDirectory = temporaryFolder()
    let serial = try render(updatesScene, options)
    #expect(try Data(contentsOf: serial.files[0]) == Data(contentsOf: result.files[0]))
  }

  /// OpenH264 takes no side under 16 pixels: a tiny canvas is padded, not refused.
  @Test(arguments: [(1, 1), (8, 40), (15, 3)])
  func tinyFramesMakeVideosToo(_ width: Int, _ height: Int) throws {
    let encoder = try MP4Encoder(width: width, height: height, frameRate: FrameRate(10))
    for _ in 0..<3 { try encoder.addFrame(raster(width, height) { _, _ in (255, 59, 48) }) }
    let url = Scratch.folder("video").appendingPathComponent("t.mp4")
    try encoder.finish().write(to: url)
    let fields = try probe(url)
    #expect(fields["width"] == "\(max(width + width % 2, 16))" && fields["nb_read_frames"] == "3")
    #expect(fields["height"] == "\(max(height + height % 2, 16))")
  }

  @Test func wrongSizesAndLateFramesAreErrors() throws {
    #expect(throws: VideoEncodingError.self) {
      try MP4Encoder(width: 0, height: 10, frameRate: FrameRate(30))
    }
    #expect(throws: VideoEncodingError.self) {
      try WebMEncoder(width: 20_000, height: 10, frameRate: FrameRate(30))
    }
    let encoder = try WebMEncoder(width: 8, height: 8, frameRate: FrameRate(30))
    #expect(throws: VideoEncodingError.invalidSize(width: 9, height: 8)) {
      try encoder.addFrame(raster(9, 8) { _, _ in (0, 0, 0) })
    }
    #expect(throws: VideoEncodingError.self) { try encoder.finish() }  // no frames
    try encoder.addFrame(raster(8, 8) { _, _ in (0, 0, 0) })
    _ = try encoder.finish()
    #expect(throws: VideoEncodingError.finished) {
      try encoder.addFrame(raster(8, 8) { _, _ in (0, 0, 0) })
    }
  }

  @Test func chromiumPlaysBothToTheEnd() throws {
    let folder = Scratch.folder("video-page")
    for format in ["mp4", "webm"] {
      try encodeVideo(format).write(to: folder.appendingPathComponent("v.\(format)"))
    }
    let page = folder.appendingPathComponent("play.html")
    try "<!doctype html><body></body>".write(to: page, atomically: true, encoding: .utf8)
    let play = """
      const one = src => new Promise(resolve => {
        const v = document.createElement('video');
        v.muted = true; v.src = src;
        v.onerror = () => resolve({src, error: v.error && v.error.code});
        document.body.appendChild(v);
        v.onloadeddata = () => { v.currentTime = 0.18; };
        v.onseeked = async () => {
          v.onseeked = null;
          // The seeked frame is on screen once the next video frame callback runs.
          await new Promise(done => {
            v.requestVideoFrameCallback(() => done());
            setTimeout(done, 1000);
          });
          const c = document.createElement('canvas');
          c.width = v.videoWidth; c.height = v.videoHeight;
          const g = c.getContext('2d'); g.drawImage(v, 0, 0);
          const pixel = Array.from(g.getImageData(16, 10, 1, 1).data);
          v.onended = () => resolve({src, width: v.videoWidth, height: v.videoHeight,
            duration: v.duration, ended: v.currentTime, pixel});
          v.play().catch(e => resolve({src, error: String(e)}));
        };
      });
      return [await one('v.mp4'), await one('v.webm')];
      """
    let results = try Browser.run(page.absoluteString, steps: [Browser.script("play", play)])
    let videos = try #require(results["play"] as? [[String: Any]])
    for video in videos {
      #expect(video["error"] == nil, "\(video)")
      let duration = try #require(video["duration"] as? Double, "\(video)")
      #expect(abs(duration - 0.48) < 0.002, "\(video)")
      #expect((video["ended"] as? Double).map { abs($0 - duration) < 0.002 } == true)
      // Frames 3–5 (0.12…0.24 s) are orange: (255, 149, 0).
      let pixel = try #require(video["pixel"] as? [Int])
      let error = deltaE((255, 149, 0), (Double(pixel[0]), Double(pixel[1]), Double(pixel[2])))
      #expect(error < 3, "\(video)")
    }
  }
}
