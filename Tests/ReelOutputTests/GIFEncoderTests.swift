// SPDX-License-Identifier: MIT
import CGIF
import Foundation
import ReelTestSupport
import Testing

@testable import ReelGIF
@testable import ReelRender

/// Decodes a GIF with giflib into composited RGB frames and their delays.
func decodeGIF(_ data: Data) throws -> (frames: [[UInt8]], delays: [Int], width: Int, height: Int) {
  let path = Scratch.root.appendingPathComponent(
    "reel-test-\(UUID().uuidString).gif"
  ).path
  try data.write(to: URL(fileURLWithPath: path))
  defer { try? FileManager.default.removeItem(atPath: path) }
  var error: Int32 = 0
  guard let gif = DGifOpenFileName(path, &error) else { throw CocoaError(.fileReadCorruptFile) }
  defer { DGifCloseFile(gif, &error) }
  guard DGifSlurp(gif) == GIF_OK else { throw CocoaError(.fileReadCorruptFile) }
  let width = Int(gif.pointee.SWidth)
  let height = Int(gif.pointee.SHeight)
  var canvas = [UInt8](repeating: 0, count: width * height * 3)
  var frames: [[UInt8]] = []
  var delays: [Int] = []
  for i in 0..<Int(gif.pointee.ImageCount) {
    let image = gif.pointee.SavedImages[i]
    var gcb = GraphicsControlBlock()
    DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
    let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap!
    let d = image.ImageDesc
    for y in 0..<Int(d.Height) {
      for x in 0..<Int(d.Width) {
        let index = Int(image.RasterBits[y * Int(d.Width) + x])
        if index == Int(gcb.TransparentColor) { continue }
        let c = map.pointee.Colors[index]
        let o = ((Int(d.Top) + y) * width + Int(d.Left) + x) * 3
        canvas[o] = c.Red
        canvas[o + 1] = c.Green
        canvas[o + 2] = c.Blue
      }
    }
    frames.append(canvas)
    delays.append(Int(gcb.DelayTime))
  }
  return (frames, delays, width, height)
}

func raster(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Raster {
  var bytes: [UInt8] = []
  for y in 0..<height {
    for x in 0..<width {
      let p = pixel(x, y)
      bytes += [p.0, p.1, p.2, 255]
    }
  }
  return Raster(width: width, height: height, pixels: bytes)
}

@Suite struct GIFEncoderTests {
  @Test func delaysAddUpWithoutDriftInEveryUnit() {
    func delays(_ count: Int, _ fps: Double, _ perSecond: Int) -> [Int] {
      (0..<count).map { FrameRate(fps).ticks(ofFrame: $0, perSecond: perSecond) }
    }
    #expect(delays(5, 50, 100) == [2, 2, 2, 2, 2])
    let thirty = delays(30, 30, 100)
    #expect(thirty.reduce(0, +) == 100)
    #expect(Set(thirty).isSubset(of: [3, 4]))
    #expect(delays(7, 24, 100).reduce(0, +) == Int((700.0 / 24).rounded()))
    #expect(delays(3, 30, 1000) == [33, 34, 33])
    #expect(delays(90, 30, 1000).reduce(0, +) == 3000)
    #expect(FrameRate(24).ticks(before: 3, perSecond: 100) == 13)  // 12.5 rounds up
    // A rate so slow its ticks do not fit an Int saturates instead of trapping.
    #expect(FrameRate(1e-300).ticks(before: 7, perSecond: 1000) == FrameRate.maximumTicks)
    #expect(FrameRate(1e-300).ticks(ofFrame: 7, perSecond: 1000) == 0)
  }

  @Test func fewColoursStayExact() {
    var histogram: [UInt32: Int] = [:]
    for i in 0..<256 { histogram[UInt32(i * 65_793), default: 0] += 1 }
    var q = ColorQuantizer(histogram: histogram, limit: 256)
    for c in histogram.keys { #expect(q.palette[Int(q.index(of: c))] == c) }
  }

  @Test func manyColoursKeepTheFlatOnesExact() {
    var histogram: [UInt32: Int] = [0xFF3B30: 50_000, 0x007AFF: 40_000, 0xFFFFFF: 90_000]
    for i in 0..<2000 { histogram[UInt32(i * 7919 % 0xFFFFFF)] = 3 }
    var q = ColorQuantizer(histogram: histogram, limit: 256)
    #expect(q.palette.count <= 256)
    for flat in [UInt32(0xFF3B30), 0x007AFF, 0xFFFFFF] {
      #expect(q.palette[Int(q.index(of: flat))] == flat)
    }
  }

  @Test func framesRoundTripAndIdenticalFramesMerge() throws {
    let a = raster(32, 16) { x, _ in x < 16 ? (255, 59, 48) : (255, 255, 255) }
    let b = raster(32, 16) { x, y in
      x < 16 && y < 8 ? (0, 122, 255) : (x < 16 ? (255, 59, 48) : (255, 255, 255))
    }
    // 40 fps is 2.5/100 s a frame: the running time rounds to 3, 5, 8 hundredths
    let encoder = try GIFEncoder(width: 32, height: 16, frameRate: FrameRate(40))
    try encoder.addFrame(a)
    try encoder.addFrame(a)
    try encoder.addFrame(b)
    let data = try encoder.finish()
    #expect(String(decoding: data.prefix(6), as: UTF8.self) == "GIF89a")
    #expect(data.range(of: Data("NETSCAPE2.0".utf8)) != nil)
    let decoded = try decodeGIF(data)
    #expect(decoded.delays == [5, 3])
    #expect(Array(decoded.frames[0][0..<3]) == [255, 59, 48])
    #expect(Array(decoded.frames[1][0..<3]) == [0, 122, 255])
    #expect(
      Array(decoded.frames[1][(15 * 32 + 31) * 3..<(15 * 32 + 31) * 3 + 3]) == [255, 255, 255])
    #expect(encoder.writtenFrameCount == 2)
  }

  @Test func sizeMismatchIsAnError() throws {
    let encoder = try GIFEncoder(width: 4, height: 4)
    #expect(throws: GIFEncodingError.frameSizeMismatch(expected: "4×4", got: "2×2")) {
      try encoder.addFrame(raster(2, 2) { _, _ in (0, 0, 0) })
    }
    #expect(throws: GIFEncodingError.noFrames) { try GIFEncoder(width: 4, height: 4).finish() }
  }

  /// A frame's transparency is carried from the frame before through its damage, found by a look
  /// at the whole frame once it is not known, and left to the workers without damage.
  @Test func transparencyIsCarriedThroughDamage() {
    var raster = Raster(width: 4, height: 4, color: .white)
    let corner = [PixelRect(x: 0, y: 0, width: 1, height: 1)]
    let far = [PixelRect(x: 2, y: 2, width: 2, height: 2)]
    #expect(GIFChunkEncoder.transparency(of: raster, changed: corner, before: nil) == false)
    #expect(GIFChunkEncoder.transparency(of: raster, changed: nil, before: false) == nil)
    raster.pixels[3] = 0  // the top-left pixel becomes transparent
    #expect(GIFChunkEncoder.transparency(of: raster, changed: corner, before: false) == true)
    #expect(GIFChunkEncoder.transparency(of: raster, changed: corner, before: true) == true)
    #expect(GIFChunkEncoder.transparency(of: raster, changed: corner, before: nil) == true)
    // Trusts the frame before outside the damage: that pixel was transparent there too.
    #expect(GIFChunkEncoder.transparency(of: raster, changed: far, before: false) == false)
  }
}
