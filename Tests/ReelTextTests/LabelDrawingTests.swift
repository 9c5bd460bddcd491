// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelRender
import ReelTestSupport
import ReelViews
import Testing

/// Labels as drawn: inside their view, aligned, in colour where the font has colour.
@Suite struct LabelDrawingTests {
  /// A frame of one clear cell with a black label on white.
  static func frame(
    _ text: String, cell: CGRect, canvas: CGSize = CGSize(width: 200, height: 100),
    scale: CGFloat = 1, _ change: (inout TextProperties) -> Void = { _ in }
  ) throws -> Raster {
    var properties = TextProperties(font: .systemFont(ofSize: 17), color: .black)
    change(&properties)
    let item = DisplayItem(
      center: CGPoint(x: cell.midX, y: cell.midY), size: cell.size,
      style: ItemStyle(fill: .clear, label: text, textProperties: properties))
    let list = DisplayList(
      size: canvas, scale: scale, background: .white,
      layers: [
        DisplayLayer(
          frame: CGRect(origin: .zero, size: canvas), contentOffset: .zero, items: [item])
      ])
    return try CairoRenderer().raster(list)
  }

  /// The pixels darker than mid-grey, as (x, y).
  static func ink(_ raster: Raster) -> [(x: Int, y: Int)] {
    var points: [(Int, Int)] = []
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let p = raster.pixel(x: x, y: y)
        if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 160 { points.append((x, y)) }
      }
    }
    return points
  }

  @Test func textNeverDrawsOutsideItsView() throws {
    let cell = CGRect(x: 50, y: 40, width: 60, height: 14)
    let long = "Wide Text Wider Than Its Cell Ågy"
    for mode in LineBreakMode.allCases {
      for lines in [0, 1, 3] {
        let raster = try Self.frame(long, cell: cell) {
          $0.lineBreakMode = mode
          $0.numberOfLines = lines
          $0.font.size = 20
        }
        let ink = Self.ink(raster)
        #expect(!ink.isEmpty, "\(mode) \(lines): something is drawn")
        let outside = ink.filter {
          !cell.contains(CGPoint(x: CGFloat($0.x) + 0.5, y: CGFloat($0.y) + 0.5))
        }
        #expect(outside.isEmpty, "\(mode) \(lines): \(outside.count) pixels outside the cell")
      }
    }
  }

  @Test func alignmentPutsTheTextAtItsEdge() throws {
    let cell = CGRect(x: 0, y: 0, width: 200, height: 40)
    func meanX(_ alignment: TextAlignment, _ text: String = "Short") throws -> Double {
      let ink = Self.ink(try Self.frame(text, cell: cell) { $0.alignment = alignment })
      return Double(ink.map(\.x).reduce(0, +)) / Double(max(ink.count, 1))
    }
    #expect(try meanX(.left) < 40)
    #expect(try meanX(.natural) < 40)
    #expect(try meanX(.right) > 160)
    #expect(abs(try meanX(.center) - 100) < 8)
    // Natural is the leading edge of the layout direction, whatever the text's direction; right
    // to left, Hebrew and Latin both sit at the right.
    #expect(try meanX(.natural, "שלום") < 40)
    let rtl = try Self.ink(
      Self.frame("Short", cell: cell) { $0.layoutDirection = .rightToLeft })
    #expect(Double(rtl.map(\.x).reduce(0, +)) / Double(rtl.count) > 160)
  }

  @Test func emojiDrawInColour() throws {
    let raster = try Self.frame("😀", cell: CGRect(x: 0, y: 0, width: 200, height: 100)) {
      $0.font.size = 40
    }
    var yellow = 0
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let p = raster.pixel(x: x, y: y)
        if p.r > 200, p.g > 150, p.b < 90 { yellow += 1 }
      }
    }
    #expect(yellow > 300, "a yellow face, not a box: \(yellow) yellow pixels")
  }

  @Test func theSameLabelDrawsTheSameOnEveryThread() throws {
    let cell = CGRect(x: 10, y: 10, width: 180, height: 80)
    let text = "你好 😀 مرحبا hello — a label wrapped over lines"
    let reference = try Self.frame(text, cell: cell, scale: 2) { $0.numberOfLines = 0 }
    let frames = Frames()
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      frames.add(try? Self.frame(text, cell: cell, scale: 2) { $0.numberOfLines = 0 })
    }
    #expect(frames.all.count == 16)
    for frame in frames.all { #expect(frame == reference) }
  }
}

/// Frames collected from several threads.
final class Frames: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [Raster?] = []
  func add(_ frame: Raster?) { lock.withLock { list.append(frame) } }
  var all: [Raster?] { lock.withLock { list } }
}
