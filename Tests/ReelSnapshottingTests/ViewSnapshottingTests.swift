// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelSnapshot
import ReelSnapshotting
import ReelViews
import SnapshotTesting
import Testing

/// swift-snapshot-testing's strategies for views: pixels and the view tree as text.
@MainActor
@Suite(.snapshots(record: .never)) struct ViewSnapshottingTests {
  /// A badge: a rounded box with a centred label, 80 × 32.
  func badge(_ text: String) -> View {
    let box = View(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
    box.backgroundColor = .systemIndigo
    box.layer.cornerRadius = 16
    let label = Label()
    label.text = text
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: box.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
    ])
    return box
  }

  @Test func imageAndTextStrategiesMatchTheirReferences() {
    let view = badge("New")
    assertSnapshot(of: view, as: .image, named: "badge")
    assertSnapshot(of: view, as: .recursiveDescription, named: "badge")
    assertSnapshot(
      of: badge("Neu"), as: .image(renderer: ViewRenderer(scale: 1, appearance: .dark)),
      named: "badge-dark")
  }

  @Test func aMovedLabelReadsAsAMovedFrame() {
    let view = badge("New")
    var before = ""
    Snapshotting<View, String>.recursiveDescription.snapshot(view).run { before = $0 }
    (view.subviews[0].constraints.first ?? view.constraints[0]).constant = 5
    var after = ""
    Snapshotting<View, String>.recursiveDescription.snapshot(view).run { after = $0 }
    let diff = Diffing<String>.lines.diffV2(before, after)
    #expect(diff?.0.contains("frame = (") == true)
    #expect(before.split(separator: "\n").count == 2 && before != after)
  }
}
