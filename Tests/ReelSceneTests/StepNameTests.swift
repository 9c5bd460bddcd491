// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelScene

/// Step names name snapshot files: a name too long for a file, or two names that give the same
/// file name, are refused where they are written.
@Suite struct StepNameTests {
  func scene(_ names: [String]) -> String {
    let steps = names.map { "  - {at: 0.5, scroll: {to: [0, 10]}, name: \"\($0)\"}" }
    return """
      canvas: {width: 100, height: 100}
      collectionView:
        layout: {type: flow, itemSize: [50, 50]}
        items: 20
      script:
      \(steps.joined(separator: "\n"))
      """
  }

  @Test func aNameTooLongForAFileIsRefusedAtIt() {
    let long = String(repeating: "x", count: 300)
    #expect(
      HostileSceneTests().parseError(scene(["ok", long]))
        == "t.yaml:7:44: error: script[1].name: expected a step name of at most 100 characters, "
        + "found 300")
    #expect(HostileSceneTests().parseError(scene([String(repeating: "x", count: 100)])) == nil)
  }

  @Test func namesThatGiveTheSameFileNameAreRefused() {
    let message = HostileSceneTests().parseError(scene(["a/b", "a b"]))
    #expect(
      message
        == "t.yaml:7:44: error: script[1].name: the step name \"a b\" names the same files as "
        + "\"a/b\" (both are \"a-b\" in a file name); give the steps names that differ in "
        + "letters, digits, '.', '-' or '_'", "\(message ?? "")")
    #expect(HostileSceneTests().parseError(scene(["same", "same"]))?.contains("\"same\"") == true)
    #expect(HostileSceneTests().parseError(scene(["a-b", "a_b", "A-b", "Ünïcode"])) == nil)
  }

  @Test func theFileSafeFormKeepsOnlyPortableCharacters() {
    #expect(StepName.fileSafe("Tap → detail / 2") == "Tap---detail---2")
    #expect(StepName.fileSafe("") == "moment")
    #expect(StepName.fileSafe("v1.2_final-3") == "v1.2_final-3")
  }
}
