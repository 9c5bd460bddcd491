// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming
import ReelViews

/// One step of the script.
public struct StepSpec {
  public enum Action {
    /// A batch update; `newItems` describe inserted items in ascending after-update order, and
    /// `reloadStyle` restyles reloaded items.
    case batch(
      BatchUpdates, newItems: [IndexPath: ItemSpec], reloadStyle: StylePatch?,
      layoutValues: [String: Double] = [:])
    /// Let time pass.
    case wait(Double)
    /// Apply a diffable data source snapshot: the batch update comes from the identifiers.
    case apply(SnapshotSpec)
    /// Move the content.
    case scroll(ScrollAction)
    /// Change the collection view's size (a rotation), animated.
    case resize(CGSize)
    /// Switch to a named layout, animated (`setCollectionViewLayout(_:animated:)`).
    case setLayout(String)
    /// Start an interactive transition to a named layout (`startInteractiveTransition(to:)`).
    case startTransition(String)
    /// Set the interactive transition's progress (it moves linearly from the previous value).
    case progress(Double)
    /// Finish (true) or cancel (false) the interactive transition.
    case endTransition(finish: Bool)
    /// A tap at a point of the canvas or on an element; what it does is the collection view's
    /// `onTap` (or on a view controller's screen, what a tap there does), then the screen it
    /// opens.
    case tap(TapSpec)
    /// Tween numeric layout parameters, re-laying out every frame.
    case animateLayout([String: Double])
    /// Two fingers moving through canvas points, evenly over `duration` (seed 000's pinch).
    case pinch([(CGPoint, CGPoint)], duration: Double)
    /// A navigation, tab or modal transition between screens.
    case screen(ScreenStepSpec)
    /// A list row swiped open, fully, or closed.
    case swipe(SwipeSpec)
    /// Outline items expanded or collapsed.
    case outline(OutlineSpec)
    /// An item moved by a long-press drag.
    case reorder(ReorderSpec)
    /// A method without arguments of the scene's view controller (`viewController:`), called by
    /// name; the updates its code makes animate from the step's time.
    case perform(String)
    /// Documentation overlays shown (`show:`) or hidden (`hide:`), by id; an empty list hides
    /// every one shown.
    case overlays(show: Bool, ids: [String])
    /// The camera moved (`camera:`).
    case camera(CameraSpec)
    /// What a view, box or cell shows changed (`change:`), cross-dissolved.
    case change(ContentChange)
    /// Text typed into a search field on the keyboard (`typeText:`).
    case typeText(TypeTextSpec)
    /// The keyboard dismissed and the field's caret gone (`endEditing: true`).
    case endEditing
    /// A finger held on a cell until its context menu opens (`longPress:`).
    case longPress(ContextMenuSpec)
    /// The open context menu closed, after a tap on the action titled `choose` if given.
    case dismissMenu(choose: String?)
    /// The content pulled down past its top until the refresh control refreshes.
    case pullToRefresh
    /// The refresh ended (`UIRefreshControl.endRefreshing()`): the content returns to its top.
    case endRefreshing
  }

  /// The ways a script moves the content.
  public enum ScrollAction {
    /// `setContentOffset(_:animated:)`.
    case offset(CGPoint, animated: Bool)
    /// `scrollToItem(at:at:animated:)`.
    case item(IndexPath, ScrollPosition, animated: Bool)
    /// A release with a velocity in points per millisecond.
    case fling(CGPoint)
    /// A finger path in the collection view's coordinates, evenly timed over `duration`, with an
    /// optional release velocity (pt/ms; default: the finger's last velocity).
    case drag([CGPoint], duration: Double, releaseVelocity: CGPoint?)
    /// One of the above applied to an orthogonal section of a compositional layout: offsets,
    /// velocities and finger paths count along the section's own axis.
    indirect case section(Int, ScrollAction)
  }

  /// Where the step was written, for errors found while the script runs.
  public var location: SourceLocation
  /// Where each of its keys' values was written (`insert`, `animateLayout.itemWidth`, …).
  public var keyLocations: [String: SourceLocation] = [:]
  /// Absolute start time, or nil to start when the previous step's animation ends.
  public var time: Double?
  public var action: Action
  public var timing: AnimationTiming
  /// An optional label for the moment (used by snapshots and inspect).
  public var name: String?
  /// Whether `name` labels the step's start rather than the moment its animations have settled
  /// (the default; `nameAt: start` in scene files).
  public var namesStart = false
  /// The collection view the step acts on (nil: the first).
  public var target: String? = nil

  /// Where the value of `key` was written, else where the step was.
  public func location(of key: String) -> SourceLocation { keyLocations[key] ?? location }
}
