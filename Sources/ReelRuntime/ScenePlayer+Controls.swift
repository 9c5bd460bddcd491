// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelRender
import ReelScene
import ReelViews

extension ScenePlayer.Stage {
  /// The enabled control a finger at `point` (`root`'s coordinates) lands on among `root`'s
  /// views: the hit view or the nearest control it is part of (a switch's knob is the switch).
  @MainActor
  static func control(at point: CGPoint, in root: View) -> Control? {
    control(containing: root.hitTest(point, with: nil), upTo: root)
  }

  /// `view` or its nearest ancestor up to `limit` that is a control; nil when none.
  @MainActor
  static func control(containing view: View?, upTo limit: View) -> Control? {
    var current = view
    while let view = current {
      if let control = view as? Control { return control.isEnabled ? control : nil }
      if view === limit { return nil }
      current = view.superview
    }
    return nil
  }

  /// A tap at `content` (content coordinates) on the hosted cell at `indexPath`: when it lands
  /// on a control in the cell's views, the cell's picture until `time` is kept, the control
  /// does what it does on iOS and sends its actions, and the cell is drawn from its changed
  /// views from `time` on. False when no control is there (the tap selects the item).
  @MainActor
  func tapControl(
    in indexPath: IndexPath, at content: CGPoint, time: Double, scale: CGFloat
  ) throws(SceneError) -> Bool {
    guard let location = spec.hostedController?.location,
      let cell = collectionView.cellForItem(at: indexPath),
      let attributes = collectionView.layoutAttributesForItem(at: indexPath),
      let element = timeline.elements(at: time).first(where: { $0.key == .cell(indexPath) })
    else { return false }
    let local = CGPoint(x: content.x - attributes.frame.minX, y: content.y - attributes.frame.minY)
    let traits = cellTraits(styles.traits, scale: scale)
    // Laid out at the cell's size first, so the hit test meets the views where they are drawn.
    let before = CellViews.picture(of: cell, attributes: element.attributes, traits: traits)
    guard let control = Self.control(containing: cell.hitTest(local, with: nil), upTo: cell)
    else { return false }
    try startRevision(of: element, keeping: before, at: indexPath, time: time, location: location)
    control.tap(at: control.convert(local, from: cell))
    return true
  }

  /// Keeps `before` as the picture of the cell `element` until `time` (seconds), and starts a new
  /// revision of the item at `indexPath` then, drawn from its views as the code leaves them.
  func startRevision(
    of element: PresentedElement, keeping before: PlacedView, at indexPath: IndexPath,
    time: Double, location: SourceLocation
  ) throws(SceneError) {
    try startRevisions([(element, before, indexPath)], time: time, location: location)
  }

  /// `startRevision(of:keeping:at:time:location:)` for several cells at once (one update).
  func startRevisions(
    _ cells: [(element: PresentedElement, before: PlacedView, indexPath: IndexPath)],
    time: Double, location: SourceLocation
  ) throws(SceneError) {
    guard !cells.isEmpty else { return }
    for cell in cells {
      keptCellPictures.keep(
        cell.before, for: cell.element.identity, attributes: cell.element.attributes)
    }
    var updates = BatchUpdates()
    updates.reconfigureItems(at: cells.map(\.indexPath))
    do {
      try timeline.apply(updates, at: time, timing: .immediate)
    } catch {
      throw location.error("\(error)")
    }
  }
}
