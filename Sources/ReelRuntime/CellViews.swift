// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelViews

/// Cells' own views, for a scene built in Swift: the view the code's cell provider gives each
/// item, laid out at every size its cell is drawn at and kept as a tree ready to draw. Views
/// belong to the main actor and frames are drawn on many threads at once, so every tree is made
/// (on the main actor) before any frame is drawn; a size met later (a frame rate not prepared
/// for) draws the tree laid out at the nearest prepared size, stretched to the cell's bounds as
/// a bounds animation shows it.
package struct CellViews: Sendable {
  /// Trees by cell (`ElementIdentity.description`: an item id and its revision) and size.
  private var trees: [String: [SizeKey: PlacedView]] = [:]
  /// Trees of cells whose own views a block animation moves (`UIView.animate`), by cell and
  /// moment (seconds to the microsecond), each laid out at the cell's size then.
  private var moments: [String: [Int: PlacedView]] = [:]
  /// The spans of time (seconds) in which each cell of `moments` is drawn from them.
  private var movingSpans: [String: [ClosedRange<Double>]] = [:]

  /// A size to 1/64 point and the list appearance a cell is laid out in (its list cell's
  /// margins, fonts and backgrounds follow it): the key of one layout of a cell's view.
  private struct SizeKey: Hashable, Sendable {
    let width: Int
    let height: Int
    let appearance: CollectionLayoutListConfiguration.Appearance?
    init(_ attributes: LayoutAttributes) {
      width = Int((attributes.size.width * 64).rounded())
      height = Int((attributes.size.height * 64).rounded())
      appearance = (attributes as? ListLayoutAttributes)?.appearance
    }
  }

  /// None: every cell is drawn from its style.
  package init() {}

  /// Whether no cell has a view of its own.
  package var isEmpty: Bool { trees.isEmpty }

  /// The tree of the cell `identity` laid out at `size` — at `time` (seconds), when given and a
  /// block animation moves the cell's views then (the moment prepared nearest it) — or at the
  /// prepared size nearest it with its root stretched to `size`; nil when the cell has no view
  /// of its own.
  package func tree(
    for identity: ElementIdentity, attributes: LayoutAttributes, at time: Double? = nil
  ) -> PlacedView? {
    let size = attributes.size
    let name = identity.description
    if let time, let span = movingSpans[name]?.first(where: { $0.contains(time) }),
      let drawn = moments[name]?.filter({ span.contains(Double($0.key) / 1e6) }),
      var nearest = drawn.min(by: { a, b in
        (abs(Double(a.key) / 1e6 - time), a.key) < (abs(Double(b.key) / 1e6 - time), b.key)
      })?.value
    {
      nearest.frame.size = size
      return nearest
    }
    guard let sizes = trees[name] else { return nil }
    let target = SizeKey(attributes)
    if let exact = sizes[target] { return exact }
    let nearest = sizes.min { a, b in
      func distance(_ key: SizeKey) -> Int {
        abs(key.width - target.width) + abs(key.height - target.height)
          + (key.appearance == target.appearance ? 0 : 1 << 40)
      }
      return (distance(a.key), a.key.width, a.key.height)
        < (distance(b.key), b.key.width, b.key.height)
    }
    guard var tree = nearest?.value else { return nil }
    tree.frame.size = size
    return tree
  }

  /// Makes the trees: for each time in `times`, every cell `timeline` presents gets the view
  /// `provider` gives its item, and every header and footer the view its data source gives
  /// (asked once per item and revision, with the index path the cell was configured at), laid
  /// out at the cell's size in `traits`; pictures already kept (`keep`) stay. A provider's nil
  /// leaves the cell to its style.
  @MainActor
  package mutating func prepare(
    timeline: Timeline, collectionView: CollectionView, times: [Double],
    traits: TraitCollection, provider: ScenePlayer.CellProvider
  ) {
    var views: [String: View?] = [:]
    // Cells whose pictures the code kept are drawn from them; the others move with their views.
    let kept = Set(trees.keys)
    for time in times {
      for element in timeline.elements(at: time) where element.key.category != .decorationView {
        let identity = element.identity
        let name = identity.description
        let view: View? =
          views[name]
          ?? (element.key.kind.map {
            CollectionViewCells.of(collectionView).supplementaryView(
              ofKind: $0, at: identity.configuredIndexPath)
          } ?? provider(collectionView, identity.configuredIndexPath, identity.id))
        views[name] = .some(view)
        guard let view else { continue }
        if !kept.contains(name) {
          addMoment(of: view, name: name, attributes: element.attributes, at: time, traits: traits)
        }
        let size = element.attributes.size
        guard trees[name]?[SizeKey(element.attributes)] == nil, size.width >= 0,
          size.height >= 0,
          size.width.isFinite, size.height.isFinite
        else { continue }
        trees[name, default: [:]][SizeKey(element.attributes)] = Self.picture(
          of: view, attributes: element.attributes, traits: traits)
      }
    }
  }

  /// Draws `view`, the cell `name` of `attributes`, as it is at `time` (seconds) when a block
  /// animation moves its views then.
  @MainActor
  private mutating func addMoment(
    of view: View, name: String, attributes: LayoutAttributes, at time: Double,
    traits: TraitCollection
  ) {
    let animations = ViewAnimations.shared
    if movingSpans[name] == nil { movingSpans[name] = animations.spans(within: view) }
    let size = attributes.size
    guard movingSpans[name]?.contains(where: { $0.contains(time) }) == true, time.isFinite,
      size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite
    else { return }
    animations.time = time
    defer { animations.time = nil }
    moments[name, default: [:]][Int((time * 1e6).rounded())] = Self.picture(
      of: view, attributes: attributes, traits: traits)
  }

  /// Keeps `tree` as the picture of the cell `identity` laid out as `attributes`: what it
  /// showed before the code changed its live view (a switch in it tapped), which `prepare` then
  /// leaves as it is.
  package mutating func keep(
    _ tree: PlacedView, for identity: ElementIdentity, attributes: LayoutAttributes
  ) {
    trees[identity.description, default: [:]][SizeKey(attributes)] = tree
  }

  /// `view` laid out as a cell of `attributes` (its size, a list's environment) in `traits`.
  @MainActor
  package static func picture(
    of view: View, attributes: LayoutAttributes, traits: TraitCollection
  ) -> PlacedView {
    place(view, as: attributes, traits: traits)
    return PlacedView(drawing: view)
  }

  /// Lays `view` out as a cell of `attributes`: at its size, in `traits` with its list's
  /// environment (a list cell's margins and fonts follow the list's appearance).
  @MainActor
  static func place(_ view: View, as attributes: LayoutAttributes, traits: TraitCollection) {
    var hosted = traits
    hosted.listEnvironment =
      (attributes as? ListLayoutAttributes)?.appearance.listEnvironment ?? .none
    view.hostTraitCollection = hosted
    view.frame = CGRect(origin: .zero, size: attributes.size)
    view.layoutIfNeeded()
  }
}
