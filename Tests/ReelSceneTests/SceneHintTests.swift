// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelRuntime
@testable import ReelScene

/// The slips scene authors make most get a hint in their error.
@Suite struct SceneHintTests {
  static let head = """
    canvas: {width: 200, height: 200}
    collectionView:
      layout: {type: flow}
      items: 3
    """

  @Test func anUnquotedColourIsNamedAsAComment() {
    let flow = sceneError(Self.head + "\n  style: {fill: #FF9500}\n")
    #expect(flow?.contains("line 5 ends before #FF9500: quote the colour, \"#FF9500\"") == true)
    let block = sceneError(Self.head + "\n  style:\n    fill: #FF950080\n")
    #expect(block?.hasPrefix("test.yaml:6:") == true)
    #expect(block?.contains("`#` starts a YAML comment") == true)
  }

  @Test func quotedColoursAndRealCommentsGetNoHint() {
    #expect(sceneError(Self.head + "\n  style: {fill: \"#FF9500\"} # orange\n") == nil)
    let other = sceneError(Self.head + "\n  style: {fill: \"#FF9500\", cornerRadius: -1} # #FFF\n")
    #expect(other != nil && other?.contains("YAML comment") == false)
  }

  @Test func cssColoursAreTranslated() {
    let rgb = sceneError(Self.head + "\n  style: {fill: \"rgb(255, 149, 0)\"}\n")
    #expect(rgb?.contains("CSS colours are not read: write \"#FF9500\"") == true)
    let rgba = sceneError(Self.head + "\n  style: {fill: \"rgba(0, 0, 0, 0.5)\"}\n")
    #expect(rgba?.contains("write \"#0000007F\"") == true)
    #expect(SceneHints.hexForCSS("rgb(1, 2)") == nil)
    // Out-of-range and non-finite numbers are clamped or refused, never converted blindly.
    #expect(SceneHints.hexForCSS("rgba(300, -5, 12.6, 7)") == "#FF000DFF")
    #expect(SceneHints.hexForCSS("rgb(nan, 1e400, -1e300)") == nil)
    #expect(SceneHints.hexForCSS("rgb(1e300, 0, 0)") == "#FF0000")
    #expect(SceneHints.hexForCSS("rgb(,,)") == nil)
    #expect(SceneHints.hexForCSS("hsl(1, 2, 3)") == nil)
  }

  @Test func aTopLevelKeyIndentedUnderAnotherIsPointedOut() {
    let error = sceneError(Self.head + "\n  script:\n    - at: 1\n      insert: [0]\n")
    #expect(
      error?.contains(
        "unknown key 'script' ('script' belongs at the top of the scene, not inside "
          + "'collectionView': unindent it)") == true)
  }

  @Test func aSpringCurveSaysWhereSpringsGo() {
    let error = sceneError(
      Self.head + "\nscript:\n  - at: 0.5\n    insert: [0]\n    animation: {curve: spring}\n")
    #expect(error?.contains("script[0].animation.curve") == true)
    #expect(error?.contains("springs go under spring:") == true)
  }

  @Test func aMomentAfterTheEndIsReported() throws {
    let player = try player(Self.head + "\nscript:\n  - at: 0.5\n    insert: [0]\n")
    #expect(player.momentWarnings(at: player.duration).isEmpty)
    let late = player.momentWarnings(at: 50)
    #expect(late.count == 1 && late[0].contains("50 s is past the end of the scene") == true)
  }
}
