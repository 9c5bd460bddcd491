// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Scrolling orthogonal sections (Reel): UIKit keeps their scroll views private; here their
/// offsets are values of the layout that scripts animate.
extension CollectionViewCompositionalLayout {
  /// The parameter name of section `section`'s orthogonal scroll offset.
  public static func orthogonalScrollOffsetParameter(forSection section: Int) -> String {
    "orthogonalScrollOffset.\(section)"
  }

  static func orthogonalSection(in name: String) -> Int? {
    let prefix = "orthogonalScrollOffset."
    guard name.hasPrefix(prefix), let section = Int(name.dropFirst(prefix.count)), section >= 0
    else { return nil }
    return section
  }

  /// The scroll offset of orthogonal section `section` across the layout's axis, points (0 for
  /// other sections).
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
    orthogonalOffsets[section] ?? 0
  }

  /// Scrolls orthogonal section `section` to `offset` points (not clamped: rubber-banding may go
  /// past the ends) and invalidates the layout. Non-finite offsets are ignored.
  public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
    guard offset.isFinite else { return }
    orthogonalOffsets[section] = offset
    invalidateLayout()
  }

  /// How section `section` scrolls across the axis (`none` when it does not), as last laid out.
  public func orthogonalScrollingBehavior(forSection section: Int)
    -> CollectionLayoutSectionOrthogonalScrollingBehavior
  {
    solvedSections.indices.contains(section) ? solvedSections[section].behavior : .none
  }

  /// The range of scroll offsets of orthogonal section `section`, points (0...0 otherwise).
  public func orthogonalScrollRange(forSection section: Int) -> ClosedRange<CGFloat> {
    guard solvedSections.indices.contains(section) else { return 0...0 }
    return 0...solvedSections[section].maximumOrthogonalOffset
  }

  /// The distance between the resting positions of consecutive groups of orthogonal section
  /// `section` (group length plus inter-group spacing), points; 0 for other sections.
  public func orthogonalGroupStride(forSection section: Int) -> CGFloat {
    solvedSections.indices.contains(section) ? solvedSections[section].groupStride : 0
  }

  /// The visible length of orthogonal section `section` across the layout's axis (the collection
  /// view's width in a vertical layout), points; 0 for other sections.
  public func orthogonalVisibleLength(forSection section: Int) -> CGFloat {
    solvedSections.indices.contains(section) ? solvedSections[section].orthogonalVisibleLength : 0
  }
}
