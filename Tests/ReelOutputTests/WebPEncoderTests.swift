// SPDX-License-Identifier: MIT
import CWebP
import Foundation
import ReelRender
import ReelWebP
import Testing

@Suite struct WebPEncoderTests {
  func frame(_ box: Int) -> Raster {
    raster(32, 20) { x, y in x >= box && x < box + 6 && y < 10 ? (0, 122, 255) : (255, 255, 255) }
  }

  func animation(lossless: Bool) throws -> Data {
    let encoder = try WebPEncoder(
      width: 32, height: 20, frameRate: FrameRate(25), lossless: lossless)
    for box in [0, 6, 6, 12] { try encoder.addFrame(frame(box)) }
    return try encoder.finish()
  }

  /// RIFF chunks at the top level of a WebP file: (fourCC, payload).
  func chunks(_ data: Data) -> [(String, Data)] {
    let bytes = [UInt8](data)
    var result: [(String, Data)] = []
    var offset = 12
    while offset + 8 <= bytes.count {
      let size =
        Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(
          bytes[offset + 7]) << 24
      result.append(
        (
          String(decoding: bytes[offset..<offset + 4], as: UTF8.self),
          Data(bytes[offset + 8..<min(offset + 8 + size, bytes.count)])
        ))
      offset += 8 + size + (size & 1)
    }
    return result
  }

  @Test(arguments: [true, false])
  func anAnimatedWebPWithItsFramesAndTheSameBytesEveryTime(_ lossless: Bool) throws {
    let data = try animation(lossless: lossless)
    #expect(
      String(decoding: data.prefix(4), as: UTF8.self) == "RIFF"
        && String(decoding: data[8..<12], as: UTF8.self) == "WEBP")
    let types = chunks(data).map(\.0)
    #expect(types.first == "VP8X" && types.contains("ANIM"))
    let frames = chunks(data).filter { $0.0 == "ANMF" }.map { [UInt8]($0.1) }
    #expect(frames.count == 3)  // the repeated frame is merged…
    let durations = frames.map { Int($0[12]) | Int($0[13]) << 8 | Int($0[14]) << 16 }
    #expect(durations == [40, 80, 40])  // …into one of two frames' length, in milliseconds
    let again = try animation(lossless: lossless)
    #expect(again == data)
  }

  @Test func framesLongerThanWebPCanHoldAreErrorsNotTraps() throws {
    let slow = try WebPEncoder(width: 32, height: 20, frameRate: FrameRate(1e-5), lossless: true)
    #expect(throws: WebPEncodingError.frameTooLong(milliseconds: 100_000_000)) {
      try slow.addFrame(frame(0))
      _ = try slow.finish()  // the frame's length is known once no repeat can follow
    }
    // Frames of 1 h each: each fits, but frame 597 would start at 2 149 200 000 ms, past 2³¹ − 1.
    let long = try WebPEncoder(
      width: 32, height: 20, frameRate: FrameRate(1.0 / 3600), lossless: true)
    #expect(throws: WebPEncodingError.tooLong(milliseconds: 2_149_200_000)) {
      for i in 0..<601 { try long.addFrame(frame(i % 2 == 0 ? 0 : 6)) }
    }
  }

  @Test func losslessFramesDecodeExactly() throws {
    let anmf = try #require(chunks(try animation(lossless: true)).first { $0.0 == "ANMF" }).1
    // ANMF: 16 bytes of frame header, then the frame's own VP8L chunk; wrap it as a still WebP.
    let frameChunks = [UInt8](anmf.dropFirst(16))
    var still = Data("RIFF".utf8)
    let size = UInt32(4 + frameChunks.count)
    still.append(contentsOf: [
      UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24),
    ])
    still.append(Data("WEBP".utf8))
    still.append(contentsOf: frameChunks)
    var width: Int32 = 0
    var height: Int32 = 0
    let decoded: [UInt8]? = still.withUnsafeBytes { raw in
      guard
        let pixels = WebPDecodeRGBA(
          raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height)
      else { return nil }
      defer { WebPFree(pixels) }
      return Array(UnsafeBufferPointer(start: pixels, count: Int(width * height * 4)))
    }
    let same = decoded == frame(0).pixels
    #expect(width == 32 && height == 20 && same)
  }
}
