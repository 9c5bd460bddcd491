// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

/// Cells whose views the controller's code changes while the scene plays (a label retitled in
/// `didSelectItemAt`, a highlight, a selected background): each is drawn as it was until the
/// code ran, and changed from then on, as on iOS.
extension ScenePlayer.Stage {
  /// A cell on screen at one moment and its picture then.
  struct CellPicture {
    let element: PresentedElement
    let picture: PlacedView
  }

  /// The pictures of the hosted cells on screen at `time` (seconds), by item id, drawn at
  /// `scale` pixels per point; a cell the code has not made yet is made now, as the cells on
  /// an iPhone's screen exist. Empty for a stage without a view controller.
  @MainActor
  func liveCellPictures(at time: Double, scale: CGFloat) -> [String: CellPicture] {
    guard owner != nil else { return [:] }
    let cells = CollectionViewCells.of(collectionView)
    let traits = cellTraits(styles.traits, scale: scale)
    var pictures: [String: CellPicture] = [:]
    for element in timeline.elements(at: time)
    where element.key.category == .cell && !element.isDisappearing {
      let identity = element.identity
      guard pictures[identity.id] == nil,
        let cell = cells.cell(forItemID: identity.id, at: identity.configuredIndexPath)
      else { continue }
      pictures[identity.id] = CellPicture(
        element: element,
        picture: CellViews.picture(of: cell, attributes: element.attributes, traits: traits))
    }
    return pictures
  }

  /// After the code ran at `time` (seconds): every cell of `before` that is still on screen as
  /// the same revision but looks different now is drawn as `before` until `time` and from its
  /// changed views after (a new revision); cells the code reloaded or reconfigured are left to
  /// their new revision.
  @MainActor
  func reviseChangedCells(
    _ before: [String: CellPicture], at time: Double, scale: CGFloat, location: SourceLocation
  ) throws(SceneError) {
    guard !before.isEmpty else { return }
    let cells = CollectionViewCells.of(collectionView)
    let traits = cellTraits(styles.traits, scale: scale)
    var now: [String: PresentedElement] = [:]
    for element in timeline.elements(at: time)
    where element.key.category == .cell && !element.isDisappearing {
      now[element.identity.id] = now[element.identity.id] ?? element
    }
    var changed: [(element: PresentedElement, before: PlacedView, indexPath: IndexPath)] = []
    for (id, old) in before.sorted(by: { $0.key < $1.key }) {
      guard let element = now[id], element.identity == old.element.identity,
        let cell = cells.cell(forItemID: id, at: old.element.identity.configuredIndexPath)
      else { continue }
      let picture = CellViews.picture(of: cell, attributes: old.element.attributes, traits: traits)
      guard picture != old.picture else { continue }
      changed.append((old.element, old.picture, element.key.indexPath))
    }
    try startRevisions(changed, time: time, location: location)
  }
}
