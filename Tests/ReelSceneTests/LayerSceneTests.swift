// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

@testable import ReelRender
@testable import ReelScene

/// CALayer's keys in scene files: read with CALayer's defaults, refused when impossible.
@Suite struct LayerSceneTests {
  func document(_ style: String) throws -> SceneDocument {
    try SceneLoader.parse(
      """
      canvas: {width: 200, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [100, 40]}
        style: \(style)
        sections: [{items: [{}]}]
      """, file: "t.yaml")
  }

  func style(_ text: String) throws -> ItemStyle {
    try document(text).collectionViews[0].style.resolved(serial: 0)
  }

  @Test func layerKeysResolveWithCALayersDefaults() throws {
    let s = try style(
      """
      {shadow: {opacity: 0.3, path: {ellipse: [0, 0, 10, 20]}}, cornerCurve: continuous,
       maskedCorners: [topLeft, layerMaxXMaxYCorner], clipsToBounds: true,
       gradient: {type: conic, colors: [red, blue], locations: [0.2, 0.8], startPoint: [0.5, 0.5]}}
      """)
    #expect(s.shadow?.opacity == 0.3 && s.shadow?.radius == 3)
    #expect(s.shadow?.offset == CGSize(width: 0, height: -3))
    #expect(s.shadow?.path == PathElement.ellipse(in: CGRect(x: 0, y: 0, width: 10, height: 20)))
    #expect(s.cornerCurve == .continuous && s.clipsToBounds)
    #expect(s.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
    #expect(s.gradient?.type == .conic && s.gradient?.locations == [0.2, 0.8])
    #expect(s.gradient?.endPoint == CGPoint(x: 0.5, y: 1))
    let plain = try style("{}")
    #expect(plain.shadow == nil && plain.gradient == nil && plain.maskedCorners == .all)
    #expect(!plain.clipsToBounds && plain.cornerCurve == .circular)
  }

  @Test func aShadowWithoutOpacityWarnsThatItDoesNotShow() throws {
    let d = try document("{shadow: {radius: 8}}")
    #expect(
      d.warnings.map(\.description) == [
        "t.yaml:4:19: warning: collectionView.style.shadow: the shadow has no opacity: CALayer's "
          + "shadowOpacity defaults to 0, so it does not show (set opacity, e.g. 0.2)"
      ])
  }

  @Test func impossibleLayerValuesAreErrorsAtTheirKeys() {
    let cases = [
      ("{shadow: {opacity: 2}}", "style.shadow.opacity: expected a shadow opacity"),
      ("{shadow: {opacity: 1, radius: 5000}}", "style.shadow.radius: expected a shadow radius"),
      ("{shadow: {opacity: 1, path: {ellipse: [0, 0, 1, 1], rect: [0, 0, 1, 1]}}}", "not both"),
      ("{gradient: {colors: []}}", "expected from 1 to 256 gradient colours, found 0"),
      ("{gradient: {colors: [red, blue], locations: [0.5]}}", "one location per colour (2)"),
      ("{gradient: {colors: [red, blue], locations: [0.8, 0.2]}}", "style.gradient.locations[1]"),
      ("{gradient: {colors: [red], type: linear}}", "style.gradient.type"),
      ("{maskedCorners: [top]}", "style.maskedCorners[0]"),
      ("{cornerCurve: squircle}", "style.cornerCurve"),
    ]
    expectRefusals(cases) { try document($0) }
  }
}
