// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Geometry measured along an axis and across it, so one solver serves both directions: for
/// `.horizontal`, "along" is x and width; for `.vertical`, y and height.
extension ScrollDirection {
  /// The other axis.
  var orthogonal: ScrollDirection { self == .vertical ? .horizontal : .vertical }

  func length(_ size: CGSize) -> CGFloat { self == .horizontal ? size.width : size.height }
  func breadth(_ size: CGSize) -> CGFloat { self == .horizontal ? size.height : size.width }
  func start(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.minX : rect.minY }
  func end(_ rect: CGRect) -> CGFloat { self == .horizontal ? rect.maxX : rect.maxY }

  /// A size `length` along this axis and `breadth` across it.
  func size(length: CGFloat, breadth: CGFloat) -> CGSize {
    self == .horizontal
      ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  }

  /// A point `along` this axis and `across` it.
  func point(along: CGFloat, across: CGFloat) -> CGPoint {
    self == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }

  func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
    CGRect(
      origin: point(along: along, across: across), size: size(length: length, breadth: breadth))
  }

  /// The insets before and after the content along this axis (top/bottom for vertical,
  /// leading/trailing for horizontal).
  func insets(_ insets: NSDirectionalEdgeInsets) -> (before: CGFloat, after: CGFloat) {
    self == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
  }

  /// The spacing before and after an item along this axis.
  func spacing(_ edges: NSCollectionLayoutEdgeSpacing?) -> (
    before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?
  ) {
    self == .horizontal ? (edges?.leading, edges?.trailing) : (edges?.top, edges?.bottom)
  }

  /// Whether `dimension`'s axis matches this one (width for horizontal).
  func dimension(_ size: NSCollectionLayoutSize) -> NSCollectionLayoutDimension {
    self == .horizontal ? size.widthDimension : size.heightDimension
  }
}
