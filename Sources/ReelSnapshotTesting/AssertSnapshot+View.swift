// SPDX-License-Identifier: MIT
import Foundation
import ReelSnapshot
import ReelViews

/// Snapshots a view tree — its `recursiveDescription` as text, then its pixels — against
/// references in `__Snapshots__/<TestFile>/<test>.<label>.{layout.txt,png}` next to the test
/// file, and records a failure with Swift Testing (inside a `@Test`) or XCTest.
///
/// - Parameters:
///   - view: the view to lay out and draw (a cell, a content view, any `UIView`).
///   - size: points; nil for the view's own size, or the size its constraints fit when it has
///     none.
///   - renderer: the scale, appearance, content size category and iOS look (default @2x, light,
///     Large, iOS 26).
///   - label: the reference's label; `view` by default.
///   - includesLayout: whether the text of the view tree is compared too (default true).
///   - comparator: the pixel comparison.
///   - record: the record mode; nil for `REEL_SNAPSHOT_RECORD`, else `never` on CI and
///     `missing` elsewhere.
@MainActor
public func assertSnapshot(
  of view: View, size: CGSize? = nil, renderer: ViewRenderer = ViewRenderer(),
  label: String = "view", includesLayout: Bool = true,
  comparator: ImageComparator = ImageComparator(), record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = SnapshotAssertion.verify(
      view: view, size: size, renderer: renderer, label: label, includesLayout: includesLayout,
      comparator: comparator, record: record, filePath: "\(filePath)", function: "\(function)")
  else { return }
  reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
