// SPDX-License-Identifier: MIT
import Foundation

/// UIKit's named colours with their light and dark values: the system (accent) colours in the
/// iOS 26 and the iOS 13–18 palettes, the greys, the semantic label, fill, separator and
/// background colours, and a few fixed colours. Sources: the HIG's colour specifications and the
/// measurements collected in SPEC-VISUAL §1.
public enum SystemColors {
  /// The colour named `name` (any letter case) in `traits`; nil for no such name.
  public static func named(_ name: String, traits: TraitCollection = .standard) -> RGBAColor? {
    let key = name.lowercased()
    if traits.systemVersion == .iOS18, let old = iOS18Accents[key] {
      return old.resolvedColor(with: traits)
    }
    return table[key]?.resolvedColor(with: traits)
  }

  /// Every name, as UIKit spells it.
  public static let names: [String] =
    fixedNames + accentNames + greyNames + semanticNames + ["tintColor"]

  static func hex(_ text: String) -> RGBAColor { RGBAColor(string: text)! }
  static func pair(_ light: String, _ dark: String) -> DynamicColor {
    DynamicColor(light: hex(light), dark: hex(dark))
  }
  static func grey(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double))
    -> DynamicColor
  {
    func make(_ c: (Int, Int, Int, Double)) -> RGBAColor {
      RGBAColor(
        red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: c.3)
    }
    return DynamicColor(light: make(light), dark: make(dark))
  }

  static let fixedNames = ["clear", "black", "white", "red", "green", "blue", "gray", "lightGray"]
  static let accentNames = [
    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
    "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
  ]
  static let greyNames = [
    "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
  ]
  static let semanticNames = [
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
    "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    "separator", "opaqueSeparator", "link", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground",
  ]

  /// iOS 26's accent colours (HIG, June 2025).
  static let iOS26Accents: [String: DynamicColor] = [
    "systemred": pair("#FF383C", "#FF4245"), "systemorange": pair("#FF8D28", "#FF9230"),
    "systemyellow": pair("#FFCC00", "#FFD600"), "systemgreen": pair("#34C759", "#30D158"),
    "systemmint": pair("#00C8B3", "#00DAC3"), "systemteal": pair("#00C3D0", "#00D2E0"),
    "systemcyan": pair("#00C0E8", "#3CD3FE"), "systemblue": pair("#0088FF", "#0091FF"),
    "systemindigo": pair("#6155F5", "#6D7CFF"), "systempurple": pair("#CB30E0", "#DB34F2"),
    "systempink": pair("#FF2D55", "#FF375F"), "systembrown": pair("#AC7F5E", "#B78A66"),
  ]

  /// iOS 13–18's accent colours (HIG before June 2025); `tintColor` follows `systemBlue`.
  static let iOS18Accents: [String: DynamicColor] = [
    "systemred": pair("#FF3B30", "#FF453A"), "systemorange": pair("#FF9500", "#FF9F0A"),
    "systemyellow": pair("#FFCC00", "#FFD60A"), "systemgreen": pair("#34C759", "#30D158"),
    "systemmint": pair("#00C7BE", "#66D4CF"), "systemteal": pair("#30B0C7", "#40C8E0"),
    "systemcyan": pair("#32ADE6", "#64D2FF"), "systemblue": pair("#007AFF", "#0A84FF"),
    "systemindigo": pair("#5856D6", "#5E5CE6"), "systempurple": pair("#AF52DE", "#BF5AF2"),
    "systempink": pair("#FF2D55", "#FF375F"), "systembrown": pair("#A2845E", "#AC8E68"),
    "tintcolor": pair("#007AFF", "#0A84FF"),
  ]

  /// The greys, and the semantic colours (the same in both palettes: iOS 26's are not sourced).
  static let shared: [String: DynamicColor] = [
    "systemgray": pair("#8E8E93", "#8E8E93"), "systemgray2": pair("#AEAEB2", "#636366"),
    "systemgray3": pair("#C7C7CC", "#48484A"), "systemgray4": pair("#D1D1D6", "#3A3A3C"),
    "systemgray5": pair("#E5E5EA", "#2C2C2E"), "systemgray6": pair("#F2F2F7", "#1C1C1E"),
    "label": pair("#000000", "#FFFFFF"),
    "secondarylabel": grey((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    "tertiarylabel": grey((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "quaternarylabel": grey((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    "placeholdertext": grey((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    "systemfill": grey((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
    "secondarysystemfill": grey((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
    "tertiarysystemfill": grey((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    "quaternarysystemfill": grey((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
    "separator": grey((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    "opaqueseparator": pair("#C6C6C8", "#38383A"), "link": pair("#007AFF", "#0984FF"),
    "systembackground": pair("#FFFFFF", "#000000"),
    "secondarysystembackground": pair("#F2F2F7", "#1C1C1E"),
    "tertiarysystembackground": pair("#FFFFFF", "#2C2C2E"),
    "systemgroupedbackground": pair("#F2F2F7", "#000000"),
    "secondarysystemgroupedbackground": pair("#FFFFFF", "#1C1C1E"),
    "tertiarysystemgroupedbackground": pair("#F2F2F7", "#2C2C2E"),
    "tintcolor": pair("#0088FF", "#0091FF"),
    "clear": DynamicColor(.clear), "black": DynamicColor(.black), "white": DynamicColor(.white),
    "red": pair("#FF0000", "#FF0000"), "green": pair("#008000", "#008000"),
    "blue": pair("#0000FF", "#0000FF"), "gray": pair("#808080", "#808080"),
    "lightgray": pair("#D3D3D3", "#D3D3D3"),
  ]

  static let table = shared.merging(iOS26Accents) { a, _ in a }
}
