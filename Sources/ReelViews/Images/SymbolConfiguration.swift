// SPDX-License-Identifier: MIT
import Foundation

extension Image {
  /// `UIImage.SymbolConfiguration`: a symbol's point size (or the text style or font it follows),
  /// weight and scale. Values left nil come from the default: body text (17 points), regular,
  /// medium.
  public struct SymbolConfiguration: Hashable, Sendable {
    /// `UIImage.SymbolScale`: small and large are about 20 % smaller and 30 % larger than medium
    /// (the HIG's description of SF Symbols' scales).
    public enum Scale: Int, Hashable, Sendable, CaseIterable {
      case `default`, unspecified, small, medium, large

      /// The factor on the point size.
      public var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
      }
    }

    /// Points; nil when the text style or the default decides.
    public var pointSize: CGFloat?
    /// Nil for regular.
    public var weight: Font.Weight?
    /// Nil for medium.
    public var scale: Scale?
    /// The text style whose size the symbol takes (at the default content size).
    public var textStyle: TextStyle?

    /// The default configuration.
    public init() {}

    /// `init(pointSize:)`.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// `init(pointSize:weight:scale:)`.
    public init(pointSize: CGFloat, weight: Font.Weight, scale: Scale = .default) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// `init(weight:)`.
    public init(weight: Font.Weight) { self.weight = weight }

    /// `init(scale:)`.
    public init(scale: Scale) { self.scale = scale }

    /// `init(textStyle:scale:)`.
    public init(textStyle: TextStyle, scale: Scale = .default) {
      self.textStyle = textStyle
      self.scale = scale
    }

    /// `init(font:scale:)`: the font's size and weight.
    public init(font: Font, scale: Scale = .default) {
      self.pointSize = font.size
      self.weight = font.weight
      self.scale = scale
    }

    /// The size the symbol is drawn for: the point size, else the text style's, else 17; times
    /// the scale's factor.
    public var resolvedPointSize: CGFloat {
      let base = pointSize ?? textStyle?.pointSize ?? 17
      return base * (scale ?? .medium).factor
    }

    /// `applying(_:)`: this configuration with the values `other` sets replacing its own.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      var combined = self
      if let size = other.pointSize {
        combined.pointSize = size
        combined.textStyle = nil
      }
      if let style = other.textStyle {
        combined.textStyle = style
        combined.pointSize = nil
      }
      combined.weight = other.weight ?? weight
      combined.scale = other.scale ?? scale
      return combined
    }
  }
}
