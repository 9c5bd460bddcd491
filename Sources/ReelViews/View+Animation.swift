// SPDX-License-Identifier: MIT
import Foundation
import ReelTiming

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
  /// In a scene (`SceneClock` driven) the views take the block's values at once, as UIKit's
  /// model layer does, and are drawn moving from their old values to them over `duration`
  /// seconds after `delay`, on the options' curve (ease-in-ease-out by default); the completion
  /// runs on the scene's timeline `delay + duration` seconds later, as on iOS, so code that
  /// chains animations plays them out in time. Outside a scene it all happens at once.
  ///
  /// ## Differences from UIKit
  /// Animated are a view's centre, size, alpha, transform and background colour, of a hosted
  /// screen's views and its cells' own views; a cell whose views the code changes again later
  /// (a new revision of its item) shows the block's end values until then.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(duration, delay: delay, curve: options.curve, animations)
    finish(after: delay + duration, completion)
  }

  /// Runs `animations`, recorded as a block animation when a scene is playing.
  static func animate(
    _ duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, _ animations: () -> Void
  ) {
    let clock = SceneClock.shared
    guard clock.isDriven, duration.isFinite, delay.isFinite else { return animations() }
    // A block's moving part is drawn for at most a minute after at most a minute's delay (no
    // screen animates longer); the values land when it ends.
    let limit = ViewAnimations.longest
    ViewAnimations.shared.record(
      at: clock.now, delay: min(max(delay, 0), limit), duration: min(max(duration, 0), limit),
      curve: curve, animations)
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
    let curve: TimingCurve = .spring(
      SpringTimingParameters(
        duration: max(duration, 0.01), dampingRatio: Double(min(max(dampingRatio, 0.05), 1)),
        initialVelocity: Double(velocity)))
    animate(duration, delay: delay, curve: curve, animations)
    finish(after: delay + duration, completion)
  }

  /// A transition of `view`'s content; as `animate(withDuration:…)`. Mirrors
  /// `transition(with:duration:options:animations:completion:)`.
  public static func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations.map { animate(duration, delay: 0, curve: .easeInEaseOut, $0) }
    finish(after: duration, completion)
  }

  /// Runs `actions` with animations off (inside an animation block too). Mirrors
  /// `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    ViewAnimations.shared.withoutRecording(actions)
  }
}

extension View.AnimationOptions {
  /// The timing curve the options ask for: ease-in-ease-out unless one is given.
  var curve: TimingCurve {
    switch rawValue & (3 << 16) {
    case 1 << 16: .easeIn
    case 2 << 16: .easeOut
    case 3 << 16: .linear
    default: .easeInEaseOut
    }
  }
}
