// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles
import ReelPNG
import ReelRender

/// A part of a split render (`reel render --frames`), as `reel join` reads it: the render it
/// belongs to (`PartInfo`), its chunks, and the encoder's stream header.
///
/// The file: `REELPART`, a version (32-bit, big-endian like every number here), the length of the
/// JSON `PartInfo`, the JSON and its CRC-32; then one record per chunk — `C`, first frame and frame count
/// (64-bit), flags (8-bit: 1 keyframe), payload length (64-bit), the payload's CRC-32 (32-bit) and
/// payload — and last `E`, the stream header's length (64-bit), CRC-32 and bytes, and the number
/// of chunks (64-bit). The file is mapped, not read: a part of a long video is never in memory
/// whole. Every checksum is checked before anything is joined, so a flipped byte is an error
/// naming where it is, not a different animation.
struct PartFile {
  static let magic = Data("REELPART".utf8)
  static let version: UInt32 = 2

  struct Record {
    var firstFrame: Int
    var frameCount: Int
    var isKeyframe: Bool
    var payload: Range<Int>
  }

  let path: String
  let info: PartInfo
  let streamHeader: Data
  private let data: Data
  private let records: [Record]

  /// The chunks, in order (their payloads sliced from the mapped file as they are asked for).
  var chunkCount: Int { records.count }

  func chunk(_ index: Int) -> AnimationChunk {
    let record = records[index]
    return AnimationChunk(
      firstFrame: record.firstFrame, frameCount: record.frameCount,
      isKeyframe: record.isKeyframe, payload: Data(data[record.payload]))
  }

  /// The frames its chunks cover (nil: none — a video part whose frames start no group).
  var chunkFrames: Range<Int>? {
    guard let first = records.first, let last = records.last else { return nil }
    return first.firstFrame..<last.firstFrame + last.frameCount
  }

  /// Reads and checks the part at `path`.
  /// - Throws: `PartError.notFound`, or `.damaged` naming the byte where it stops making sense.
  init(path: String) throws(PartError) {
    self.path = path
    guard RegularFile.size(atPath: path) != nil else {
      guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
      throw .damaged(path: path, offset: 0, expected: "a regular file")
    }
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch { throw .notFound(path: path) }
    var reader = PartReader(data: data, path: path)
    guard try reader.bytes(8, "the REELPART signature") == Self.magic else {
      throw reader.damaged("the REELPART signature")
    }
    guard try reader.u32("the version") == Self.version else {
      throw reader.damaged("version \(Self.version)")
    }
    let length = Int(try reader.u32("the header's length"))
    guard length <= 1 << 16 else { throw reader.damaged("a header under 64 kB") }
    let json = try reader.bytes(length, "the JSON header")
    guard PNGHeader.crc32(json) == (try reader.u32("the JSON header's CRC-32")) else {
      throw reader.damaged("the JSON header's CRC-32")
    }
    guard let info = try? JSONDecoder().decode(PartInfo.self, from: json), info.isPlausible else {
      throw reader.damaged("a JSON header describing a render")
    }
    self.info = info
    (records, streamHeader) = try reader.records(frameCount: info.frameCount)
  }
}

/// Reads a part file's numbers and records, bounds-checked.
private struct PartReader {
  let data: Data
  let path: String
  var offset = 0

  init(data: Data, path: String) {
    self.data = data
    self.path = path
  }

  func damaged(_ expected: String) -> PartError {
    .damaged(path: path, offset: offset, expected: expected)
  }

  mutating func bytes(_ count: Int, _ what: String) throws(PartError) -> Data {
    guard count >= 0, count <= data.count - offset else { throw damaged(what) }
    defer { offset += count }
    let start = data.startIndex + offset
    return data[start..<start + count]
  }

  mutating func number(_ width: Int, _ what: String) throws(PartError) -> UInt64 {
    try bytes(width, what).reduce(0) { $0 << 8 | UInt64($1) }
  }

  mutating func u32(_ what: String) throws(PartError) -> UInt32 {
    UInt32(try number(4, what))
  }

  /// A 64-bit count at most `limit`.
  mutating func count(_ what: String, limit: Int) throws(PartError) -> Int {
    let value = try number(8, what)
    guard value <= UInt64(limit) else { throw damaged("\(what) at most \(limit)") }
    return Int(value)
  }

  mutating func records(
    frameCount: Int
  ) throws(PartError) -> ([PartFile.Record], Data) {
    var records: [PartFile.Record] = []
    while true {
      let tag = try bytes(1, "a chunk (C) or the end (E)").first
      if tag == UInt8(ascii: "E") { break }
      guard tag == UInt8(ascii: "C") else { throw damaged("a chunk (C) or the end (E)") }
      let first = try count("a chunk's first frame", limit: frameCount - 1)
      let frames = try count("a chunk's frame count", limit: frameCount - first)
      guard frames >= 1 else { throw damaged("a chunk of at least one frame") }
      let flags = try bytes(1, "a chunk's flags").first ?? 0
      guard flags <= 1 else { throw damaged("a chunk's flags, 0 or 1") }
      let length = try count("a chunk's length", limit: data.count - offset)
      let checksum = try u32("a chunk's CRC-32")
      let checked = offset
      let payload = try bytes(length, "a chunk's payload")
      guard PNGHeader.crc32(payload) == checksum else {
        offset = checked
        throw damaged("a chunk whose bytes match its CRC-32 (\(hex(checksum)))")
      }
      let start = payload.startIndex
      records.append(
        .init(
          firstFrame: first, frameCount: frames, isKeyframe: flags & 1 != 0,
          payload: start..<start + length))
    }
    let headerLength = try count("the stream header's length", limit: data.count - offset)
    let checksum = try u32("the stream header's CRC-32")
    let header = Data(try bytes(headerLength, "the stream header"))
    guard PNGHeader.crc32(header) == checksum else {
      offset -= headerLength
      throw damaged("a stream header whose bytes match its CRC-32 (\(hex(checksum)))")
    }
    guard try count("the number of chunks", limit: Int.max) == records.count else {
      throw damaged("the number of chunks before it")
    }
    guard offset == data.count else { throw damaged("the end of the file") }
    return (records, header)
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

/// Writes a part file as its chunks are made (see `PartFile` for the layout).
final class PartWriter {
  private let output: StreamedOutput
  private let path: String
  private var chunks = 0

  init(info: PartInfo, handle: FileHandle, path: String) throws(OutputError) {
    output = StreamedOutput(handle: handle)
    self.path = path
    let json: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      json = try encoder.encode(info)
    } catch { throw .encodingFailed(path: path, reason: "\(error)") }
    var head = PartFile.magic
    head.append(Self.bigEndian(UInt64(PartFile.version), 4))
    head.append(Self.bigEndian(UInt64(json.count), 4))
    head.append(json)
    head.append(Self.bigEndian(UInt64(PNGHeader.crc32(json)), 4))
    try write(head)
  }

  func add(_ chunk: AnimationChunk) throws(OutputError) {
    var record = Data([UInt8(ascii: "C")])
    record.append(Self.bigEndian(UInt64(chunk.firstFrame), 8))
    record.append(Self.bigEndian(UInt64(chunk.frameCount), 8))
    record.append(chunk.isKeyframe ? 1 : 0)
    record.append(Self.bigEndian(UInt64(chunk.payload.count), 8))
    record.append(Self.bigEndian(UInt64(PNGHeader.crc32(chunk.payload)), 4))
    try write(record)
    try write(chunk.payload)
    chunks += 1
  }

  func finish(streamHeader: Data) throws(OutputError) {
    var end = Data([UInt8(ascii: "E")])
    end.append(Self.bigEndian(UInt64(streamHeader.count), 8))
    end.append(Self.bigEndian(UInt64(PNGHeader.crc32(streamHeader)), 4))
    end.append(streamHeader)
    end.append(Self.bigEndian(UInt64(chunks), 8))
    try write(end)
    do { _ = try output.finish() } catch {
      throw .writeFailed(path: path, reason: error.reason)
    }
  }

  private func write(_ data: Data) throws(OutputError) {
    do { try output.write(data) } catch { throw .writeFailed(path: path, reason: error.reason) }
  }

  static func bigEndian(_ value: UInt64, _ bytes: Int) -> Data {
    Data((0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(bytes - 1 - $0))) })
  }
}
