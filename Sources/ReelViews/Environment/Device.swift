// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The device code runs on: what iOS code asks `UIDevice.current`. The host (a scene) sets it
/// from the scene's traits before the code runs: an iPhone in portrait, on the iOS version of the
/// look the scene draws. Mirrors `UIKit.UIDevice`.
///
/// ## Differences from UIKit
/// There is no battery, proximity sensor or orientation notifications; `orientation` follows the
/// canvas (landscape when wider than tall).
@preconcurrency @MainActor
public final class Device {
  /// The device. Mirrors `UIDevice.current`.
  public static let current = Device()

  /// Mirrors `UIUserInterfaceIdiom`.
  public enum Idiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst in the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
  }

  /// Mirrors `UIDeviceOrientation`.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether the device stands upright.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }

  /// `phone`. Mirrors `userInterfaceIdiom`.
  public var userInterfaceIdiom: Idiom = .phone
  /// `portrait`, or `landscapeLeft` for a canvas wider than tall. Mirrors `orientation`.
  public var orientation: Orientation = .portrait
  /// "iOS". Mirrors `systemName`.
  public var systemName: String { "iOS" }
  /// "26.0", or "18.0" for a scene drawn in the look before iOS 26. Mirrors `systemVersion`.
  public var systemVersion = "26.0"
  /// "iPhone". Mirrors `model` and `localizedModel`.
  public var model: String { "iPhone" }
  /// "iPhone". Mirrors `localizedModel`.
  public var localizedModel: String { model }
  /// "iPhone". Mirrors `name`.
  public var name: String { model }
  /// True. Mirrors `isMultitaskingSupported`.
  public var isMultitaskingSupported: Bool { true }

  /// Sets the version and orientation from the scene, as the host does.
  public func adopt(_ traits: TraitCollection, size: CGSize) {
    systemVersion = traits.systemVersion == .iOS26 ? "26.0" : "18.0"
    orientation = size.width > size.height ? .landscapeLeft : .portrait
  }

  init() {}
}
