// SPDX-License-Identifier: MIT
import Foundation

extension View {
  /// How a block animation runs. Mirrors `UIView.AnimationOptions` (UIKit's bit values).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  }

  /// Runs `animations` and then `completion` (with `true`, finished). Mirrors
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// ## Differences from UIKit
  /// Code a hosted controller runs by itself (`viewDidLoad`, a data source) is shown as it is
  /// once done, so its block animations end at once, as with `UIView.setAnimationsEnabled(false)`;
  /// what a scene's script does is animated by Reel's timeline.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    performWithoutAnimation(animations)
    completion?(true)
  }

  /// A spring block animation; as `animate(withDuration:delay:options:animations:completion:)`.
  /// Mirrors `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// A transition of `view`'s content; as `animate(withDuration:…)`. Mirrors
  /// `transition(with:duration:options:animations:completion:)`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations.map { performWithoutAnimation($0) }
    completion?(true)
  }

  /// Runs `actions` with animations off. Mirrors `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
