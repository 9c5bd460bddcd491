// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A device a scene can look like (`canvas.device`): its screen in points, scale, safe areas and
/// display corner radius, from SPEC-VISUAL §12 (HIG Layout › Specifications for the sizes; the
/// safe areas and radii measured by others, tagged there). The iPad's figures (10th generation)
/// are not in the spec: 820 × 1180 @2x, safe area 24 / 20, 18-point corners, as simulators show.
public struct DevicePreset: Sendable, Equatable {
  /// What kind of top the screen has, which decides the status bar's layout.
  public enum Family: String, Sendable {
    /// Face ID iPhones: the time and the icons sit either side of the Dynamic Island.
    case dynamicIsland
    /// iPhones with a Home button: a 20-point bar, the time in the middle.
    case homeButton
    /// iPads: a 24-point bar, the time at the left.
    case pad
  }

  public let name: String
  /// Portrait size, points.
  public let size: CGSize
  public let scale: CGFloat
  /// Portrait safe area, top and bottom.
  public let portraitSafeArea: (top: CGFloat, bottom: CGFloat)
  /// Landscape safe area: left and right (the same), top and bottom.
  public let landscapeSafeArea: (sides: CGFloat, top: CGFloat, bottom: CGFloat)
  public let cornerRadius: CGFloat
  public let family: Family

  public static func == (a: DevicePreset, b: DevicePreset) -> Bool { a.name == b.name }

  /// Every preset, the current iPhone first.
  public static let all: [DevicePreset] = [
    preset("iPhone 16 Pro", 402, 874, 3, (62, 34), (62, 0, 21), 62, .dynamicIsland),
    preset("iPhone 16 Pro Max", 440, 956, 3, (62, 34), (62, 0, 21), 62, .dynamicIsland),
    preset("iPhone 16", 393, 852, 3, (59, 34), (59, 0, 21), 55, .dynamicIsland),
    preset("iPhone 16 Plus", 430, 932, 3, (59, 34), (59, 0, 21), 55, .dynamicIsland),
    preset("iPhone SE", 375, 667, 2, (20, 0), (0, 0, 0), 0, .homeButton),
    preset("iPad", 820, 1180, 2, (24, 20), (0, 24, 20), 18, .pad),
  ]

  private static func preset(
    _ name: String, _ width: CGFloat, _ height: CGFloat, _ scale: CGFloat,
    _ portrait: (CGFloat, CGFloat), _ landscape: (CGFloat, CGFloat, CGFloat),
    _ radius: CGFloat, _ family: Family
  ) -> DevicePreset {
    DevicePreset(
      name: name, size: CGSize(width: width, height: height), scale: scale,
      portraitSafeArea: portrait, landscapeSafeArea: landscape, cornerRadius: radius,
      family: family)
  }

  /// The preset called `name`, ignoring case, spaces and dashes (`iphone-16-pro`).
  public static func named(_ name: String) -> DevicePreset? {
    let key = Self.key(name)
    return all.first { Self.key($0.name) == key }
  }

  static func key(_ name: String) -> String {
    name.lowercased().filter { $0.isLetter || $0.isNumber }
  }
}

/// `canvas.device`: a preset in an orientation, with the parts of its chrome that are drawn.
public struct DeviceSpec: Sendable, Equatable {
  public var preset: DevicePreset
  public var landscape = false
  /// A device frame (bezel) around the screen, and the Dynamic Island on the screen.
  public var frame = false
  /// The status bar (9:41, signal, Wi-Fi, battery). iPhones hide it in landscape.
  public var statusBar = true
  /// The home indicator (Face ID iPhones and iPads).
  public var homeIndicator = true
  /// The time the status bar shows.
  public var time = "9:41"
  /// The status bar's colour: nil for the appearance's (`label`: black in light, white in dark).
  public var statusBarStyle: StatusBarStyle?

  public enum StatusBarStyle: String, Sendable, CaseIterable {
    case darkContent, lightContent
  }

  public init(preset: DevicePreset) { self.preset = preset }

  /// The screen in the orientation, points.
  public var size: CGSize {
    landscape
      ? CGSize(width: preset.size.height, height: preset.size.width) : preset.size
  }

  /// The screen's safe area in the orientation.
  public var safeAreaInsets: EdgeInsets {
    if landscape {
      let s = preset.landscapeSafeArea
      return EdgeInsets(top: s.top, left: s.sides, bottom: s.bottom, right: s.sides)
    }
    let s = preset.portraitSafeArea
    return EdgeInsets(top: s.top, left: 0, bottom: s.bottom, right: 0)
  }

  /// Whether the status bar shows: asked for, and not an iPhone in landscape.
  public var showsStatusBar: Bool { statusBar && !(landscape && preset.family != .pad) }

  /// Whether the home indicator shows: asked for, on a device without a Home button.
  public var showsHomeIndicator: Bool { homeIndicator && preset.family != .homeButton }

  /// The frame's thickness around the screen when `frame` is on, points.
  public var bezel: CGFloat { frame ? (preset.family == .pad ? 20 : 14) : 0 }
}
