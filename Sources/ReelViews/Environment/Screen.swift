// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The display code runs on: Reel's canvas. Whoever hosts code (a scene, a snapshot) sets
/// `main`'s size and traits before the code runs; until then it is a 390 × 844 phone at @3x, light.
/// Mirrors `UIKit.UIScreen`.
///
/// ## Differences from UIKit
/// There is one screen, `main` (iOS 16 deprecated it for the window scene's screen, which Reel
/// hosts as the same object); it has no modes, brightness or mirroring.
@preconcurrency @MainActor
public final class Screen {
  /// The canvas. Mirrors `UIScreen.main`.
  public static let main = Screen()

  /// The screen's rectangle in points, origin zero. Mirrors `bounds`.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Device pixels per point (1…4). Mirrors `scale`.
  public var scale: CGFloat {
    get { traitCollection.displayScale }
    set { traitCollection.displayScale = newValue }
  }
  /// `scale`: Reel draws at the canvas's scale exactly. Mirrors `nativeScale`.
  public var nativeScale: CGFloat { scale }
  /// `bounds` in pixels. Mirrors `nativeBounds` (portrait, as iOS reports it).
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The screen's traits: appearance, scale, size classes, direction. Mirrors `traitCollection`.
  public var traitCollection: TraitCollection

  /// Takes the host's canvas: its size in points and its traits (scale, appearance, direction).
  public func adopt(size: CGSize, traits: TraitCollection) {
    bounds = CGRect(origin: .zero, size: size)
    traitCollection = traits
    traitCollection.horizontalSizeClass = UserInterfaceSizeClass(points: size.width)
    traitCollection.verticalSizeClass = UserInterfaceSizeClass(points: size.height)
  }

  init() {
    var traits = TraitCollection.standard
    traits.displayScale = 3
    traits.horizontalSizeClass = .compact
    traits.verticalSizeClass = .regular
    traitCollection = traits
  }
}
