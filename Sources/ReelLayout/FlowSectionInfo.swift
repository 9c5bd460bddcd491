// SPDX-License-Identifier: MIT
import Foundation

/// One line of a flow-layout section: its extent on the scroll axis and the items it holds.
struct FlowLine {
  /// Start and end on the scroll axis (y for vertical layouts).
  var crossStart: CGFloat
  var crossEnd: CGFloat
  var items: Range<Int>
}

/// The computed geometry of one flow-layout section, in content coordinates.
struct FlowSectionInfo {
  /// The whole section: header, insets, lines and footer.
  var frame: CGRect = .zero
  var headerFrame: CGRect?
  var footerFrame: CGRect?
  var itemFrames: [CGRect] = []
  var lines: [FlowLine] = []
}
