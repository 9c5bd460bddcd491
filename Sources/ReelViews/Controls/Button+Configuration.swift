// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension Button {
  /// `UIButton.Configuration`: what a button shows (title, subtitle, image) and how (a style's
  /// background and foreground, corner style, size, insets, image placement).
  public struct Configuration {
    /// The factory style a configuration came from; decides its colours.
    public enum Style: Hashable, Sendable { case plain, borderless, gray, tinted, filled }

    /// `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Hashable, Sendable, CaseIterable {
      case dynamic, fixed, small, medium, large, capsule
    }

    /// `UIButton.Configuration.Size`.
    public enum Size: Hashable, Sendable, CaseIterable { case mini, small, medium, large }

    /// The style the factory gave.
    public let style: Style
    /// `title`.
    public var title: String?
    /// `subtitle`, drawn under the title.
    public var subtitle: String?
    /// `image`.
    public var image: Image?
    /// Where the image sits beside the text (`.leading` by default; `.top`, `.bottom`,
    /// `.trailing`).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Points between the image and the text; 8 by default [inferred].
    public var imagePadding: CGFloat = 8
    /// Points between the title and the subtitle; 1 by default (SPEC-VIEWS 6.25).
    public var titlePadding: CGFloat = 1
    /// The background's colour for the style; nil for the style's (the tint, a grey…).
    public var baseBackgroundColor: Color?
    /// The text and image colour for the style; nil for the style's.
    public var baseForegroundColor: Color?
    /// Default `dynamic`.
    public var cornerStyle = CornerStyle.dynamic
    /// The radius `fixed` uses; 0 by default.
    public var backgroundCornerRadius: CGFloat = 0
    /// Default `medium`.
    public var buttonSize = Size.medium
    /// Nil for the size's default insets.
    public var contentInsets: NSDirectionalEdgeInsets?
    /// `showsActivityIndicator` (kept; the indicator is not drawn).
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    /// `.plain()`: tinted text, no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// `.borderless()`: as plain.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// `.gray()`: tinted text on a grey fill.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// `.bordered()`: `gray` on iOS (SPEC-VIEWS 6.23).
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// `.tinted()`: tinted text on a pale tint.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// `.borderedTinted()`: as tinted.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// `.filled()`: white text on the tint.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// `.borderedProminent()`: as filled.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The insets around the content: `contentInsets`, else the size's [inferred from a
    /// medium button's 34⅓-point height with a 17-point title: 7 above and below].
    public var effectiveContentInsets: NSDirectionalEdgeInsets {
      if let contentInsets { return contentInsets }
      let (vertical, horizontal): (CGFloat, CGFloat) =
        switch buttonSize {
        case .mini: (3, 8)
        case .small: (5, 10)
        case .medium: (7, 12)
        case .large: (14, 20)
        }
      return NSDirectionalEdgeInsets(
        top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The title's font for the size: body for medium and large, subheadline for small,
    /// footnote for mini.
    public var titleFont: Font {
      switch buttonSize {
      case .mini: .preferredFont(forTextStyle: .footnote)
      case .small: .preferredFont(forTextStyle: .subheadline)
      case .medium, .large: .preferredFont(forTextStyle: .body)
      }
    }

    /// The background's colour in a view tinted `tint`.
    func background(tint: Color) -> Color {
      if let baseBackgroundColor {
        return style == .tinted ? baseBackgroundColor.withAlphaComponent(0.15) : baseBackgroundColor
      }
      switch style {
      case .plain, .borderless: return .clear
      case .gray: return .secondarySystemFill
      case .tinted: return tint.withAlphaComponent(0.15)
      case .filled: return tint
      }
    }

    /// The text and image colour in a view tinted `tint`.
    func foreground(tint: Color) -> Color {
      baseForegroundColor ?? (style == .filled ? .white : tint)
    }

    /// The background's corner radius for a button `height` points high on `version`'s look:
    /// dynamic is 6 (5.95 scaled) before iOS 26 and 17 under Liquid Glass (SPEC-VIEWS 6.25);
    /// small, medium and large 4, 8 and 12 [inferred]; capsule half the height.
    func cornerRadius(height: CGFloat, version: SystemVersion) -> CGFloat {
      switch cornerStyle {
      case .dynamic: version == .iOS26 ? min(17, height / 2) : 5.95
      case .fixed: backgroundCornerRadius
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
