// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelViews

extension ScenePlayer {
  /// A scene of a view controller written for iOS: its view is loaded and laid out at the
  /// canvas's size (`UIScreen.main` and `UIApplication.shared` report the canvas), it is told it
  /// appears, and the collection view it shows is drawn with the cells its own data source makes
  /// and the views in front of it (its navigation bar, tab bar or toolbar) over it.
  ///
  /// - Parameters:
  ///   - name: what outputs are named after; a file name, not a path.
  ///   - viewController: the controller; its view is loaded here if it was not.
  ///   - canvas: the picture; default 390 × 844 points at @2x (an iPhone's screen), its
  ///     background the collection view's (else the root view's, else `systemBackground`).
  ///   - traits: appearance, iOS look and text size the views are drawn with.
  ///   - timeline: what happens over time, given the collection view once laid out; default
  ///     nothing.
  /// - Throws: `SceneError` when `name` could not be a file name or the controller's view shows
  ///   no collection view.
  @MainActor
  public convenience init(
    name: String, viewController: ViewController, canvas: CanvasSpec? = nil,
    traits: TraitCollection = .standard, timeline: ((CollectionView) throws -> Timeline)? = nil
  ) throws {
    let size = CGSize(width: canvas?.width ?? 390, height: canvas?.height ?? 844)
    let collectionView = try Self.host(
      viewController, size: size, scale: canvas?.scale ?? 2, traits: traits,
      location: SourceLocation(file: name, keyPath: "viewController"))
    var picture = canvas ?? CanvasSpec(width: size.width, height: size.height, scale: 2)
    if canvas == nil {
      picture.background = Self.background(of: collectionView, in: viewController, traits: traits)
    }
    try self.init(
      name: name, collectionView: collectionView,
      timeline: try timeline?(collectionView) ?? Timeline(collectionView: collectionView),
      canvas: picture, traits: traits, cellProvider: ScenePlayer.dataSourceCell)
    // The views in front of the collection view (a navigation bar, a tab bar) drawn over it.
    stages.first?.owner = viewController
    stages.first?.frontViews = HostedFrontViews.capture(
      in: viewController.view, collectionView: collectionView)
    stages.first?.recaptureBackViews(at: 0)
  }

  /// The screen's traits — `traits` measuring text to the pixels of `scale`, as on a device —
  /// after telling what the code asks `UIScreen.main`, `UIApplication.shared` and
  /// `UIDevice.current` about: a canvas of `size` (points) in those traits.
  @MainActor
  static func adoptScreen(size: CGSize, scale: CGFloat, traits: TraitCollection)
    -> TraitCollection
  {
    var screen = traits
    screen.displayScale = scale
    Screen.main.adopt(size: size, traits: screen)
    Application.shared.adopt(screen)
    Device.current.adopt(screen, size: size)
    return screen
  }

  /// Loads `viewController`'s view at `size` (the screen: `UIScreen.main` reports it), tells it
  /// it appears, lays it out, and returns the collection view it shows.
  @MainActor
  static func host(
    _ viewController: ViewController, size: CGSize, scale: CGFloat, traits: TraitCollection,
    safeArea: EdgeInsets = .zero, location: SourceLocation
  ) throws(SceneError) -> CollectionView {
    let screen = adoptScreen(size: size, scale: scale, traits: traits)
    viewController.hostSafeAreaInsets = safeArea
    let root: View = viewController.view
    root.hostTraitCollection = screen
    root.frame = CGRect(origin: .zero, size: size)
    viewController.beginAppearanceTransition(true, animated: false)
    root.layoutIfNeeded()
    viewController.endAppearanceTransition()
    guard let collectionView = Self.collectionView(in: root) else {
      throw location.error(
        "expected a view controller whose view shows a collection view; "
          + "\(type(of: viewController)) shows none")
    }
    prepareForScene(collectionView, screen: screen)
    return collectionView
  }

  /// Readies a hosted screen's collection view, laid out in its screen's `traits`, to be played:
  /// cells of layouts with estimated sizes size themselves (a table's rows of fixed height —
  /// `rowHeight`, `heightForRowAt` — keep it), and it rests at the top, as a scroll view first
  /// shown under bars and the safe area does.
  @MainActor
  static func prepareForScene(_ collectionView: CollectionView, screen: TraitCollection) {
    var window = screen
    window.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
    let sizer = HostedCellSizer(traits: window)
    let fixed = collectionView.preferredLayoutAttributesFitting
    collectionView.preferredLayoutAttributesFitting = { attributes, view in
      let planned = fixed?(attributes, view) ?? attributes
      return planned !== attributes ? planned : sizer.fitting(attributes, in: view)
    }
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.layoutIfNeeded()
    if collectionView.contentOffset == .zero { placeAtRest(collectionView) }
  }

  /// What the screen shows behind the collection view: its background, else the root view's,
  /// else `systemBackground`.
  @MainActor
  static func background(
    of collectionView: CollectionView, in viewController: ViewController, traits: TraitCollection
  ) -> RGBAColor {
    let fill = collectionView.backgroundColor ?? viewController.view.backgroundColor
    return (fill ?? .systemBackground).rgba(in: traits)
  }

  /// The first collection view in `view`'s hierarchy, depth first.
  @MainActor
  static func collectionView(in view: View) -> CollectionView? {
    if let host = view as? CollectionHostView, let shown = host.collectionView { return shown }
    for subview in view.subviews {
      if let found = collectionView(in: subview) { return found }
    }
    return nil
  }
}
