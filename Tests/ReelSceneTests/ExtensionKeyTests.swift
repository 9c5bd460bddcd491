// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelScene

/// Keys starting with `x-` are the author's own at any level: a scene keeps YAML anchors there
/// and uses them with aliases; every other unknown key is still refused.
@Suite struct ExtensionKeyTests {
  @Test func anchorsInExtensionKeysAreUsedAndTheKeysIgnored() throws {
    let scene = """
      x-look: &card {fill: systemBlue, cornerRadius: 12}
      x-notes: {author: docs team, reviewed: [2026, 12]}
      canvas: {width: 300, height: 200, x-comment: drawn at 1x}
      collectionView:
        layout: {type: flow, itemSize: [50, 50], x-why: one row}
        style: *card
        sections:
          - items: [{id: a, x-todo: rename}, {id: b, <<: *card, fill: systemRed}]
      """
    let items = try player(scene).displayList(at: 0).layers[0].items
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0.style.cornerRadius == 12 })
    #expect(Set(items.map(\.style.fill)).count == 2)
  }

  @Test func otherUnknownKeysAreStillRefused() {
    let error = sceneError(
      """
      canvas: {width: 300, height: 200}
      y-look: {fill: red}
      collectionView: {layout: {type: flow}, sections: [{items: 1}]}
      """)
    #expect(error?.contains("unknown key 'y-look'") == true, "\(error ?? "accepted")")
  }
}
