// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

extension ScenePlayer.Stage {
  /// The traits cells are laid out in: the scene's, measuring text to the pixels of `scale`, in
  /// the collection view's layout direction (cells lay out leading to trailing as it does).
  func cellTraits(_ traits: TraitCollection, scale: CGFloat) -> TraitCollection {
    var window = traits
    window.displayScale = scale
    window.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
    return window
  }

  /// After the controller's code ran at `time` (seconds): when the views in front of the
  /// collection view now look different at rest (the code retitled a bar button item or the
  /// screen, or showed a bar), they are drawn again and shown from `time` on.
  @MainActor
  func recaptureFrontViews(at time: Double) {
    guard let root = (owner as? ViewController)?.viewIfLoaded else { return }
    let shown = frontViews(at: time)
    let host = collectionView.hostView
    let views = HostedFrontViews.frontViews(of: host, in: root)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    let atRest = HostedFrontViews.items(of: views, in: root)
    guard atRest != shown?.itemsAtRest ?? [] else { return }
    let captured = HostedFrontViews.capture(in: root, collectionView: collectionView)
    frontViewChanges.removeAll { $0.time >= time }
    frontViewChanges.append((time, captured))
  }

  /// Draws the views behind the collection view again when they look different from `time`
  /// (seconds) on — or for the first time, at 0.
  @MainActor
  func recaptureBackViews(at time: Double) {
    guard let root = (owner as? ViewController)?.viewIfLoaded else { return }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    let views = HostedFrontViews.backViews(of: collectionView.hostView, in: root)
    let items = HostedFrontViews.items(of: views, in: root)
    guard items != backViews(at: time) || backViewChanges.isEmpty else { return }
    backViewChanges.removeAll { $0.time >= time }
    backViewChanges.append((time, items))
  }
}
