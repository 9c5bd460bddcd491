// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

// UIFont's API over `Font`. A font is a value here (UIFont is an immutable class: the same
// operations apply). Fonts are matched when drawn; a family that is not installed falls back as
// described on `Font`, so `init(name:size:)` never returns nil.
extension Font {
  /// `UIFont.TextStyle`.
  public typealias TextStyle = ReelViews.TextStyle

  /// `pointSize`: the size in points.
  public var pointSize: CGFloat { size }

  /// `UIFont(name:size:)`: the installed family `name` (fontconfig's matching) at `size` points.
  public init?(name: String, size: CGFloat) {
    self.init(family: name, size: size)
  }

  /// `UIFont.systemFontSize`: 14 points (UIKit's value; body text is 17).
  public static let systemFontSize: CGFloat = 14

  /// `UIFont.smallSystemFontSize`: 12 points.
  public static let smallSystemFontSize: CGFloat = 12

  /// `UIFont.labelFontSize`: 17 points.
  public static let labelFontSize: CGFloat = 17

  /// `UIFont.buttonFontSize`: 18 points.
  public static let buttonFontSize: CGFloat = 18

  /// `UIFont.italicSystemFont(ofSize:)`: the system font, slanted.
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    var font = Font(size: size)
    font.isItalic = true
    return font
  }

  /// `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(size: size, weight: .bold)
  }

  /// `UIFont.monospacedSystemFont(ofSize:weight:)`: the monospaced system design.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(size: size, weight: weight, design: .monospaced)
  }

  /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font with digits of one
  /// width, so counters and times do not shift as they change.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    var font = Font(size: size, weight: weight)
    font.monospacedDigits = true
    return font
  }

  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style's size and weight at the
  /// traits' content size category (`large` without traits).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil
  ) -> Font {
    let category = traits?.preferredContentSizeCategory ?? .large
    return Font(size: style.pointSize(for: category), weight: style.weight, textStyle: style)
  }

  /// `withSize(_:)`: the same font at `size` points.
  public func withSize(_ size: CGFloat) -> Font {
    var font = self
    font.size = size
    return font
  }

  /// `fontDescriptor`.
  public var fontDescriptor: FontDescriptor { FontDescriptor(font: self) }

  /// `UIFont(descriptor:size:)`: the descriptor's font, at `size` points or, when `size` is 0,
  /// the descriptor's size.
  public init(descriptor: FontDescriptor, size: CGFloat) {
    self = descriptor.font
    if size > 0 { self.size = size }
  }
}
