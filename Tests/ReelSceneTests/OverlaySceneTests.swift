// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelScene

/// `overlays:`, `theme:`, `show:`/`hide:` and `camera:` as the reader takes them, and the
/// errors for what it cannot.
@Suite struct OverlaySceneTests {
  static let head = """
    canvas: {width: 300, height: 400}
    collectionView: {layout: {type: flow}, sections: [{items: 5}]}

    """

  @Test func overlaysThemeAndStepsAreRead() throws {
    let document = try SceneLoader.parse(
      Self.head + """
        theme: {accent: systemRed, dim: 0.7, fontSize: 20, fontFamily: Inter}
        overlays:
          a: {caption: Hello, body: World, placement: top}
          b: {callout: Tap here, title: Tip, anchor: {item: 3, collectionView: main}}
          c: {highlight: [0, 2], glow: true, pulse: true, padding: 8}
          d: {spotlight: {rect: [10, 20, 30, 40]}}
          e: {badge: 2, anchor: 1}
        script:
          - show: [a, b]
          - camera: {focus: [0, 1], zoom: 2.5, center: true}
          - hide: all
          - camera: reset
        """, file: "t.yaml")
    #expect(document.overlays.map(\.id) == ["a", "b", "c", "d", "e"])
    #expect(document.overlays[0].kind == .caption(title: "Hello", body: "World"))
    #expect(document.overlays[0].placement == .top)
    #expect(
      document.overlays[1].target
        == .item(
          .indexPath(IndexPath(item: 3, section: 0)),
          collectionView: "main"))
    #expect(document.overlays[2].kind == .highlight(glow: true) && document.overlays[2].pulses)
    #expect(document.overlays[3].target == .rect(CGRect(x: 10, y: 20, width: 30, height: 40)))
    #expect(document.overlays[4].kind == .badge("2"))
    #expect(document.overlayTheme.dim == 0.7 && document.overlayTheme.fontSize == 20)
    guard case .camera(let camera) = document.script[1].action else {
      Issue.record("not a camera step")
      return
    }
    #expect(camera.zoom == 2.5 && camera.centers)
    guard case .overlays(false, let ids) = document.script[2].action else {
      Issue.record("not a hide step")
      return
    }
    #expect(ids.isEmpty)
  }

  @Test func mistakesAreNamedWhereTheyAre() {
    let cases: [(String, String)] = [
      (
        "overlays: {a: {caption: x, badge: 1, anchor: 2}}",
        "overlays.a: expected exactly one of caption, callout, highlight, spotlight, badge, "
          + "found caption and badge"
      ),
      ("overlays: {a: {callout: Hi}}", "a callout points at something"),
      ("overlays: {a: {highlight: 1, anchor: 2}}", "highlight names its target itself"),
      ("overlays: {a: {callout: Hi, anchor: 1, body: x}}", "body belongs to a caption"),
      ("overlays: {a: {highlight: {rect: [1, 2, 3, 4], item: 1}}}", "a rect stands alone"),
      (
        "overlays: {a: {highlight: {item: 1, collectionView: list}}}",
        "unknown collection view 'list'"
      ),
      ("overlays: {a: {badge: 1, anchor: 1}}\nscript: [{show: b}]", "unknown overlay 'b'"),
      ("script: [{camera: {focus: 1, zoom: 9}}]", "script[0].camera.zoom"),
      ("script: [{camera: {zoom: 2}}]", "a zoom needs a focus"),
      ("script: [{camera: home}]", "expected reset or a mapping"),
      ("theme: {dim: 2}", "theme.dim"),
    ]
    for (rest, expected) in cases {
      let error = sceneError(Self.head + rest)
      #expect(error?.contains(expected) == true, "\(rest): \(error ?? "accepted")")
    }
  }
}
