// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// The shape of a device's screen and the frame around it (`canvas.device`): everything in the
/// frame is clipped to the screen's rounded corners, and an optional bezel surrounds it. With a
/// bezel the output is larger than the canvas by `bezel` on every side; the canvas's point (0, 0)
/// is drawn at (`bezel`, `bezel`).
public struct DeviceOutline: Sendable, Equatable {
  /// The display's corner radius, points (continuous corners, as iPhones' displays).
  public var cornerRadius: CGFloat
  /// The frame's thickness around the screen, points; 0 for none.
  public var bezel: CGFloat
  public var bezelColor: RGBAColor

  public init(cornerRadius: CGFloat, bezel: CGFloat = 0, bezelColor: RGBAColor = .black) {
    self.cornerRadius = max(cornerRadius, 0)
    self.bezel = max(bezel, 0)
    self.bezelColor = bezelColor
  }

  /// The screen's rectangle in the output, for a canvas of `size`.
  public func screen(_ size: CGSize) -> CGRect {
    CGRect(x: bezel, y: bezel, width: size.width, height: size.height)
  }

  /// The whole output, screen and frame, for a canvas of `size`.
  public func outer(_ size: CGSize) -> CGRect {
    CGRect(x: 0, y: 0, width: size.width + 2 * bezel, height: size.height + 2 * bezel)
  }
}
