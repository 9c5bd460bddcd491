// SPDX-License-Identifier: MIT
import Foundation

extension CollectionViewCell {
  /// `setNeedsUpdateConfiguration()`: `updateConfiguration(using:)` runs with the cell's state
  /// before its next layout (requests in between run it once).
  public func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// The state changed (selected, highlighted, editing): the background follows now, the rest
  /// of the configuration before the next layout.
  func stateChanged() {
    applyBackgroundConfiguration()
    setNeedsUpdateConfiguration()
  }
}
