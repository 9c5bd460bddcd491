import Reel

/// Inserted items fly in from the bottom centre, turning (seed 000's layout).
final class FlyInLayout: FlowLayout, @unchecked Sendable {
  private var inserted: Set<IndexPath> = []

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    inserted = Set(
      updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> LayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard inserted.contains(itemIndexPath), let attributes, let bounds = collectionView?.bounds
    else { return attributes }
    attributes.center = CGPoint(x: bounds.midX, y: bounds.maxY)
    attributes.transform = Transform2D(scaleX: 0.2, y: 0.2).rotated(by: .pi)
    return attributes
  }
}

let layout = FlyInLayout()
layout.itemSize = CGSize(width: 100, height: 100)
let collectionView = CollectionView(
  frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout,
  itemCounts: [8])
let timeline = Timeline(collectionView: collectionView)
try timeline.performBatchUpdates(at: 0.5) { $0.insertItems(at: [IndexPath(item: 1, section: 0)]) }
let onScreen = timeline.elements(at: 0.65)  // every view's attributes at t = 0.65 s
print("\(onScreen.count) views on screen at 0.65 s")

// No scene file: the collection view and its timeline are the scene.
var style = StylePatch()
style.label = "{item}"
let scene = try ScenePlayer(
  name: "fly-in", collectionView: collectionView, timeline: timeline, style: style)
let options = RenderOptions(format: .gif, outputDirectory: URL(fileURLWithPath: "out"))
let result = try SceneRenderer().render(scene, options: options)
print("\(result.files[0].path)  \(result.frameCount) frames")
