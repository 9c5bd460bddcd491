// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender
import ReelTestSupport
import Testing

/// The chunks of a PNG file: (type, body), each CRC checked.
func pngChunks(_ data: Data) -> [(type: String, body: Data, crcOK: Bool)] {
  var chunks: [(String, Data, Bool)] = []
  var offset = 8
  let bytes = [UInt8](data)
  func u32(_ i: Int) -> UInt32 {
    UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
      | UInt32(bytes[i + 3])
  }
  while offset + 12 <= bytes.count {
    let length = Int(u32(offset))
    let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
    let body = Data(bytes[offset + 8..<offset + 8 + length])
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes[offset + 4..<offset + 8 + length] {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    chunks.append((type, body, ~crc == u32(offset + 8 + length)))
    offset += 12 + length
  }
  return chunks
}

@Suite struct APNGEncoderTests {
  func frame(_ box: Int) -> Raster {
    raster(24, 16) { x, y in x >= box && x < box + 4 && y < 8 ? (0, 122, 255) : (255, 255, 255) }
  }

  func animation(streamingTo handle: FileHandle? = nil) throws -> Data {
    let encoder = try APNGEncoder(
      width: 24, height: 16, opaque: true, frameRate: FrameRate(25), output: handle)
    try encoder.addFrame(frame(0))
    try encoder.addFrame(frame(4))
    try encoder.addFrame(frame(4))  // repeat: merged, 80 ms
    try encoder.addFrame(frame(8))
    return try encoder.finish()
  }

  @Test func chunksAreInOrderWithPatchedCountsSequenceNumbersAndValidCRCs() throws {
    let chunks = pngChunks(try animation())
    #expect(
      chunks.map(\.type) == [
        "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
      ])
    let crcsOK = chunks.allSatisfy { $0.crcOK }
    #expect(crcsOK)
    let acTL = [UInt8](chunks[1].body)
    #expect(acTL == [0, 0, 0, 3, 0, 0, 0, 0])  // 3 frames, loop forever
    let sequences = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { c in
      c.body.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
    #expect(sequences == [0, 1, 2, 3, 4])
    // The second frame is cropped to what changed (x 0…7, y 0…7) and lasts 80 ms.
    let fcTL = [UInt8](chunks[4].body)
    #expect(Array(fcTL[4..<20]) == [0, 0, 0, 8, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0])
    #expect(Array(fcTL[20..<24]) == [0, 80, 3, 232])
  }

  @Test func theDefaultImageIsTheFirstFrame() throws {
    // a reader without APNG support sees frame 0
    let decoded = try PNGCodec.decode(try animation(), maximumPixels: .max)
    let same = decoded == frame(0)
    #expect(same)
  }

  @Test func streamingToAFileGivesTheSameBytes() throws {
    let url = Scratch.root.appendingPathComponent(
      "reel-\(UUID().uuidString).apng")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    let streamed = try animation(streamingTo: handle)
    try handle.close()
    #expect(streamed.isEmpty)
    let onDisk = try Data(contentsOf: url)
    let inMemory = try animation()
    #expect(onDisk == inMemory)
  }
}
