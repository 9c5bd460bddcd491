// SPDX-License-Identifier: MIT
import CPango
import Foundation
import ReelRender
import ReelViews
import Testing

@testable import ReelText

/// Text shaped and drawn on many threads at once, in every installed family at many sizes and
/// scales, neither crashes nor deadlocks Cairo (see `FontLock`), and draws each case exactly as
/// drawing it alone does.
@Suite struct ConcurrentTextTests {
  static let workers = 8
  /// Cases a worker draws: fewer under a sanitizer (CI's AddressSanitizer run took 400 s at 90),
  /// where the point is what it checks about memory, not how often the race would be hit.
  static let perWorker = ProcessInfo.processInfo.environment["REEL_SANITIZER"] == nil ? 60 : 8

  /// The families drawn: every installed one, so that far more than the ten faces Cairo keeps
  /// open are in use.
  static let families = FontCoverage.installedFamilies.sorted()

  /// Case `index`: a family, a size in points and a drawing scale.
  static func style(_ index: Int) -> (family: String, size: CGFloat, scale: Double) {
    let family = families[index % families.count]
    return (family, CGFloat(8 + index % 37), 1 + Double((index * 7) % 13) * 0.37)
  }

  /// A checksum of the pixels case `index` draws.
  static func draw(_ index: Int) -> UInt64 {
    let (family, size, scale) = style(index)
    var properties = TextProperties(font: Font(family: family, size: size), color: .black)
    properties.numberOfLines = 2
    let layout = TextEngine.current.layout(
      "Hello \(index) 漢字 שלום", properties, size: CGSize(width: 180, height: 60))
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 200)!
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_scale(cr, scale, scale)
    layout.draw(on: cr, origin: .zero, color: .black)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let count = Int(cairo_image_surface_get_stride(surface)) * 200
    let bytes = UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: count)
    return bytes.reduce(UInt64(14_695_981_039_346_656_037)) {
      ($0 ^ UInt64($1)) &* 1_099_511_628_211
    }
  }

  @Test func manyThreadsDrawingManyFontsAgreeWithOneThread() {
    #expect(Self.families.count > 10)
    let total = Self.workers * Self.perWorker
    let results = Results(count: total)
    DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
      for step in 0..<Self.perWorker {
        let index = step * Self.workers + worker
        results.set(index, Self.draw(index))
      }
    }
    let alone = (0..<total).filter { $0 % 17 == 0 }
    #expect(alone.map { Self.draw($0) } == alone.map { results.values[$0] })
  }

  /// Checksums written from several threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [UInt64]
    init(count: Int) { values = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: UInt64) { lock.withLock { values[index] = value } }
  }
}
