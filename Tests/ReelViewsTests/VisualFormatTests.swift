// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import Testing

@testable import ReelViews

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, laid out and
/// checked against frames solved by hand in a 320 × 100 view (margins 8 on every side).
@MainActor
@Suite(.serialized) struct VisualFormatTests {
  let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))

  func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [SizedView] {
    sizes.map { size in
      let view = SizedView(size.0, size.1)
      root.addSubview(view)
      return view
    }
  }

  func activate(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    let made = NSLayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: views)
    NSLayoutConstraint.activate(made)
    return made
  }

  /// `|-` and `-|` are the superview's margins; `-` between views is 8 points; a number, a
  /// metric and a size predicate are points.
  @Test func edgesMarginsSpacingAndSizes() {
    let v = boxes([(10, 20), (10, 20), (10, 20)])
    let views = ["a": v[0], "b": v[1], "c": v[2]]
    _ = activate(
      "H:|-[a]-[b(50)]-pad-[c(>=wide@750)]-|", metrics: ["pad": 12, "wide": 100.0],
      views: views)
    _ = activate("V:|[a]", views: views)
    _ = activate("V:|-20-[b]-(>=0)-|", views: views)
    _ = activate("V:[c(==a)]-(-4)-|", views: views)
    root.layoutIfNeeded()
    // a: 8 from the left margin; b 8 after, 50 wide; c 12 after b, to the right margin (8).
    #expect(v[0].frame == CGRect(x: 8, y: 0, width: 10, height: 20))
    #expect(v[1].frame == CGRect(x: 26, y: 20, width: 50, height: 20))
    #expect(v[2].frame == CGRect(x: 88, y: 84, width: 224, height: 20))
  }

  /// Views aligned by the options, flush neighbours, and a string that runs right to left.
  @Test func alignmentOptionsAndDirections() {
    let v = boxes([(30, 20), (40, 40)])
    let views = ["a": v[0], "b": v[1]]
    _ = activate("H:|[a][b]", options: .alignAllCenterY, views: views)
    _ = activate("V:|-10-[b]", views: views)
    root.layoutIfNeeded()
    #expect(v[0].frame == CGRect(x: 0, y: 20, width: 30, height: 20))
    #expect(v[1].frame == CGRect(x: 30, y: 10, width: 40, height: 40))
    let w = boxes([(30, 20), (40, 20)])
    _ = activate(
      "H:|-5-[x]-10-[y]", options: [.directionRightToLeft, .alignAllTop],
      views: ["x": w[0], "y": w[1]])
    _ = activate("V:|[x]", views: ["x": w[0]])
    root.layoutIfNeeded()
    #expect(w[0].frame == CGRect(x: 285, y: 0, width: 30, height: 20), "5 from the right")
    #expect(w[1].frame == CGRect(x: 235, y: 0, width: 40, height: 20), "10 to its left")
  }

  /// A right-to-left view reads leading and trailing from the right (the default direction).
  @Test func leadingToTrailingFollowsTheLayoutDirection() {
    root.semanticContentAttribute = .forceRightToLeft
    let v = boxes([(30, 20)])
    _ = activate("H:|-16-[a]", views: ["a": v[0]])
    _ = activate("V:|[a]", views: ["a": v[0]])
    root.layoutIfNeeded()
    #expect(v[0].frame.maxX == 304)
  }

  /// What UIKit cannot parse (an exception there) is reported in its words, with a caret under
  /// the place, and makes no constraints.
  @Test func stringsThatCannotBeParsedAreReported() {
    var messages: [String] = []
    LayoutEngine.report = { messages.append($0) }
    defer { LayoutEngine.report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
    let v = boxes([(10, 10)])
    let orphan = SizedView(10, 10)
    let bad: [(String, [String: Any], String)] = [
      ("H:[want]-|", ["a": v[0]], "want is not a key in the views dictionary."),
      ("H:|-10-|", ["a": v[0]], "Expected a view"),
      ("H:[a", ["a": v[0]], "Expected ']' to close the view"),
      ("H:[a]-(>=gap)-|", ["a": v[0]], "gap is not a key in the metrics dictionary."),
      ("V:|[o]|", ["o": orphan], "Unable to interpret '|' character"),
      ("H:[a]|x", ["a": v[0]], "Expected the end of the format string"),
    ]
    for (format, views, reason) in bad {
      messages = []
      let made = NSLayoutConstraint.constraints(
        withVisualFormat: format, metrics: nil, views: views)
      #expect(made.isEmpty, "\(format)")
      #expect(messages.count == 1 && messages[0].contains(reason), "\(format): \(messages)")
      #expect(messages.first?.hasPrefix("Unable to parse constraint format: \n") == true)
    }
    messages = []
    _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[want]-|", metrics: nil, views: [:])
    #expect(messages.first?.hasSuffix("H:[want]-| \n   ^") == true, "\(messages)")
    let wrongAxis = NSLayoutConstraint.constraints(
      withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: ["a": v[0]])
    #expect(wrongAxis.isEmpty && messages.last?.contains("horizontal edge") == true)
  }

  /// Strings made at random from the language's pieces (a fixed seed) never trap or hang:
  /// each gives its constraints (`[a]` alone has none), or none and exactly one report.
  @Test func randomStringsAreParsedOrReported() {
    var messages: [String] = []
    LayoutEngine.report = { messages.append($0) }
    defer { LayoutEngine.report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
    let v = boxes([(10, 10), (10, 10)])
    let alphabet = [
      "H:", "V:", "|", "-", "[a]", "[b]", "[a(>=m)]", "[b(==a@750)]", "-(>=8,<=20)-", "-m-",
      "-(-4)-", "-_-", "[", "]", "(", ")", "@", ",", "==", "9", "1e999", "é", " ", "x", "[c]",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    var parsed = 0
    for _ in 0..<3000 {
      let format = (0..<(next() % 8)).map { _ in alphabet[next() % alphabet.count] }.joined()
      messages = []
      let made = NSLayoutConstraint.constraints(
        withVisualFormat: format, metrics: ["m": 4, "_": Double.nan], views: ["a": v[0], "b": v[1]])
      #expect(messages.isEmpty || (messages.count == 1 && made.isEmpty), "\(format): \(messages)")
      if !made.isEmpty { parsed += 1 }
    }
    #expect(parsed > 0)
  }
}
