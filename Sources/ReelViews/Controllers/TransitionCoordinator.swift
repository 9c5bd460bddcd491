// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// What runs a view controller transition (a push, a rotation): code adds animations to run
/// beside it and is told how it ended. Mirrors `UIKit.UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Runs `animation` beside the transition and `completion` after it; returns whether they
  /// were taken. Mirrors `animate(alongsideTransition:completion:)`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A transition's state. Mirrors `UIKit.UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether it animates. Mirrors `isAnimated`.
  var isAnimated: Bool { get }
  /// Whether a gesture drives it. Mirrors `isInteractive`.
  var isInteractive: Bool { get }
  /// Whether it was cancelled. Mirrors `isCancelled`.
  var isCancelled: Bool { get }
  /// Its length, seconds. Mirrors `transitionDuration`.
  var transitionDuration: TimeInterval { get }
  /// How far it is, 0…1. Mirrors `percentComplete`.
  var percentComplete: CGFloat { get }
}

/// A transition that happens at once — how Reel resizes a hosted controller's screen (a new
/// canvas, a rotation): animations beside it and its completion run immediately, finished.
@preconcurrency @MainActor
public final class ImmediateTransitionCoordinator: ViewControllerTransitionCoordinator {
  public var isAnimated: Bool { false }
  public var isInteractive: Bool { false }
  public var isCancelled: Bool { false }
  public var transitionDuration: TimeInterval { 0 }
  public var percentComplete: CGFloat { 1 }

  /// A coordinator of an immediate transition.
  public init() {}

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}
