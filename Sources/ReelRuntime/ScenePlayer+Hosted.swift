// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelViews

extension ScenePlayer {
  /// The stage of a scene's `viewController:`: the registered controller (in a navigation
  /// controller when asked) hosted at the canvas's size, inside the device's safe area; its
  /// collection view, at rest, is what the script drives. View controllers are main-thread
  /// objects: the stage is made on the main thread.
  static func hostedStage(
    _ spec: CollectionViewSpec, _ hosted: HostedControllerSpec, canvas: CanvasSpec,
    traits: TraitCollection
  ) throws(SceneError) -> Stage {
    guard isOnMainActor else {
      throw hosted.location.error(
        "a view controller's scene is made on the main thread; render it on its own")
    }
    // Copies of values only this thread holds, handed to the main actor it runs on.
    nonisolated(unsafe) let spec = spec
    nonisolated(unsafe) let canvas = canvas
    let made: Result<Stage, SceneError> = MainActor.assumeIsolated {
      do throws(SceneError) {
        return .success(try makeHostedStage(spec, hosted, canvas: canvas, traits: traits))
      } catch {
        return .failure(error)
      }
    }
    return try made.get()
  }

  /// Marks the main queue, so code running on it (not on the main thread: Dispatch may drain
  /// the main queue on another thread once `dispatchMain()` was called) is known to be there.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main actor: the main thread, or a block of the main queue.
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  @MainActor
  private static func makeHostedStage(
    _ spec: CollectionViewSpec, _ hosted: HostedControllerSpec, canvas: CanvasSpec,
    traits: TraitCollection
  ) throws(SceneError) -> Stage {
    let shown = try makeController(hosted)
    let collectionView = try host(
      shown, size: CGSize(width: canvas.width, height: canvas.height), scale: canvas.scale,
      traits: traits, safeArea: canvas.device?.safeAreaInsets ?? .zero,
      location: hosted.location)
    return stage(
      showing: collectionView, of: shown, owner: shown, spec: spec, canvas: canvas, traits: traits)
  }

  /// The stage of `collectionView`, shown by `screen`, in the views of `owner` (the hosted
  /// controller, or one presented over it), drawn in its view's coordinates: `spec` framed where
  /// the collection view sits, with its background, insets and offset, and the views in front of
  /// it (a navigation bar) drawn at rest and scrolled.
  @MainActor
  static func stage(
    showing collectionView: CollectionView, of screen: ViewController, owner: ViewController,
    spec: CollectionViewSpec, canvas: CanvasSpec, traits: TraitCollection
  ) -> Stage {
    let root: View = owner.view
    let front = HostedFrontViews.capture(in: root, collectionView: collectionView)
    var stageSpec = spec
    stageSpec.frame = collectionView.convert(collectionView.bounds.size, toRootOf: root)
    stageSpec.background = background(of: collectionView, in: screen, traits: traits)
    stageSpec.contentInset = collectionView.contentInset
    stageSpec.contentOffset = collectionView.contentOffset
    stageSpec.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
    let timeline = Timeline(collectionView: collectionView)
    let stage = Stage(
      spec: stageSpec, collectionView: collectionView, timeline: timeline, metrics: ItemMetrics(),
      styles: StyleBook(
        spec: stageSpec, traits: traits, scale: canvas.scale,
        separatorColor: table(showing: collectionView)?.separatorColor?.rgba(in: traits)),
      layouts: [:])
    stage.owner = owner
    stage.frontViews = front
    stage.recaptureBackViews(at: 0)
    return stage
  }

  /// The table whose rows `collectionView` shows, if it is a table's rows view.
  @MainActor
  static func table(showing collectionView: CollectionView) -> TableView? {
    CollectionViewCells.of(collectionView).hostView?.superview as? TableView
  }

  /// The controller `hosted` names: a registered one, as a navigation controller's root when
  /// asked, or a tab bar controller of such screens with the selected one shown.
  @MainActor
  static func makeController(_ hosted: HostedControllerSpec) throws(SceneError) -> ViewController {
    if !hosted.tabs.isEmpty {
      let tabs = TabBarController()
      var screens: [ViewController] = []
      for tab in hosted.tabs { screens.append(try makeController(tab)) }
      tabs.viewControllers = screens
      tabs.selectedIndex = hosted.selectedIndex
      return tabs
    }
    guard let controller = ViewControllerRegistry.shared.make(hosted.name) else {
      throw hosted.location.error(
        unknownName("view controller", hosted.name, among: ViewControllerRegistry.shared.names))
    }
    return hosted.embedsInNavigation
      ? NavigationController(rootViewController: controller) : controller
  }

  /// Draws the cells of hosted stages with the cells their controllers' data sources make.
  func prepareHostedCells() {
    guard stages.contains(where: { $0.spec.hostedController != nil }) else { return }
    MainActor.assumeIsolated { prepareCells(ScenePlayer.dataSourceCell) }
  }
}

extension CollectionView {
  /// The frame of this collection view (of size `size`) in the coordinates of `root`, the view
  /// its host view descends from: the host's origin in its superview, moved by each ancestor's
  /// up to `root` (its own frame is already in the top view's coordinates, so adding the
  /// ancestors to it counted a container's offset twice).
  @MainActor
  func convert(_ size: CGSize, toRootOf root: View) -> CGRect {
    let host = CollectionViewCells.of(self).hostView
    var origin = host?.frame.origin ?? frame.origin
    var view: View? = host?.superview
    while let current = view, current !== root {
      origin.x += current.frame.minX - current.bounds.minX
      origin.y += current.frame.minY - current.bounds.minY
      view = current.superview
    }
    return CGRect(origin: origin, size: size)
  }
}
