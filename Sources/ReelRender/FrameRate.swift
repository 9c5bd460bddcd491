// SPDX-License-Identifier: MIT
import Foundation

/// A constant frame rate: frame `i` of an animation shows from `i / fps` to `(i + 1) / fps`
/// seconds. It is how every animated encoder (GIF, APNG, WebP) is told how long frames show.
///
/// Formats count time in their own ticks — GIF in 1/100 s, APNG and WebP in 1/1000 s — and all
/// convert by one rule that rounds the running time, not each frame, so the ticks add up to the
/// real duration without drift: frame `i` lasts `round(t·(i+1)/fps) − round(t·i/fps)` ticks for
/// `t` ticks per second (at 30 fps in GIF: 3, 4, 3, 3, 4, 3 …).
public struct FrameRate: Sendable, Equatable {
  /// Frames per second, positive and finite.
  public let framesPerSecond: Double

  /// - Precondition: `framesPerSecond` is positive and finite (scene files and options are
  ///   checked before they get here).
  public init(_ framesPerSecond: Double) {
    precondition(
      framesPerSecond > 0 && framesPerSecond.isFinite,
      "fps must be positive, got \(framesPerSecond)")
    self.framesPerSecond = framesPerSecond
  }

  /// The times of the frames of `duration` seconds at `fps` frames per second:
  /// `round(duration · fps)` frames (at least one) at `i / fps`.
  public static func frameTimes(duration: Double, fps: Double) -> [Double] {
    let count = max(1, Int((duration * fps).rounded()))
    return (0..<count).map { Double($0) / fps }
  }

  /// The most ticks `ticks(before:perSecond:)` returns (2⁵², 142 years in milliseconds): a rate
  /// so slow that a frame lasts longer saturates instead of overflowing, and frame durations,
  /// which telescope, never add up past it.
  public static let maximumTicks = 1 << 52

  /// Ticks from the start of the animation to the start of frame `frame` (at most
  /// `maximumTicks`).
  public func ticks(before frame: Int, perSecond: Int) -> Int {
    let ticks = (Double(perSecond) * Double(max(frame, 0)) / framesPerSecond).rounded()
    return ticks < Double(Self.maximumTicks) ? Int(ticks) : Self.maximumTicks
  }

  /// How many ticks frame `frame` shows for.
  public func ticks(ofFrame frame: Int, perSecond: Int) -> Int {
    ticks(before: frame + 1, perSecond: perSecond) - ticks(before: frame, perSecond: perSecond)
  }
}

/// An encoder of an animation at a constant `FrameRate`: GIF, APNG, animated WebP.
public protocol AnimatedImageEncoder: AnyObject {
  associatedtype Failure: Error & CustomStringConvertible
  /// Adds the next frame, shown for one frame at the encoder's rate; a frame equal to the one
  /// before it lengthens that one instead of being stored again.
  func addFrame(_ raster: Raster) throws(Failure)
  /// Adds the next frame as `addFrame(_:)` does, told that no pixel outside `changed` differs
  /// from the frame added before it (nil: any may), so it need not compare the rest.
  func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(Failure)
  /// Ends the animation and returns its bytes (empty when it was streamed to a file).
  @discardableResult func finish() throws(Failure) -> Data
}

extension AnimatedImageEncoder {
  /// Encoders that look at every pixel anyway ignore the hint.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(Failure) {
    try addFrame(raster)
  }
}
