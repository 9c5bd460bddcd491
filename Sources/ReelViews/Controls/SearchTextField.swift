// SPDX-License-Identifier: MIT
import Foundation

/// The field of a search bar: a 36-point capsule-cornered field in `tertiarySystemFill`, a
/// magnifying glass before the text, "Search" as its placeholder and a clear button while
/// editing (SPEC-VIEWS 7.31, the iOS 13–18 look). Mirrors `UIKit.UISearchTextField`.
@preconcurrency @MainActor
open class SearchTextField: TextField {
  /// The field's height, points.
  nonisolated public static let height: CGFloat = 36
  /// The field's corner radius, points (continuous corners).
  nonisolated public static let cornerRadius: CGFloat = 10

  /// An empty search field in `frame` (points).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = Self.cornerRadius
    layer.cornerCurve = .continuous
    placeholder = "Search"
    clearButtonMode = .whileEditing
    let glass = ImageView(
      image: Image(systemName: "magnifyingglass")?.withConfiguration(
        Image.SymbolConfiguration(pointSize: 17, weight: .regular)))
    glass.tintColor = .secondaryLabel
    leftView = glass
    leftViewMode = .always
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// The glass 8 points in from the leading edge.
  open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
  }

  /// 36 points tall, whatever the font.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: super.intrinsicContentSize.width + 8, height: Self.height)
  }
}
