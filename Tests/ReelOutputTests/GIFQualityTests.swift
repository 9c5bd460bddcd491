// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelGIF
@testable import ReelRender

@Suite struct GIFQualityTests {
  /// Frame `t` of a moving gradient with a flat bar: far more than 256 colours.
  func gradient(_ t: Int) -> Raster {
    raster(40, 24) { x, y in
      y < 8
        ? (255, 59, 48)
        : (UInt8((x * 4 + t * 3) % 256), UInt8((y * 5 + t) % 256), UInt8((x + y + t * 7) % 256))
    }
  }

  func encode(_ frames: [Raster], parallelism: Int) throws -> Data {
    let encoder = try GIFEncoder(
      width: frames[0].width, height: frames[0].height, frameRate: FrameRate(25),
      parallelism: parallelism)
    for frame in frames { try encoder.addFrame(frame) }
    return try encoder.finish()
  }

  @Test func parallelEncodingIsByteIdenticalToSerial() throws {
    let frames = (0..<12).map(gradient) + [gradient(11), gradient(11)] + (12..<16).map(gradient)
    let serial = try encode(frames, parallelism: 1)
    for parallelism in [3, 8] {
      let parallel = try encode(frames, parallelism: parallelism)
      #expect(parallel == serial, "parallelism \(parallelism)")
    }
    #expect(try decodeGIF(serial).frames.count == 16)  // the two repeats merged into frame 11
  }

  @Test func framesWithAtMost256ColoursComeBackExactly() throws {
    let frames = (0..<6).map { t in
      raster(40, 30) { x, y in (UInt8((x * 6 + t) % 16 * 16), UInt8(y % 16 * 16), 200) }
    }
    let decoded = try decodeGIF(try encode(frames, parallelism: 2))
    for (frame, original) in zip(decoded.frames, frames) {
      var rgb: [UInt8] = []
      for i in stride(from: 0, to: original.pixels.count, by: 4) {
        rgb += original.pixels[i..<i + 3]
      }
      #expect(frame == rgb)
    }
  }

  @Test func refiningThePaletteLowersTheError() {
    var histogram: [UInt32: Int] = [:]
    for i in 0..<6000 { histogram[UInt32((i * 2_654_435_761) & 0xFFFFFF), default: 0] += 1 + i % 5 }
    let colors = histogram.sorted { $0.key < $1.key }
    let cut = ColorQuantizer.medianCut(colors, boxes: 64)
    var refined = cut
    ColorQuantizer.refine(&refined, keepingFirst: 0, colors: colors, iterations: 3)
    func error(_ palette: [UInt32]) -> Int {
      colors.reduce(0) { total, c in
        let best = palette.map { p -> Int in
          let dr = Int(c.key >> 16 & 0xFF) - Int(p >> 16 & 0xFF)
          let dg = Int(c.key >> 8 & 0xFF) - Int(p >> 8 & 0xFF)
          let db = Int(c.key & 0xFF) - Int(p & 0xFF)
          return dr * dr + dg * dg + db * db
        }.min()!
        return total + best * c.value
      }
    }
    let before = error(cut)
    let after = error(refined)
    #expect(after < before)
  }
}

@Suite struct GIFDitheringTests {
  /// A many-coloured gradient, with optional solid squares at the top-left and bottom-right
  /// corners.
  func picture(squares: Bool) -> Raster {
    raster(64, 48) { x, y in
      if squares && ((x < 6 && y < 6) || (x >= 58 && y >= 42)) { return (255, 0, 0) }
      return (UInt8(x * 4), UInt8(y * 5), UInt8((x * 3 + y * 2) % 256))
    }
  }

  func decoded(dithers: Bool) throws -> [[UInt8]] {
    let encoder = try GIFEncoder(width: 64, height: 48, frameRate: FrameRate(20), parallelism: 2)
    encoder.dithers = dithers
    try encoder.addFrame(picture(squares: false))
    try encoder.addFrame(picture(squares: true))
    return try decodeGIF(try encoder.finish()).frames
  }

  @Test(arguments: [false, true])
  func stillAreasDoNotCrawlBetweenFrames(_ dithers: Bool) throws {
    let frames = try decoded(dithers: dithers)
    // The changed rectangle spans the whole picture, but the gradient did not change: it must show
    // exactly as before, pixel for pixel (kept, not re-quantized with the new palette).
    var crawled = 0
    for y in 8..<40 {
      for x in 8..<56
      where frames[0][(y * 64 + x) * 3..<(y * 64 + x) * 3 + 3]
        != frames[1][(y * 64 + x) * 3..<(y * 64 + x) * 3 + 3]
      {
        crawled += 1
      }
    }
    #expect(crawled == 0)
    #expect(Array(frames[1][0..<3]) == [255, 0, 0])
  }

  @Test func ditheringKeepsTheAverageColourOfAGradient() throws {
    let original = picture(squares: false)
    func meanError(_ frame: [UInt8]) -> Double {
      var total = 0.0
      for i in 0..<(64 * 48) {
        for c in 0..<3 { total += Double(Int(frame[i * 3 + c]) - Int(original.pixels[i * 4 + c])) }
      }
      return abs(total) / Double(64 * 48 * 3)
    }
    // Error diffusion spreads the error instead of dropping it, so the mean colour stays put.
    let dithered = meanError(try decoded(dithers: true)[0])
    #expect(dithered < 1)
  }
}

@Suite struct NearestColorTests {
  @Test func theCellSearchFindsWhatAFullScanFinds() {
    var seed: UInt32 = 12345
    func next() -> UInt32 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return seed >> 8 & 0xFFFFFF
    }
    // Greys two levels apart, queried between them: every query is a tie the lowest index wins.
    let greys = (0..<128).map { UInt32($0 * 2) * 0x010101 }.reversed()
    let palettes =
      [1, 2, 17, 256].map { size in
        // Duplicates on purpose: the lowest index must win ties.
        (0..<size).map { i in i % 5 == 4 ? UInt32(0x808080) : next() }
      } + [Array(greys), Array(greys) + greys]
    for palette in palettes {
      var search = NearestColor(palette)
      for q in 0..<1000 {
        let c = q % 2 == 0 ? next() : UInt32(q % 255) * 0x010101
        let r = Int32(c >> 16 & 0xFF)
        let g = Int32(c >> 8 & 0xFF)
        let b = Int32(c & 0xFF)
        var best = 0
        var bestDistance = Int32.max
        for (i, p) in palette.enumerated() {
          let dr = r - Int32(p >> 16 & 0xFF)
          let dg = g - Int32(p >> 8 & 0xFF)
          let db = b - Int32(p & 0xFF)
          let d = dr * dr + dg * dg + db * db
          if d < bestDistance {
            bestDistance = d
            best = i
          }
        }
        #expect(search.nearest(r, g, b) == best)
      }
    }
  }
}

@Suite struct MedianCutTests {
  /// The split by a weight per channel value against the definition: sort by (channel, colour)
  /// and cut after the colour where the running weight reaches half.
  @Test func theLinearSplitCutsWhereTheSortedOrderCuts() {
    var seed: UInt32 = 99
    func next() -> UInt32 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return seed >> 8
    }
    for trial in 0..<300 {
      // Few channel values for some trials, so many colours share the median's value.
      let spread: UInt32 = trial % 3 == 0 ? 0x03_0303 : 0xFF_FFFF
      var seen = Set<UInt32>()
      let colors: [(key: UInt32, value: Int)] = (0..<(2 + trial % 60)).compactMap { _ in
        let key = next() & spread
        guard seen.insert(key).inserted else { return nil }
        return (key: key, value: 1 + Int(next() % (trial % 2 == 0 ? 3 : 5000)))
      }
      guard colors.count > 1 else { continue }
      let box = ColorQuantizer.Box(colors)
      let axis = box.axis
      let sorted = colors.sorted {
        (ColorQuantizer.Box.channel($0.key, axis), $0.key)
          < (ColorQuantizer.Box.channel($1.key, axis), $1.key)
      }
      var running = 0
      var cut = 1
      for (i, c) in sorted.enumerated() {
        running += c.value
        if running >= box.weight / 2 {
          cut = min(max(i + 1, 1), sorted.count - 1)
          break
        }
      }
      let (left, right) = ColorQuantizer.split(box)
      #expect(Set(left.map(\.key)) == Set(sorted[..<cut].map(\.key)), "trial \(trial)")
      #expect(Set(right.map(\.key)) == Set(sorted[cut...].map(\.key)), "trial \(trial)")
    }
  }
}

/// The stretch list the scan makes, and mapping a frame by it, against mapping pixel by pixel.
@Suite struct StretchMappingTests {
  /// A frame of runs of a few colours over many (antialiased-looking) ones, and the frame before
  /// it with some of its runs unchanged.
  func frames(seed start: UInt32) -> (Raster, Raster) {
    var seed = start
    func next(_ n: UInt32) -> UInt32 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return (seed >> 8) % n
    }
    var now = Raster(width: 61, height: 23, color: .white)
    var before = now
    var i = 0
    while i < now.width * now.height {
      let length = Int(next(40)) + 1
      let color: [UInt8] = [UInt8(next(256)), UInt8(next(4) * 60), UInt8(next(300) % 256), 255]
      let same = next(3) == 0
      for p in i..<min(i + length, now.width * now.height) {
        for c in 0..<4 {
          now.pixels[p * 4 + c] = color[c]
          before.pixels[p * 4 + c] = same ? color[c] : 255 - color[c]
        }
      }
      i += length
    }
    return (now, before)
  }

  @Test func mappingByStretchesEqualsMappingEachPixel() throws {
    for trial in 0..<40 {
      let (now, before) = frames(seed: UInt32(trial))
      let previous: Raster? = trial % 2 == 0 ? before : nil
      let scan = PreparedGIFFrame.scan(
        now, previous: previous, x: 0, y: 0, width: now.width, height: now.height)
      let segments = try #require(scan.segments)
      var quantizer = ColorQuantizer(counts: scan.histogram, limit: 255)
      var again = quantizer
      let byStretch = PreparedGIFFrame.map(
        segments, colors: scan.histogram, count: now.width * now.height, quantizer: &quantizer)
      let byPixel = PreparedGIFFrame.map(
        now, x: 0, y: 0, width: now.width, height: now.height, kinds: scan.kinds,
        quantizer: &again)
      #expect(byStretch == byPixel, "trial \(trial)")
      // Every colour pixel is in exactly one stretch, and the counts add up.
      let listed = (0..<segments.count).reduce(0) { $0 + Int(segments.base[$1].length) }
      #expect(listed == scan.kinds.filter { $0 == 2 }.count)
      #expect(scan.histogram.reduce(0) { $0 + $1.value } == listed)
    }
  }

  /// A frame after an opaque one is taken to be opaque while it is compared; a transparent pixel
  /// anywhere (first row, middle, last pixel) makes it classified by its alpha instead, exactly
  /// as a frame with nothing before it.
  @Test func aTransparentPixelAfterAnOpaqueFrameIsFound() {
    for (trial, place) in [(0, 0), (1, 61 * 11 + 30), (2, 61 * 23 - 1)] {
      var (now, before) = frames(seed: UInt32(100 + trial))
      now.pixels[place * 4 + 3] = 127
      let (w, h) = (now.width, now.height)
      let after = PreparedGIFFrame.scan(now, previous: before, x: 0, y: 0, width: w, height: h)
      let alone = PreparedGIFFrame.scan(now, previous: nil, x: 0, y: 0, width: w, height: h)
      #expect(after.clears && alone.clears && !after.keeps, "trial \(trial)")
      #expect(after.kinds == alone.kinds && after.kinds[place] == 1, "trial \(trial)")
      #expect(after.histogram.map(\.key) == alone.histogram.map(\.key), "trial \(trial)")
      now.pixels[place * 4 + 3] = 128  // alpha 128 counts as opaque: compared with the frame before
      let opaque = PreparedGIFFrame.scan(now, previous: before, x: 0, y: 0, width: w, height: h)
      #expect(!opaque.clears && opaque.kinds.contains(0), "trial \(trial)")
    }
  }

  @Test func noiseIsMappedPixelByPixel() {
    var seed: UInt32 = 7
    let noise = raster(64, 64) { _, _ in
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return (UInt8(seed >> 24), UInt8(seed >> 16 & 0xFF), UInt8(seed >> 8 & 0xFF))
    }
    let scan = PreparedGIFFrame.scan(noise, previous: nil, x: 0, y: 0, width: 64, height: 64)
    #expect(scan.segments == nil)
    #expect(scan.histogram.reduce(0) { $0 + $1.value } == 64 * 64)
  }
}
