// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelLayout
import ReelScene
import ReelTiming

/// List steps: `swipe:` (a row swiped open, all the way, or closed) and `expand:`/`collapse:`
/// (outline items shown or hidden as applying a section snapshot).
extension ScriptRunner {
  /// Swipes a row: the row opens over the step's animation (closing any other open row); a full
  /// swipe then performs the first action, and a destructive one deletes the row with UIKit's
  /// default update animation. Returns when it is done.
  mutating func swipe(_ spec: SwipeSpec, step: StepSpec, at time: Double) throws(SceneError)
    -> Double
  {
    let cv = stage.collectionView
    let path = try resolve(spec.item, step: step)
    let id = cv.sections[path.section].items[path.item].id
    let edge: SwipeTrack.Edge = spec.edge == "leading" ? .leading : .trailing
    guard let actions = try swipeActions(at: path, edge: edge, spec: spec, step: step),
      !actions.actions.isEmpty
    else {
      throw step.location.error(
        "swipe: the list gives no \(edge.rawValue) swipe actions (add `\(edge.rawValue)"
          + "SwipeActions` to the list)")
    }
    let width = cv.collectionViewLayout.layoutAttributesForItem(at: path)?.size.width ?? 0
    let distance: CGFloat =
      switch spec.target {
      case .closed: 0
      case .revealed: SwipedRow.naturalWidths(actions).reduce(0, +)
      case .full: width
      }
    let swipes = stage.lists.swipes
    for other in swipes.openItems(at: time) where other != id {
      if let open = swipes.state(of: other, at: time) {
        swipes.move(
          other, to: 0, edge: open.reveal.edge, actions: open.reveal.actions, at: time,
          timing: step.timing)
      }
    }
    let from = swipes.state(of: id, at: time)?.offset ?? 0
    let end = swipes.move(
      id, to: distance, edge: edge, actions: actions, at: time, timing: step.timing)
    addSwipeTouch(path, from: from, to: distance, edge: edge, start: time, end: end)
    guard spec.target == .full, actions.performsFirstActionWithFullSwipe else { return end }
    // A hosted screen's own code does what the first action does (deletes through its data
    // source); a scene's list deletes a destructive action's row.
    if stage.owner != nil { return try performSwipeAction(actions.actions[0], step: step, at: end) }
    guard actions.actions[0].style == .destructive else { return end }
    var updates = BatchUpdates()
    updates.deleteItems(at: [path])
    do {
      try stage.timeline.apply(updates, at: end, timing: .default)
    } catch {
      throw step.location.error("\(error)")
    }
    return end + AnimationTiming.default.totalDuration
  }

  /// The item a step names, as an index path now.
  func resolve(_ reference: ItemReference, step: StepSpec) throws(SceneError) -> IndexPath {
    let sections = stage.collectionView.sections
    switch reference {
    case .indexPath(let path):
      guard sections.indices.contains(path.section),
        sections[path.section].items.indices.contains(path.item)
      else { throw step.location.error("there is no item \(reference) now") }
      return path
    case .id(let id):
      for (s, section) in sections.enumerated() {
        if let i = section.items.firstIndex(where: { $0.id == id }) {
          return IndexPath(item: i, section: s)
        }
      }
      throw step.location.error("there is no item with id '\(id)' now")
    }
  }

  /// A finger on the row, moving with it toward the swiped edge (canvas points).
  private mutating func addSwipeTouch(
    _ path: IndexPath, from: CGFloat, to: CGFloat, edge: SwipeTrack.Edge, start: Double,
    end: Double
  ) {
    guard to > from,
      let frame = stage.collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?
        .frame
    else { return }
    let offset = stage.timeline.contentOffset(at: start)
    let origin = stage.spec.frame.origin
    let leftward = (edge == .trailing) != (stage.spec.layoutDirection == .rightToLeft)
    let x = leftward ? frame.maxX - 24 - from : frame.minX + 24 + from
    let y = frame.midY - offset.y + origin.y
    let startPoint = CGPoint(x: x - offset.x + origin.x, y: y)
    let move = leftward ? from - to : to - from
    touches.append(
      TouchTrack(
        samples: [(start, startPoint), (end, CGPoint(x: startPoint.x + move, y: y))], lift: end))
  }
}
