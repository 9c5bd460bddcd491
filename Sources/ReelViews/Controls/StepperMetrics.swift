// SPDX-License-Identifier: MIT
import Foundation

/// `UIStepper`'s geometry (SPEC-VIEWS 6.15–6.16): 94 × 32 points with the segmented control's
/// 8-point corners, a "−" half and a "+" half; a pressed half highlights its frame inset 4 points.
public enum StepperMetrics {
  /// The stepper's size, points.
  public static let size = CGSize(width: 94, height: 32)
  /// Its corner radius, points.
  public static let cornerRadius: CGFloat = 8
  /// How far a pressed half's highlight is inset from the half, points.
  public static let highlightInset: CGFloat = 4
  /// The divider between the halves: 1 point wide, 18 tall.
  public static let dividerSize = CGSize(width: 1, height: 18)
}
