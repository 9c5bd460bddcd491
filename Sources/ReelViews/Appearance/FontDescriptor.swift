// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIFontDescriptor`: a font described by its traits, to derive variants (bold, a design).
/// Reel's fonts have a weight, a design and a slant (`traitItalic`); the width traits are kept on
/// the descriptor but not drawn (the system font has one width), which the README lists.
public struct FontDescriptor: Hashable, Sendable {
  /// `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The traits as UIKit's bits (italic 1, bold 2, expanded 32, condensed 64, monospace 1024).
    public let rawValue: UInt32
    /// Traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic: the font slanted (`Font.isItalic`).
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold: the text style's emphasized weight, or bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded width (kept, not drawn).
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed width (kept, not drawn).
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-pitch: the monospaced design.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }

  /// `UIFontDescriptor.SystemDesign`.
  public typealias SystemDesign = Font.Design

  /// The font described.
  public var font: Font
  /// `symbolicTraits`.
  public var symbolicTraits: SymbolicTraits

  /// The descriptor of `font`: bold from semibold up, monospaced for the monospaced design.
  public init(font: Font) {
    self.font = font
    var traits: SymbolicTraits = []
    if font.weight >= .semibold { traits.insert(.traitBold) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    if font.isItalic { traits.insert(.traitItalic) }
    self.symbolicTraits = traits
  }

  /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
  public static func preferredFontDescriptor(
    withTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil
  ) -> FontDescriptor {
    FontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traits))
  }

  /// `pointSize`.
  public var pointSize: CGFloat { font.size }

  /// `withSymbolicTraits(_:)`: the font with exactly `traits`. Bold is the text style's
  /// emphasized weight (bold for a plain font); without bold, the style's weight (regular).
  /// Never nil (UIKit returns nil for traits no installed face has).
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
    var copy = self
    copy.symbolicTraits = traits
    copy.font.isItalic = traits.contains(.traitItalic)
    if traits.contains(.traitBold) {
      if !symbolicTraits.contains(.traitBold) {
        copy.font.weight = font.textStyle?.emphasizedWeight ?? .bold
      }
    } else if symbolicTraits.contains(.traitBold) {
      copy.font.weight = font.textStyle?.weight ?? .regular
    }
    if traits.contains(.traitMonoSpace) {
      copy.font.design = .monospaced
    } else if font.design == .monospaced {
      copy.font.design = .default
    }
    return copy
  }

  /// `withDesign(_:)`: the system font of `design` (nil for a named family, as UIKit returns for
  /// fonts that are not the system font's).
  public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
    guard font.family == nil else { return nil }
    var copy = self
    copy.font.design = design
    copy.symbolicTraits.remove(.traitMonoSpace)
    if design == .monospaced { copy.symbolicTraits.insert(.traitMonoSpace) }
    return copy
  }

  /// `withSize(_:)`.
  public func withSize(_ size: CGFloat) -> FontDescriptor {
    var copy = self
    copy.font.size = size
    return copy
  }
}
