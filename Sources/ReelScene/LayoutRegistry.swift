// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelLayouts

/// The layouts scene files can name (`layout: {type: …}`): the built-ins plus any a program
/// registers, so a package's own `CollectionViewLayout` subclass can be used from scenes. What a
/// layout accepts is its class's `parameters`: scene files are read, checked and documented from
/// them.
public final class LayoutRegistry: @unchecked Sendable {
  public typealias Factory = @Sendable () -> CollectionViewLayout

  struct Entry {
    let parameters: [LayoutParameter]
    let make: Factory
  }

  /// The registry scene files use.
  public static let shared = LayoutRegistry()

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  init() {
    register("flow") { FlowLayout() }
    register("pinchFlow") { PinchResizingFlowLayout() }
    register("flyInFlow") { FlyInFlowLayout() }
    register("wobblingFlow") { WobblingFlowLayout() }
    register("parallaxPreview") { ParallaxPreviewLayout() }
    register("thumbnailStrip") { ThumbnailStripLayout() }
    register("selectionStrip") { SelectionStripLayout() }
    register("coverFlow") { CoverFlowLayout() }
    register("circle") { CircleLayout() }
    register("stack") { StackLayout() }
    register("waterfall") { WaterfallLayout() }
    register("compositional") { CollectionViewCompositionalLayout() }
    register("list") { CollectionViewCompositionalLayout() }
  }

  /// Makes `name` available to scenes: `make` returns a new layout with its defaults, and the
  /// layout's class `parameters` say which keys a scene may give. Registering an existing name
  /// replaces it. `make` also lets `CollectionViewLayout.copy()` copy layouts of its class.
  public func register(_ name: String, make: @escaping Factory) {
    let made = type(of: make())
    let parameters = made.parameters
    CollectionViewLayout.registerForCopying(made, make: make)
    lock.lock()
    defer { lock.unlock() }
    entries[name] = Entry(parameters: parameters, make: make)
  }

  /// Registered names, sorted.
  public var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries.keys.sorted()
  }

  /// The parameters a scene may give for layout type `name` (in the order they are applied).
  public func sceneParameters(for name: String) -> [LayoutParameter] {
    lock.lock()
    defer { lock.unlock() }
    return entries[name]?.parameters.filter(\.isSceneKey) ?? []
  }

  /// A new layout of `name` with its defaults, or nil for an unknown name.
  public func makeDefault(_ name: String) -> CollectionViewLayout? {
    lock.lock()
    let entry = entries[name]
    lock.unlock()
    return entry?.make()
  }
}
