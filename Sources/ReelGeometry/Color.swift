// SPDX-License-Identifier: MIT
import Foundation

/// `UIColor`: a colour that may depend on the trait environment. A fixed colour resolves to
/// itself; a system colour (`systemBlue`, `label`…) and a colour made with
/// `init(dynamicProvider:)` resolve with the traits of the view that draws them (light or dark,
/// and iOS 26's accents or iOS 13–18's). Components are 0…1 (clamped), sRGB.
public final class Color: Sendable, Hashable, CustomStringConvertible {
  enum Storage: Sendable {
    case fixed(RGBAColor)
    case system(String)
    case provider(@Sendable (TraitCollection) -> Color)
    case alpha(Color, CGFloat)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// `UIColor(red:green:blue:alpha:)`: components 0…1, clamped (UIKit allows extended-range
  /// values; Reel draws in sRGB only).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      storage: .fixed(
        RGBAColor(
          red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))))
  }

  /// `UIColor(white:alpha:)`: a grey, `white` 0 (black) … 1 (white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `UIColor(hue:saturation:brightness:alpha:)`: HSB, every component 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = RGBAColor.hsv(
      hue: Double(hue), saturation: Double(saturation), value: Double(brightness))
    self.init(storage: .fixed(rgb.withAlpha(Double(alpha))))
  }

  /// `UIColor(cgColor:)`: the colour as it is (a `CGColor` never changes with traits).
  public convenience init(cgColor: RGBAColor) { self.init(storage: .fixed(cgColor)) }

  /// `UIColor(dynamicProvider:)`: `provider` is asked for the colour whenever the colour is
  /// resolved (each time a view that uses it is drawn), with the drawing view's traits.
  public convenience init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color)
  {
    self.init(storage: .provider(provider))
  }

  /// A system colour by UIKit's name (`systemBlue`, `secondaryLabel`…; any letter case); nil for a
  /// name UIKit does not have. See `SystemColors.names`.
  public convenience init?(systemName name: String) {
    guard SystemColors.named(name) != nil else { return nil }
    self.init(storage: .system(name))
  }

  /// `resolvedColor(with:)`: the colour's value in `traits` (a fixed colour is itself).
  public func resolvedColor(with traits: TraitCollection) -> Color {
    Color(storage: .fixed(rgba(in: traits)))
  }

  /// The colour's components in `traits`: what a backend draws.
  public func rgba(in traits: TraitCollection) -> RGBAColor {
    switch storage {
    case .fixed(let color): return color
    case .system(let name): return SystemColors.named(name, traits: traits) ?? .clear
    case .provider(let provide): return provide(traits).rgba(in: traits)
    case .alpha(let base, let alpha): return base.rgba(in: traits).withAlpha(Double(alpha))
    }
  }

  /// `withAlphaComponent(_:)`: the same colour (dynamic if this one is) with alpha replaced by
  /// `alpha`, 0…1.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(storage: .alpha(self, min(max(alpha.isFinite ? alpha : 0, 0), 1)))
  }

  /// `cgColor`: the components in light mode, on the current iOS look — as UIKit's `cgColor`
  /// outside a trait-resolving context. A layer keeps the components it was given, so a layer's
  /// border set from a dynamic colour does not follow dark mode (as on iOS).
  public var cgColor: RGBAColor { rgba(in: .standard) }

  /// `getRed(_:green:blue:alpha:)`'s values in light mode.
  public var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let c = cgColor
    return (CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha))
  }

  /// Whether the colour changes with traits (system colours and providers do).
  public var isDynamic: Bool {
    switch storage {
    case .fixed: false
    case .system, .provider: true
    case .alpha(let base, _): base.isDynamic
    }
  }

  /// Fixed colours are equal when their components are; system colours when their names are;
  /// other dynamic colours only to themselves (UIKit compares providers by identity).
  public static func == (a: Color, b: Color) -> Bool {
    if a === b { return true }
    switch (a.storage, b.storage) {
    case (.fixed(let x), .fixed(let y)): return x == y
    case (.system(let x), .system(let y)): return x.lowercased() == y.lowercased()
    case (.alpha(let x, let p), .alpha(let y, let q)): return x == y && p == q
    default: return false
    }
  }

  /// Hashes what `==` compares: components, a system colour's name (in lower case), or the
  /// object for other dynamic colours.
  public func hash(into hasher: inout Hasher) {
    switch storage {
    case .fixed(let c): hasher.combine(c)
    case .system(let name): hasher.combine(name.lowercased())
    case .provider: hasher.combine(ObjectIdentifier(self))
    case .alpha(let base, let alpha):
      hasher.combine(base)
      hasher.combine(alpha)
    }
  }

  /// As UIKit describes colours: `UIExtendedSRGBColorSpace 1 0 0 1` for fixed ones, the name for
  /// system colours, `<dynamic>` for providers.
  public var description: String {
    switch storage {
    case .fixed(let c):
      let parts = [c.red, c.green, c.blue, c.alpha].map { String(format: "%g", $0) }
      return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
    case .system(let name): return "<UIDynamicSystemColor: name = \(name)>"
    case .provider: return "<UIDynamicProviderColor>"
    case .alpha(let base, let alpha): return "\(base) alpha \(String(format: "%g", alpha))"
    }
  }
}
