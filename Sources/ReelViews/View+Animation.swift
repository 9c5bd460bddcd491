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
  /// In a scene (`SceneClock` driven) the completion runs on the scene's timeline `delay +
  /// duration` seconds later, as on iOS, so code that chains animations plays them out in time;
  /// outside one it runs at once.
  ///
  /// ## Differences from UIKit
  /// The views take the block's values at once, as with `UIView.setAnimationsEnabled(false)`:
  /// what a hosted controller's own views show is drawn as it is; what a scene's script and a
  /// collection view's updates do is animated by Reel's timeline.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    performWithoutAnimation(animations)
    finish(after: delay + duration, completion)
  }

  /// Runs `completion` with `true` after `seconds` of the scene's time, or at once outside a
  /// scene.
  static func finish(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    let clock = SceneClock.shared
    guard clock.isDriven else { return completion(true) }
    nonisolated(unsafe) let later = completion
    clock.schedule(after: seconds) { later(true) }
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
    finish(after: duration, completion)
  }

  /// Runs `actions` with animations off. Mirrors `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
