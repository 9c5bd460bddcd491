// SPDX-License-Identifier: MIT
import Foundation

/// Manages a screen's views: makes its root view when first asked (`loadView`, then
/// `viewDidLoad`), hears about appearing and layout, and carries what bars show for it (`title`,
/// `navigationItem`, `tabBarItem`). Mirrors `UIKit.UIViewController`.
///
/// ## Differences from UIKit
/// No storyboards or nibs: `init(nibName:bundle:)` ignores both. The host (a scene) sizes the
/// root view to its screen and calls the appearance methods in virtual time.
@preconcurrency @MainActor
open class ViewController: Responder {
  private var loadedView: View?
  private var isLoadingView = false
  /// The view controller this one is a child of, or that presents it. Mirrors `parent`.
  public package(set) weak var parent: ViewController?
  /// Child view controllers, in the order added. Mirrors `children`.
  public package(set) var children: [ViewController] = []
  /// Kept: Reel presents as a full-screen cover. Default `automatic`. Mirrors
  /// `modalPresentationStyle`.
  open var modalPresentationStyle = ModalPresentationStyle.automatic
  /// Kept: presentations slide up. Default `coverVertical`. Mirrors `modalTransitionStyle`.
  open var modalTransitionStyle = ModalTransitionStyle.coverVertical
  /// Kept. Default false. Mirrors `definesPresentationContext`.
  open var definesPresentationContext = false
  /// The sheet's settings when presented as a sheet (`automatic`, `pageSheet`, `formSheet`);
  /// kept, not drawn. Mirrors `sheetPresentationController`.
  open var sheetPresentationController: SheetPresentationController? {
    switch modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet:
      if sheet == nil { sheet = SheetPresentationController(presentedViewController: self) }
      return sheet
    default: return nil
    }
  }
  private var sheet: SheetPresentationController?
  /// Kept: the status bar is drawn in the scene's appearance. Mirrors `preferredStatusBarStyle`.
  open var preferredStatusBarStyle: StatusBarStyle { .default }
  /// Told when the traits change; a scene keeps one trait collection, so Reel does not call it.
  /// Mirrors `traitCollectionDidChange(_:)`.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
  /// The controller this one presents, nil if none. Mirrors `presentedViewController`.
  public package(set) var presentedViewController: ViewController?
  /// The controller that presents this one, nil if none. Mirrors `presentingViewController`.
  public package(set) weak var presentingViewController: ViewController?
  /// The safe area the host gives the root view (bars, screen corners), before
  /// `additionalSafeAreaInsets`.
  package var hostSafeAreaInsets = EdgeInsets.zero { didSet { updateSafeArea() } }
  /// What the container this controller is shown in covers with its bars (a navigation
  /// controller's bar), added to the root view's safe area.
  package var containerSafeAreaInsets = EdgeInsets.zero { didSet { updateSafeArea() } }

  /// A view controller; Reel loads no nibs, so both arguments are ignored. Mirrors
  /// `init(nibName:bundle:)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A view controller from an archive: Reel reads none, so it is the one `init(nibName: nil,
  /// bundle: nil)` makes. Required, as UIKit's. Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) {}

  /// The transition running now, nil when none is (Reel shows a hosted controller without
  /// one). Mirrors `transitionCoordinator`.
  open var transitionCoordinator: (any ViewControllerTransitionCoordinator)? { nil }

  /// The root view is about to take `size` (a rotation, a new window size); the default tells
  /// the children. Mirrors `viewWillTransition(to:with:)`.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// The root view's superview. Mirrors `next`.
  open override var next: Responder? { viewIfLoaded?.superview }

  /// Mirrors `init()`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The root view, made the first time it is asked for (`loadView()`, then `viewDidLoad()`).
  /// Setting it replaces it. Mirrors `view`.
  public var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
      updateSafeArea()
    }
  }

  /// The root view if it was made, without making it. Mirrors `viewIfLoaded`.
  public var viewIfLoaded: View? { loadedView }
  /// Whether the root view was made. Mirrors `isViewLoaded`.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view: by default a plain view the size of the screen. Override to set `view`
  /// to a view of your own (do not call `super` then). Mirrors `loadView()`.
  open func loadView() {
    view = View(frame: Screen.main.bounds)
  }

  /// Makes the root view now if it was not made, then calls `viewDidLoad()`. Mirrors
  /// `loadViewIfNeeded()`.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { view = View(frame: Screen.main.bounds) }
    isLoadingView = false
    viewDidLoad()
  }

  /// Called once, after the root view is made. Mirrors `viewDidLoad()`.
  open func viewDidLoad() {}
  /// Called before the screen appears. Mirrors `viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after it appeared. Mirrors `viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before it disappears. Mirrors `viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after it disappeared. Mirrors `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews. Mirrors `viewWillLayoutSubviews()`.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews. Mirrors `viewDidLayoutSubviews()`.
  open func viewDidLayoutSubviews() {}

  /// Whether the screen is editing its content. Mirrors `isEditing`.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// An Edit button whose tap toggles `setEditing(_:animated:)`, reading "Done" while editing.
  /// Mirrors `editButtonItem`.
  public private(set) lazy var editButtonItem: BarButtonItem = {
    let item = BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    item.primaryAction = Action(title: "Edit") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    return item
  }()

  /// Starts or ends editing; the edit button follows. Override to change your views (call
  /// `super`). Mirrors `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    editButtonItem.title = editing ? "Done" : "Edit"
    editButtonItem.style = editing ? .done : .plain
  }

  /// Called before the controller is added to or removed from a parent (nil). Mirrors
  /// `willMove(toParent:)`.
  open func willMove(toParent parent: ViewController?) {}
  /// Called after the controller was added to or removed from a parent (nil); call it yourself
  /// after `addChild(_:)`, as on iOS. Mirrors `didMove(toParent:)`.
  open func didMove(toParent parent: ViewController?) {}

  /// Tells the controller (and its children) it starts appearing or disappearing: the host's
  /// call. Mirrors `beginAppearanceTransition(_:animated:)`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      loadViewIfNeeded()
      viewWillAppear(animated)
    } else {
      viewWillDisappear(animated)
    }
    appearing = isAppearing
    for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  /// Tells the controller (and its children) the transition ended. Mirrors
  /// `endAppearanceTransition()`.
  public func endAppearanceTransition() {
    if appearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    for child in children { child.endAppearanceTransition() }
  }
  private var appearing = false

  /// The screen's title, shown by a navigation bar (through `navigationItem`) and a tab bar
  /// (through `tabBarItem` when it has none). Mirrors `title`.
  open var title: String? {
    didSet {
      navigationItem.title = title
      storedTabBarItem?.title = title
    }
  }

  /// What a navigation bar shows for this screen. Mirrors `navigationItem`.
  public private(set) lazy var navigationItem = NavigationItem()
  /// What a tab bar shows for this screen: one titled after `title` unless set. Mirrors
  /// `tabBarItem`.
  open var tabBarItem: TabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: TabBarItem?
  /// Whether the controller has a tab bar item of its own (set, or made when first asked).
  package var hasTabBarItem: Bool { storedTabBarItem != nil }

  /// The items a navigation controller's toolbar shows while this screen is on top. Mirrors
  /// `toolbarItems`.
  open var toolbarItems: [BarButtonItem]? {
    didSet { navigationController?.showTop() }
  }

  /// Sets `toolbarItems`. Mirrors `setToolbarItems(_:animated:)`.
  open func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) { toolbarItems = items }

  /// Extra room the screen's content keeps clear of, added to the safe area its host gives.
  /// Mirrors `additionalSafeAreaInsets`.
  open var additionalSafeAreaInsets = EdgeInsets.zero { didSet { updateSafeArea() } }

  /// The root view's traits (its screen's until it is in a hierarchy). Mirrors `traitCollection`.
  public var traitCollection: TraitCollection {
    loadedView?.traitCollection ?? Screen.main.traitCollection
  }

  /// Whether the controller is being presented or pushed: always false between a script's steps.
  /// Mirrors `isBeingPresented`.
  public var isBeingPresented: Bool { false }
  /// Whether its view is in a hierarchy that is shown. Mirrors `viewIfLoaded?.window != nil`.
  public var isMovingToParent: Bool { false }

  func updateSafeArea() {
    guard let loadedView else { return }
    loadedView.rootSafeAreaInsets = hostSafeAreaInsets
    let extra = additionalSafeAreaInsets
    let bars = containerSafeAreaInsets
    loadedView.controllerSafeAreaInsets = EdgeInsets(
      top: bars.top + extra.top, left: bars.left + extra.left,
      bottom: bars.bottom + extra.bottom, right: bars.right + extra.right)
  }
}
