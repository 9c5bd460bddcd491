// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelExport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Views that SVG primitives cannot draw reach the animated SVG through Cairo's SVG backend, one
/// nested `<svg>` per view with ids of its own, in a well-formed document.
@Suite struct AnimatedSVGContentTests {
  @Test func contentViewsShadowsAndGradientsAreDrawnWithUniqueIds() throws {
    let scene = """
      canvas: {width: 200, height: 120, scale: 1, fps: 10, hold: 0}
      collectionView:
        layout: {type: flow, itemSize: [180, 50], sectionInset: 5}
        style: {fill: white, shadow: {opacity: 0.3, radius: 4}, gradient: {colors: [white, gray]},
                content: {text: "Row {index}", secondaryText: "你好 😀"}, accessories: [checkmark]}
        items: 2
      script:
        - at: 0.1
          delete: [0]
      """
    let out = temporaryFolder()
    let result = try render(
      scene, RenderOptions(format: .animatedSVG, outputDirectory: out), name: "rich")
    let text = try String(contentsOf: result.files[0], encoding: .utf8)
    #expect(text.components(separatedBy: "<svg x=").count - 1 >= 2, "a nested svg per view")
    #expect(text.contains("linearGradient"))
    let ids = Self.matches(#"id="([^"]+)""#, in: text)
    #expect(Set(ids).count == ids.count, "duplicate ids")
    let parser = XMLParser(data: Data(text.utf8))
    #expect(parser.parse(), "well-formed: \(String(describing: parser.parserError))")
  }

  static func matches(_ pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
