// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

extension SnapshotAssertion {
  /// Snapshots `view` — its `recursiveDescription`, then its pixels — laid out and drawn by
  /// `renderer` at `size` (its own size, or fitted when it has none), against the test's
  /// references `<test>.<label>.layout.txt` and `.png`.
  /// - Returns: nil when everything matches, otherwise the failure message (recording included,
  ///   as for scenes).
  @MainActor
  public static func verify(
    view: View, size: CGSize?, renderer: ViewRenderer, label: String, includesLayout: Bool,
    comparator: ImageComparator, record: SnapshotRecordMode?, filePath: String, function: String
  ) -> String? {
    renderer.layOut(view, size: size)
    let description = view.recursiveDescription
    return verify(
      subject: view.className, label: label, text: includesLayout ? { description } : nil,
      png: { try renderer.png(view, size: size) }, comparator: comparator, record: record,
      filePath: filePath, function: function)
  }
}
