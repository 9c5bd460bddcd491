// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews
import Testing

/// Text measured as 10 points per character, lines 20 points tall, baseline 16 from the top (or
/// as `baseline` says), so stack arithmetic is exact.
struct GridMeasurer: TextMeasuring {
  var baseline: CGFloat = 16
  func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize {
    CGSize(width: min(CGFloat(text.count) * 10, size.width), height: properties.font.size + 3)
  }
  func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat {
    properties.font.size - 1
  }
  func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGFloat {
    properties.font.size - 1
  }
}

/// UIStackView's rules as a scene's content is laid out by them (`ContentTree`).
@Suite struct ContentTreeStackTests {
  let plain = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)

  func label(_ text: String, size: CGFloat = 17) -> ContentView {
    var style = plain
    style.label = text
    style.textProperties.font.size = size
    return ContentView(.label, style: style)
  }
  func box(_ w: CGFloat?, _ h: CGFloat? = nil) -> ContentView {
    ContentView(.view, style: plain, width: w, height: h)
  }
  func stack(_ views: [ContentView], _ s: StackLayout) -> ContentView {
    var v = ContentView(.stack(s), style: plain)
    v.style.content = views
    return v
  }
  /// The frames of the stack's arranged views in a 200 × 40 element.
  func frames(_ views: [ContentView], _ s: StackLayout, width: CGFloat = 200) -> [CGRect] {
    let placed = ContentTree.layout(
      [stack(views, s)], size: CGSize(width: width, height: 40), measurer: GridMeasurer())
    return placed[0].subviews.map(\.frame)
  }

  @Test func fillGivesTheExtraRoomToTheLowestHugging() {
    let spacer = ContentView(.spacer, style: plain)
    let f = frames([box(30), label("Title"), spacer, label("12")], StackLayout(spacing: 10))
    #expect(f.map(\.width) == [30, 50, 70, 20], "\(f)")
    #expect(f.map(\.minX) == [0, 40, 100, 180])
    #expect(f.allSatisfy { $0.height == 40 }, "alignment fill")
  }

  @Test func overflowTakesFromTheLowestCompressionResistanceFirst() {
    var weak = label("abcdefghij")
    weak.compressionResistance = 100
    let f = frames([label("0123456789"), weak, label("xyz")], StackLayout(), width: 200)
    #expect(f.map(\.width) == [100, 70, 30], "\(f)")
  }

  @Test func theEqualDistributions() {
    let three = [box(10), box(30), box(20)]
    #expect(
      frames(three, StackLayout(spacing: 10, distribution: .fillEqually)).map(\.width)
        == [60, 60, 60])
    let proportional = frames(three, StackLayout(spacing: 20, distribution: .fillProportionally))
    let shares: [CGFloat] = [160.0 / 6, 80, 160.0 / 3]
    #expect(
      zip(proportional.map(\.width), shares).allSatisfy { abs($0 - $1) < 1e-9 }, "\(proportional)")
    let spaced = frames(three, StackLayout(distribution: .equalSpacing))
    #expect(spaced.map(\.minX) == [0, 80, 180], "gaps of 70: \(spaced)")
    let centred = frames(three, StackLayout(distribution: .equalCentering))
    #expect(centred.map(\.midX) == [5, 97.5, 190], "\(centred)")
  }

  @Test func alignmentAcrossTheAxis() {
    let views = [box(10, 10), box(10, 30)]
    #expect(frames(views, StackLayout(alignment: .center)).map(\.minY) == [15, 5])
    #expect(frames(views, StackLayout(alignment: .top)).map(\.minY) == [0, 0])
    #expect(frames(views, StackLayout(alignment: .bottom)).map(\.minY) == [30, 10])
    // Baselines: a 17-point label (baseline 16) and a 30-point one (baseline 29) share a line.
    let f = frames([label("a"), label("b", size: 30)], StackLayout(alignment: .firstBaseline))
    #expect(f[0].minY + 16 == f[1].minY + 29, "\(f)")
  }

  @Test func marginsHiddenViewsAndVerticalStacks() {
    var hidden = box(50)
    hidden.isHidden = true
    let margined = StackLayout(
      spacing: 5, isLayoutMarginsRelativeArrangement: true,
      layoutMargins: EdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
    let f = frames([box(20), hidden, box(nil)], margined)
    let expected = [
      CGRect(x: 16, y: 4, width: 20, height: 32), CGRect(x: 41, y: 4, width: 143, height: 32),
    ]
    #expect(f == expected)
    let vertical = frames([label("one"), label("two")], StackLayout(axis: .vertical, spacing: 2))
    #expect(vertical.map(\.minY) == [0, 22] && vertical.map(\.height) == [20, 18], "\(vertical)")
  }

  /// A self-sizing cell's content fitted as `systemLayoutSizeFitting` fits it: a label of
  /// several lines wraps at the width it is given beside its neighbours, not at the cell's.
  @Test func fittingWrapsTextAtTheWidthItIsGiven() {
    var text = label("abcdefghij")  // 100 points on one line, 20 a line
    text.style.textProperties.numberOfLines = 0
    func fit(_ views: [ContentView], _ width: CGFloat, keeps: Bool = false) -> CGSize {
      ContentTree.fittingSize(
        views, width: width, keepsWidth: keeps, measurer: WrappingMeasurer())
    }
    #expect(fit([text], 60) == CGSize(width: 60, height: 40), "two lines of 60")
    #expect(fit([text], 200) == CGSize(width: 100, height: 20), "one line, as wide as its text")
    #expect(fit([text], 200, keeps: true) == CGSize(width: 200, height: 20))
    let row = stack([box(20, 20), text], StackLayout(spacing: 10, alignment: .center))
    #expect(fit([row], 70) == CGSize(width: 70, height: 60), "40 points left: three lines")
    #expect(fit([box(nil)], 70) == .zero, "nothing with a size")
  }
}

extension ContentTreeStackTests {
  /// The cache of layouts holds a bounded number of placed views: it starts afresh rather than
  /// grow past it, keeps nothing larger than it, and gives what laying out gives.
  @Test func theLayoutCacheHoldsABoundedNumberOfViews() {
    let cache = ContentLayoutCache(measurer: GridMeasurer(), viewCapacity: 5)
    let row = stack([box(20), box(30)], StackLayout())  // 3 placed views
    for width: CGFloat in [100, 120, 140] {
      let cached = cache.layout([row], size: CGSize(width: width, height: 40))
      let direct = ContentTree.layout(
        [row], size: CGSize(width: width, height: 40), measurer: GridMeasurer())
      #expect(cached == direct)
      #expect(cache.held.views <= 5 && cache.held.views == 3 * cache.held.layouts)
    }
    let big = stack([box(10), box(10), box(10), box(10), box(10)], StackLayout())
    _ = cache.layout([big], size: CGSize(width: 100, height: 40))
    #expect(cache.held.views == 0, "six views are more than it holds")
  }
}

/// Text 10 points a character, wrapped at the width (20 points a line).
struct WrappingMeasurer: TextMeasuring {
  func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize {
    let length = CGFloat(text.count) * 10
    let lines =
      properties.numberOfLines == 1 ? 1 : max((length / max(size.width, 10)).rounded(.up), 1)
    return CGSize(width: min(length, size.width), height: lines * 20)
  }
  func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat { 16 }
  func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGFloat {
    sizeThatFits(text, properties, in: size).height - 4
  }
}
