// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelRender
import ReelViews

/// One screen (a view controller's view): a background, an optional title bar, plain content
/// boxes and an optional collection view. See "Screens" in `scenes/README.md`.
public struct ScreenSpec {
  public var name: String
  /// Its size at rest, points (the container's unless the scene gives one).
  public var size: CGSize
  public var background: RGBAColor?
  /// The title bar's text; nil for a screen without a title bar.
  public var title: String?
  public var titleBarStyle: StylePatch
  /// Plain boxes in screen points, back to front.
  public var content: [ContentBoxSpec]
  /// The screen's collection view; its frame is in screen points.
  public var collectionView: CollectionViewSpec?
  /// UIKit's `useLayoutToLayoutNavigationTransitions`: pushing this screen onto a collection-view
  /// screen animates the collection view to this screen's layout instead of sliding (seed 002).
  public var useLayoutToLayoutNavigationTransitions: Bool
  /// The screen's node, for messages.
  var location: SourceLocation?
  /// How far the title bar's background reaches up behind the status bar, points: the device's
  /// top safe-area inset for a screen at the canvas's top (as a navigation bar extends under the
  /// status bar), 0 without a device or for a screen of its own size. Its title sits below.
  public var statusBarInset: CGFloat = 0

  /// Height of the title bar, points (UINavigationBar's compact height).
  public static let titleBarHeight: CGFloat = 44
}

/// A plain box on a screen: a frame in screen points and a style (colour, corners, label).
public struct ContentBoxSpec {
  /// Names the box for `alongside` animations (unique in the scene).
  public var id: String?
  /// Frame (screen points) and alpha; the transform is the identity.
  public var state: ViewState
  public var style: StylePatch
}

/// What holds the screens: a navigation stack or a tab bar (modal presentations work on either).
public struct ContainerSpec {
  public enum Kind: String, CaseIterable { case navigation, tabBar }
  public var kind: Kind
  /// The navigation stack's root, or the tab bar's screens in order.
  public var screens: [String]
  /// The initially selected tab.
  public var selectedTab: Int
  public var tabBarStyle: StylePatch
  /// The device's bottom safe-area inset (the home indicator's strip), points; the tab bar's
  /// background reaches down over it while its items stay above it, as UITabBar does. 0 without
  /// a device.
  public var bottomInset: CGFloat = 0

  /// Height of the tab bar's items, points (UITabBar's).
  public static let tabBarHeight: CGFloat = 49

  /// The tab bar's height with the strip below it, points; 0 for a navigation container.
  public var tabBarExtent: CGFloat { kind == .tabBar ? Self.tabBarHeight + bottomInset : 0 }
}

/// A transition's animation controller as a scene describes it.
public enum AnimatorSpec {
  case slide(SlideTransitionAnimator)
  case growModal(GrowModalTransitionAnimator)
  case keyframes(KeyframeTransitionAnimator)

  public var animator: any ViewControllerAnimatedTransitioning {
    switch self {
    case .slide(let a): a
    case .growModal(let a): a
    case .keyframes(let a): a
    }
  }
}

/// A change to a content box that runs alongside a screen transition
/// (`UIViewControllerTransitionCoordinator.animate(alongsideTransition:)`): it follows the
/// transition's progress, interactive progress included, and is undone when the transition is
/// cancelled.
public struct AlongsideSpec {
  public var boxID: String
  public var frame: CGRect?
  public var alpha: CGFloat?
  public var fill: RGBAColor?

  /// The state the box animates to from `state`: its frame and alpha where this sets them.
  public func target(from state: ViewState) -> ViewState {
    ViewState(frame: frame ?? state.frame, transform: state.transform, alpha: alpha ?? state.alpha)
  }
}

/// A screen step: which transition, with which animator, interactive or not.
public struct ScreenStepSpec {
  public enum Kind {
    case push(String)
    case pop
    case present(String)
    case dismiss
    case selectTab(Int)
    /// A finger from the screen edge through canvas points, evenly over `duration`, driving a pop
    /// (navigation), a tab switch (tab bar) or a dismissal (a presented screen).
    case edgePan([CGPoint], duration: Double)
  }
  public var kind: Kind
  /// nil: the default for the operation (slide).
  public var animator: AnimatorSpec?
  /// Whether a percent-driven controller drives it (then `progress` steps and finish/cancel
  /// follow).
  public var isInteractive: Bool
  public var alongside: [AlongsideSpec]

  /// A `kind` transition with the default animator, not interactive, nothing alongside.
  public init(
    _ kind: Kind, animator: AnimatorSpec? = nil, isInteractive: Bool = false,
    alongside: [AlongsideSpec] = []
  ) {
    self.kind = kind
    self.animator = animator
    self.isInteractive = isInteractive
    self.alongside = alongside
  }
}
