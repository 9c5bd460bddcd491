// SPDX-License-Identifier: MIT
import CGIF
import Foundation
import Testing

@testable import ReelGIF

/// Our LZW coders against giflib's own (`EGifPutLine`): the same image bytes for every code size,
/// for random indices, long runs, repeating patterns and images long enough to clear the table
/// many times.
@Suite struct LZWEncoderTests {
  /// giflib's record of one image of `indices` (`width` wide) in a palette of `1 << bits` colours:
  /// everything it writes after the image descriptor, palette and code size (sub-blocks, end).
  static func giflibData(_ indices: [UInt8], width: Int, bits: Int) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var error: Int32 = 0
    let write: OutputFunc = { file, bytes, length in
      let sink = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData!).takeUnretainedValue()
      sink.bytes += UnsafeBufferPointer(start: bytes, count: Int(length))
      return length
    }
    let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &error)!
    let height = indices.count / width
    let black = GifColorType(Red: 0, Green: 0, Blue: 0)
    var colors = [GifColorType](repeating: black, count: 1 << bits)
    let map = GifMakeMapObject(Int32(1 << bits), &colors)!
    _ = EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil)
    _ = EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map)
    let start = sink.bytes.count
    var pixels = indices
    pixels.withUnsafeMutableBufferPointer { buffer in
      for row in 0..<height {
        _ = EGifPutLine(gif, buffer.baseAddress! + row * width, Int32(width))
      }
    }
    let data = Array(sink.bytes[start...])
    withExtendedLifetime(sink) { _ = EGifCloseFile(gif, &error) }
    GifFreeMapObject(map)
    return data
  }

  /// Ours, framed the way `GIFChunkEncoder` hands it to giflib.
  static func ourData(_ indices: [UInt8], bits: Int) -> [UInt8] {
    let data = indices.withUnsafeBufferPointer { LZWEncoder.encode($0, codeSize: max(bits, 2)) }
    return LZWEncoder.subBlocks(data) + [0]
  }

  /// Where two byte strings first differ, or nil when they are equal (short failure messages).
  static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    guard a != b else { return nil }
    return zip(a.indices, b.indices).first { a[$0.0] != b[$0.1] }?.0 ?? min(a.count, b.count)
  }

  static func samples(bits: Int) -> [(name: String, indices: [UInt8], width: Int)] {
    var seed: UInt32 = 0x2545_F491 &+ UInt32(bits)
    func next() -> UInt8 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: seed >> 16) & UInt8((1 << bits) - 1)
    }
    let top = UInt8((1 << bits) - 1)
    return [
      ("one pixel", [top], 1),
      ("random", (0..<40_000).map { _ in next() }, 200),
      ("one colour", [UInt8](repeating: top, count: 90_000), 300),
      ("runs", (0..<120_000).map { i in UInt8((i / 37) % (1 << bits)) }, 400),
      ("stripes", (0..<64_000).map { i in (i % 320) < 160 ? 0 : top }, 320),
      ("random runs", Self.randomRuns(count: 400_000, next: next), 800),
      (
        "noisy runs",
        (0..<100_000).map { i in i % 97 == 0 ? next() : UInt8((i / 500) & Int(top)) }, 500
      ),
    ]
  }

  /// Runs of random indices with random lengths (1…300): the table fills and clears inside runs.
  static func randomRuns(count: Int, next: () -> UInt8) -> [UInt8] {
    var pixels: [UInt8] = []
    while pixels.count < count {
      let length = 1 + (Int(next()) * 7 + Int(next())) % 300
      pixels += [UInt8](repeating: next(), count: min(length, count - pixels.count))
    }
    return pixels
  }

  @Test(arguments: 1...8)
  func exactCoderWritesWhatGiflibWrites(bits: Int) {
    for sample in Self.samples(bits: bits) {
      let theirs = Self.giflibData(sample.indices, width: sample.width, bits: bits)
      let ours = Self.ourData(sample.indices, bits: bits)
      #expect(theirs.count > 2)
      #expect(Self.firstDifference(ours, theirs) == nil, "\(sample.name), \(bits) bits")
    }
  }

  @Test(arguments: [1, 4, 8])
  func lossyCoderWithNothingToTradeWritesWhatGiflibWrites(bits: Int) {
    for sample in Self.samples(bits: bits) {
      let codeSize = max(bits, 2)
      let lossy = LossyLZW(minimumCodeSize: codeSize, tolerance: 0, palette: [])
      let data = lossy.encode(sample.indices, colors: sample.indices.map { _ in nil })
      let theirs = Self.giflibData(sample.indices, width: sample.width, bits: bits)
      let ours = LZWEncoder.subBlocks(data) + [0]
      #expect(Self.firstDifference(ours, theirs) == nil, "\(sample.name)")
    }
  }
}
