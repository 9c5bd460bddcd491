// SPDX-License-Identifier: MIT
import Foundation

/// What a navigation, tab or modal transition does (`UINavigationController.Operation` plus
/// presentation and tab switches).
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
  case push, pop, present, dismiss
  /// A tab switch to a tab on the right of the current one.
  case tabForward
  /// A tab switch to a tab on the left of the current one.
  case tabBackward

  /// The operation that undoes this one (what a cancelled interactive transition animates back to).
  public var reversed: TransitionOperation {
    switch self {
    case .push: .pop
    case .pop: .push
    case .present: .dismiss
    case .dismiss: .present
    case .tabForward: .tabBackward
    case .tabBackward: .tabForward
    }
  }
}

/// The facts an animator reads — UIKit's `UIViewControllerContextTransitioning`, reduced to what
/// decides geometry: the container, the operation, and the final frames of both screens.
public struct ViewControllerContextTransitioning: Hashable, Sendable {
  /// The container view's bounds, in points.
  public var containerBounds: CGRect
  public var operation: TransitionOperation
  /// `finalFrame(for: fromViewController)`: where the outgoing screen sits before the transition.
  public var initialFrameOfFromView: CGRect
  /// `finalFrame(for: toViewController)`: where the incoming screen sits when it is done.
  public var finalFrameOfToView: CGRect
  /// True while a percent-driven controller drives the transition (`isInteractive`).
  public var isInteractive: Bool

  public init(
    containerBounds: CGRect, operation: TransitionOperation, initialFrameOfFromView: CGRect? = nil,
    finalFrameOfToView: CGRect? = nil, isInteractive: Bool = false
  ) {
    self.containerBounds = containerBounds
    self.operation = operation
    self.initialFrameOfFromView = initialFrameOfFromView ?? containerBounds
    self.finalFrameOfToView = finalFrameOfToView ?? containerBounds
    self.isInteractive = isInteractive
  }
}
