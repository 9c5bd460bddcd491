// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

@Suite struct SceneErrorTests {
  static let base = """
    canvas: {width: 390, height: 844}
    collectionView:
      layout: {type: flow, itemSize: [100, 100]}
      items: 8

    """

  @Test func unknownKeysAreLocatedAndGetASuggestion() {
    let message = sceneError(
      "canvas: {width: 390, hieght: 844}\ncollectionView: {layout: {type: flow}}\n")
    #expect(
      message
        == """
        test.yaml:1:22: error: canvas.hieght: unknown key 'hieght' (did you mean 'height'?); \
        expected one of width, height, scale, background, fps, gifFps, duration, hold, \
        showTouches, device
        """
    )
  }

  /// A documentation author's finding: `validate` stopped at the first of several mistakes.
  /// A misspelt key is recorded and skipped, a style that fails is left out, and reading goes
  /// on; the key a misspelling was meant to be is not reported missing as well.
  @Test func independentMistakesAreReportedTogether() throws {
    let message = try #require(
      sceneError(
        """
        canvas: {width: 390, height: 300}
        collectionView:
          layout: {type: flow, itemSize: [100, 100], minimumLineSpacng: 10}
          style: {fill: notacolour}
          items:
            - {cornerRadius: 4, borderWidht: 2}
        """))
    let lines = message.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(message)")
    #expect(lines[0].hasPrefix("test.yaml:3:46: error: collectionView.layout.minimumLineSpacng:"))
    #expect(
      lines[1].hasPrefix("test.yaml:4:17: error: collectionView.style.fill: expected a colour"))
    #expect(lines[2].contains("unknown key 'borderWidht' (did you mean 'borderWidth'?)"))
  }

  /// The key a misspelling was meant to be is not reported missing as well.
  @Test func aMisspeltRequiredKeyIsOneError() {
    let message = sceneError(
      "canvas: {width: 390, hieght: 844}\ncollectionView: {layout: {type: flow}}\n")
    #expect(message?.contains("hieght") == true && message?.contains("missing") == false)
  }

  @Test func wrongTypes() {
    #expect(
      sceneError("canvas: {width: wide, height: 844}\ncollectionView: {layout: {type: flow}}\n")
        == "test.yaml:1:17: error: canvas.width: expected a number, found 'wide'")
    #expect(
      sceneError(Self.base.replacingOccurrences(of: "items: 8", with: "items: {count: 3}"))?
        .contains("collectionView.items: expected a list, found a mapping") == true)
  }

  @Test func unknownLayout() {
    let message = sceneError(Self.base.replacingOccurrences(of: "type: flow", with: "type: flwo"))
    let names = LayoutRegistry.shared.names.joined(separator: ", ")
    #expect(
      message
        == """
        test.yaml:3:18: error: collectionView.layout.type: expected one of \(names), found \
        'flwo' (did you mean 'flow'?)
        """
    )
  }

  /// A layout only a package's own executable registers: the message says so, not "unknown key".
  @Test func aLayoutRegisteredElsewhereIsNamedAsSuch() {
    let message = sceneError(
      Self.base.replacingOccurrences(
        of: "type: flow, itemSize: [100, 100]", with: "type: spiral, angleStep: 0.5"))
    #expect(message?.hasPrefix("test.yaml:3:18: error: collectionView.layout.type: ") == true)
    #expect(message?.contains("found 'spiral'; a layout that a package registers") == true)
  }

  @Test func negativeSizes() {
    let message = sceneError(
      Self.base.replacingOccurrences(of: "itemSize: [100, 100]", with: "itemSize: [100, -5]"))
    #expect(
      message
        == """
        test.yaml:3:40: error: collectionView.layout.itemSize[1]: expected a height ≥ 0, found \
        -5.0
        """
    )
  }

  @Test func missingRequiredKeys() {
    #expect(
      sceneError("canvas: {width: 390, height: 844}\n")
        == "test.yaml:1:1: error: collectionView: missing; expected a mapping with a layout")
  }

  @Test func invalidBatchUpdatesUseUIKitsWordingAtTheOperation() {
    let message = sceneError(Self.base + "script:\n  - at: 1\n    delete: [9]\n")
    #expect(
      message
        == """
        test.yaml:7:13: error: script[0].delete: attempt to delete item 9 from section 0 which \
        only contains 8 items before the update
        """
    )
    let insert = sceneError(Self.base + "script:\n  - insert: [20]\n")
    #expect(
      insert
        == """
        test.yaml:6:13: error: script[0].insert: attempt to insert item 20 into section 0, but \
        there are only 9 items in section 0 after the update
        """
    )
    let conflict = sceneError(Self.base + "script:\n  - delete: [1]\n    reload: [1]\n")
    #expect(
      conflict?.hasSuffix(
        """
        script[0].reload: attempt to delete and reload the same index path (<NSIndexPath> \
        {length = 2, path = 0 - 1})
        """
      ) == true)
  }

  @Test func indexOutOfRangeForAPath() {
    let message = sceneError(Self.base + "script:\n  - move: {from: [2, 0], to: 1}\n")
    #expect(message?.contains("script[0].move: attempt to move index path") == true)
  }

  @Test func stepsMustBeInTimeOrder() {
    let message = sceneError(
      Self.base + "script:\n  - at: 2\n    insert: [0]\n  - at: 1\n    delete: [0]\n")
    #expect(
      message?.hasPrefix(
        """
        test.yaml:8:5: error: script[1]: this step starts at 1.0 s, before the previous step \
        (2.0 s)
        """
      ) == true)
  }

  @Test func invalidYAMLIsLocated() {
    let message = sceneError("canvas: {width: 390\ncollectionView: [")
    #expect(message?.hasPrefix("test.yaml:") == true)
    #expect(message?.contains("error: invalid YAML") == true)
  }

  @Test func duplicateItemIDs() {
    let message = sceneError(
      Self.base.replacingOccurrences(of: "items: 8", with: "items: [{id: a}, {id: a}]"))
    #expect(message == "test.yaml:4:25: error: collectionView.items[1].id: duplicate item id 'a'")
  }

  @Test func springAndCurveOptions() throws {
    let spring = try player(
      Self.base
        + "script:\n  - insert: [0]\n    animation: {spring: {dampingRatio: 0.5, response: 0.4}}\n")
    #expect(spring.duration > 1)
    #expect(
      sceneError(Self.base + "script:\n  - insert: [0]\n    animation: {curve: easeInOutt}\n")?
        .contains("(did you mean 'easeInOut'?)") == true)
    #expect(
      sceneError(
        Self.base + "script:\n  - insert: [0]\n    animation: {curve: [1.5, 0, 0.5, 1]}\n")?
        .contains("control-point x values must be within 0…1") == true)
  }

  @Test func stepsWithoutATimeFollowThePreviousAnimation() throws {
    let p = try player(
      Self.base
        + """
        script:\n  - at: 1\n    insert: [0]\n    animation: {duration: 0.5}\n  - wait: 0.25\n  \
        - delete: [0]\n
        """
    )
    #expect(abs(p.duration - (1.75 + 0.3 + 0.5)) < 1e-9)
  }

  @Test func jsonIsAccepted() throws {
    let json =
      #"{"canvas": {"width": 200, "height": 200}, "#
      + #""collectionView": {"layout": {"type": "stack"}, "items": 3}}"#
    #expect(try player(json).stages[0].collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test func fileErrors() {
    #expect(throws: SceneFileError.notFound(path: "/nonexistent/scene.yaml")) {
      try SceneLoader.load(path: "/nonexistent/scene.yaml")
    }
  }
}
