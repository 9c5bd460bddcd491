// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// What a layout factory receives: the scene's layout parameters and the per-item metrics
/// (sizes, heights) a layout delegate can answer from.
public struct LayoutParameters {
  public let values: SceneMapping
  public let metrics: ItemMetrics
}

/// The layouts scene files can name (`layout: {type: …}`): the built-ins plus any a program
/// registers, so a package's own `CollectionViewLayout` subclass can be used from scenes.
public final class LayoutRegistry: @unchecked Sendable {
  public typealias Factory = @Sendable (LayoutParameters) throws(SceneError) -> CollectionViewLayout

  struct Entry {
    let parameterKeys: [String]
    let make: Factory
  }

  /// The registry scene files use.
  public static let shared = LayoutRegistry()

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  init() { registerBuiltIns() }

  /// Makes `name` available to scenes. `parameters` lists the keys its mapping may hold (besides
  /// `type`); `make` builds a layout from them, throwing `SceneError`s located with `values`.
  /// Registering an existing name replaces it.
  public func register(_ name: String, parameters: [String], make: @escaping Factory) {
    lock.lock()
    defer { lock.unlock() }
    entries[name] = Entry(parameterKeys: parameters, make: make)
  }

  /// Registered names, sorted.
  public var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries.keys.sorted()
  }

  func parameterKeys(for name: String) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries[name]?.parameterKeys ?? []
  }

  var allParameterKeys: [String] {
    lock.lock()
    defer { lock.unlock() }
    return ["type"] + Set(entries.values.flatMap(\.parameterKeys)).sorted()
  }

  func make(_ spec: LayoutSpec, metrics: ItemMetrics) throws(SceneError) -> CollectionViewLayout {
    lock.lock()
    let entry = entries[spec.type]
    lock.unlock()
    guard let entry else { throw spec.parameters.value.error("unknown layout type '\(spec.type)'") }
    return try entry.make(LayoutParameters(values: spec.parameters, metrics: metrics))
  }

  /// Applies the flow-layout parameters of a scene to `layout`.
  static func configureFlow(_ layout: FlowLayout, _ p: LayoutParameters) throws(SceneError) -> FlowLayout {
    let v = p.values
    if let d = v["scrollDirection"] { layout.scrollDirection = ScrollDirection(rawValue: try d.choice(["vertical", "horizontal"]))! }
    if let s = v["itemSize"] { layout.itemSize = try s.size() }
    if let s = v["minimumLineSpacing"] { layout.minimumLineSpacing = CGFloat(try s.nonNegative()) }
    if let s = v["minimumInteritemSpacing"] { layout.minimumInteritemSpacing = CGFloat(try s.nonNegative()) }
    if let s = v["sectionInset"] { layout.sectionInset = try s.insets() }
    if let s = v["headerReferenceSize"] { layout.headerReferenceSize = try s.size() }
    if let s = v["footerReferenceSize"] { layout.footerReferenceSize = try s.size() }
    if let s = v["headerHeight"] { layout.headerReferenceSize = CGSize(width: try s.nonNegative(), height: try s.nonNegative()) }
    if let s = v["footerHeight"] { layout.footerReferenceSize = CGSize(width: try s.nonNegative(), height: try s.nonNegative()) }
    if let s = v["sectionHeadersPinToVisibleBounds"] { layout.sectionHeadersPinToVisibleBounds = try s.bool() }
    if let s = v["sectionFootersPinToVisibleBounds"] { layout.sectionFootersPinToVisibleBounds = try s.bool() }
    layout.delegate = p.metrics
    return layout
  }

  private func registerBuiltIns() {
    let flowKeys = [
      "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
      "headerReferenceSize", "footerReferenceSize", "headerHeight", "footerHeight",
      "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
    ]
    register("flow", parameters: flowKeys) { p throws(SceneError) in try Self.configureFlow(FlowLayout(), p) }
    register("pinchFlow", parameters: flowKeys) { p throws(SceneError) in try Self.configureFlow(PinchResizingFlowLayout(), p) }
    register("flyInFlow", parameters: flowKeys + ["animatesOnlyUpdatedItems"]) { p throws(SceneError) in
      let layout = FlyInFlowLayout()
      if let v = p.values["animatesOnlyUpdatedItems"] { layout.animatesOnlyUpdatedItems = try v.bool() }
      return try Self.configureFlow(layout, p)
    }
    register("wobblingFlow", parameters: flowKeys + ["wobblePhase", "wobbleAmplitude", "wobbleAngle"]) { p throws(SceneError) in
      let layout = WobblingFlowLayout()
      if let v = p.values["wobblePhase"] { layout.wobblePhase = try v.cgFloat() }
      if let v = p.values["wobbleAmplitude"] { layout.wobbleAmplitude = try v.cgFloat() }
      if let v = p.values["wobbleAngle"] { layout.wobbleAngle = try v.cgFloat() }
      return try Self.configureFlow(layout, p)
    }
    register("parallaxPreview", parameters: ["offsetBetweenCells"]) { p throws(SceneError) in
      let layout = ParallaxPreviewLayout()
      if let v = p.values["offsetBetweenCells"] { layout.offsetBetweenCells = try v.cgFloat() }
      return layout
    }
    register("thumbnailStrip", parameters: ["itemSize", "spacing", "expandingRate"]) { p throws(SceneError) in
      let layout = ThumbnailStripLayout()
      if let v = p.values["itemSize"] { layout.itemSize = try v.size() }
      if let v = p.values["spacing"] { layout.spacing = try v.cgFloat() }
      if let v = p.values["expandingRate"] { layout.expandingRate = try v.cgFloat() }
      layout.thumbnailDelegate = p.metrics
      return layout
    }
    register("selectionStrip", parameters: ["itemSize", "spacing", "inset", "selectedItem", "customAnimations"]) { p throws(SceneError) in
      let v = p.values
      let layout = SelectionStripLayout()
      if let s = v["itemSize"] { layout.itemSize = try s.size() }
      if let s = v["spacing"] { layout.spacing = CGFloat(try s.double()) }
      if let s = v["inset"] { layout.inset = CGFloat(try s.double()) }
      if let s = v["selectedItem"] { layout.selectedItem = try s.int(in: -1...100_000) }
      if let c = v["customAnimations"] { layout.customAnimations = try c.bool() }
      return layout
    }
    register("coverFlow", parameters: ["itemSize", "minimumLineSpacing", "maximumAngle", "eyeDistance", "zoom", "activeDistance"]) { p throws(SceneError) in
      let v = p.values
      let layout = CoverFlowLayout()
      if let s = v["itemSize"] { layout.itemSize = try s.size() }
      if let s = v["minimumLineSpacing"] { layout.minimumLineSpacing = CGFloat(try s.double()) }
      if let a = v["maximumAngle"] { layout.maximumAngle = try a.cgFloat() }
      if let e = v["eyeDistance"] { layout.eyeDistance = CGFloat(try e.positive()) }
      if let z = v["zoom"] { layout.zoom = try z.cgFloat() }
      if let a = v["activeDistance"] { layout.activeDistance = CGFloat(try a.positive()) }
      return layout
    }
    register("circle", parameters: ["itemSize", "radius"]) { p throws(SceneError) in
      let layout = CircleLayout()
      if let s = p.values["itemSize"] { layout.itemSize = try s.size() }
      if let r = p.values["radius"] { layout.radius = CGFloat(try r.nonNegative()) }
      return layout
    }
    register("stack", parameters: ["itemSize", "angles"]) { p throws(SceneError) in
      let layout = StackLayout()
      if let s = p.values["itemSize"] { layout.itemSize = try s.size() }
      if let a = p.values["angles"] { layout.angles = try a.list().map { v throws(SceneError) in try v.cgFloat() } }
      return layout
    }
    register("waterfall", parameters: ["columnCount", "columnMargin", "rowMargin", "sectionInset", "rowMarginAboveFirstRow"]) { p throws(SceneError) in
      let v = p.values
      let layout = WaterfallLayout()
      if let c = v["columnCount"] { layout.columnCount = try c.int(in: 1...100) }
      if let c = v["columnMargin"] { layout.columnMargin = CGFloat(try c.nonNegative()) }
      if let r = v["rowMargin"] { layout.rowMargin = CGFloat(try r.nonNegative()) }
      if let s = v["sectionInset"] { layout.sectionInset = try s.insets() }
      if let r = v["rowMarginAboveFirstRow"] { layout.rowMarginAboveFirstRow = try r.bool() }
      layout.delegate = p.metrics
      return layout
    }
  }
}

/// Per-item sizes from the scene, answering the flow and waterfall layouts' delegate questions.
extension ItemSpec {
  /// Whether the item sets its own size (`size`, `aspectRatio` or `height`).
  var sizesItself: Bool { size != nil || aspectRatio != nil || height != nil }
}

public final class ItemMetrics: FlowLayoutDelegate, WaterfallLayoutDelegate, ThumbnailStripLayoutDelegate, @unchecked Sendable {
  /// Specs by item id; set them with `register(_:id:)`.
  private(set) var specs: [String: ItemSpec] = [:]
  /// Specs of items being inserted, by after-update index path (their ids are assigned during the update).
  var pendingInserts: [IndexPath: ItemSpec] = [:] {
    didSet { if pendingInserts.values.contains(where: \.sizesItself) { anySized = true } }
  }
  /// Whether any item gives its own size: when none does, flow layouts are not asked to look items
  /// up one by one (a 100 000-item layout is prepared without 100 000 dictionary lookups).
  private var anySized = false

  init() {}

  func register(_ spec: ItemSpec, id: String) {
    specs[id] = spec
    if spec.sizesItself { anySized = true }
  }

  func spec(_ collectionView: CollectionView, _ indexPath: IndexPath) -> ItemSpec? {
    if let pending = pendingInserts[indexPath] { return pending }
    return collectionView.item(at: indexPath).flatMap { specs[$0.id] }
  }

  public func collectionView(_ collectionView: CollectionView, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize? {
    guard anySized, let spec = spec(collectionView, indexPath) else { return nil }
    if let size = spec.size { return size }
    if let ratio = spec.aspectRatio { return CGSize(width: layout.itemSize.width, height: layout.itemSize.width / ratio) }
    if let height = spec.height { return CGSize(width: layout.itemSize.width, height: height) }
    return nil
  }

  /// The item's `aspectRatio`, else its image's, else its `size`'s, else 1.
  public func thumbnailStripLayout(_ layout: ThumbnailStripLayout, aspectRatioAt indexPath: IndexPath) -> CGFloat {
    guard let cv = layout.collectionView, let spec = spec(cv, indexPath) else { return 1 }
    if let ratio = spec.aspectRatio { return ratio }
    if let image = spec.style.image, image.pixelSize.height > 0 { return image.pixelSize.width / image.pixelSize.height }
    if let size = spec.size, size.height > 0 { return size.width / size.height }
    return 1
  }

  public func waterfallLayout(_ layout: WaterfallLayout, heightForWidth width: CGFloat, at indexPath: IndexPath) -> CGFloat {
    guard let cv = layout.collectionView, let spec = spec(cv, indexPath) else { return width }
    if let height = spec.height { return height }
    if let ratio = spec.aspectRatio { return width / ratio }
    if let size = spec.size, size.width > 0 { return width * size.height / size.width }
    return width
  }
}
