// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIBackgroundConfiguration`: what is drawn behind a cell's content — a colour, corners, a
/// stroke, a blur, a custom view, inset from the cell's edges. A value: set it on a cell's
/// `backgroundConfiguration`, which builds the view (`makeBackgroundView()`) and, while
/// `automaticallyUpdatesBackgroundConfiguration` is true, applies `updated(for:)` as the cell is
/// selected or highlighted.
@preconcurrency @MainActor
public struct BackgroundConfiguration {
  /// The presets' names and the system colour each fills with (a name of `SystemColors`): the
  /// one table the scene format's `backgroundConfiguration` presets read too.
  public nonisolated static let presetColorNames: [(preset: String, color: String)] = [
    ("listPlainCell", "systemBackground"), ("listGroupedCell", "secondarySystemGroupedBackground"),
    ("listSidebarCell", "clear"), ("clear", "clear"), ("listCell", "systemBackground"),
  ]

  /// The preset this came from (a name of `presetColorNames`), which decides how a selected or
  /// highlighted cell looks.
  public private(set) var preset: String
  /// The fill; nil for the tint colour (`resolvedBackgroundColor(for:)`).
  public var backgroundColor: Color?
  /// The corner radius, points (≥ 0); the corners are continuous, as UIKit draws them.
  public var cornerRadius: CGFloat = 0
  /// How far the background is inset from the cell's edges, points; leading and trailing follow
  /// the layout direction.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The stroke's colour; nil for none unless `strokeWidth` is set (then the tint colour).
  public var strokeColor: Color?
  /// The stroke's width, points (≥ 0), drawn inside the background's edge. Default 0.
  public var strokeWidth: CGFloat = 0
  /// A blur behind the fill; nil for none.
  public var visualEffect: VisualEffect?
  /// A view drawn above the fill, filling the background; nil for none.
  public var customView: View?
  /// Applied to the fill's colour when it is resolved; nil for none.
  public var backgroundColorTransformer: ConfigurationColorTransformer?
  /// Applied to the stroke's colour when it is resolved; nil for none.
  public var strokeColorTransformer: ConfigurationColorTransformer?

  init(preset: String) {
    self.preset = preset
    let name = Self.presetColorNames.first { $0.preset == preset }?.color ?? "clear"
    backgroundColor = name == "clear" ? .clear : Color(systemName: name)
  }

  /// `listPlainCell()`: `systemBackground`; grey (`systemGray4`) when selected or highlighted.
  public static func listPlainCell() -> Self { Self(preset: "listPlainCell") }
  /// `listGroupedCell()`: `secondarySystemGroupedBackground`; grey when selected or highlighted.
  public static func listGroupedCell() -> Self { Self(preset: "listGroupedCell") }
  /// `listSidebarCell()`: clear; a rounded `secondarySystemFill` (`tertiarySystemFill` in the
  /// iOS 26 look) when selected or highlighted.
  public static func listSidebarCell() -> Self { Self(preset: "listSidebarCell") }
  /// `listCell()` (iOS 18): a list cell's background for the list it is in; Reel's traits do not
  /// say which list, so it is the plain list's (`listPlainCell()`).
  public static func listCell() -> Self { Self(preset: "listCell") }
  /// `clear()`: nothing drawn, in every state.
  public static func clear() -> Self { Self(preset: "clear") }

  /// The fill for a view whose tint is `tintColor`: `backgroundColor`, or the tint when nil,
  /// through `backgroundColorTransformer`.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// The stroke's colour for a view whose tint is `tintColor`: `strokeColor`, or the tint when
  /// nil, through `strokeColorTransformer`.
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }

  /// The configuration for `state`: a list preset's selected or highlighted look, or itself.
  public func updated(for state: any ConfigurationState) -> Self {
    guard let cell = state as? CellConfigurationState, cell.isSelected || cell.isHighlighted
    else { return self }
    var updated = self
    switch preset {
    case "listPlainCell", "listGroupedCell", "listCell":
      updated.backgroundColor = .systemGray4
    case "listSidebarCell":
      let iOS26 = state.traitCollection.systemVersion == .iOS26
      updated.backgroundColor = iOS26 ? .tertiarySystemFill : .secondarySystemFill
      updated.cornerRadius = max(cornerRadius, iOS26 ? 26 : 10)
    default:
      break
    }
    return updated
  }
}
