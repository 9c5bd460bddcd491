// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIImage`: an image file (PNG, JPEG, WebP or SVG) or a symbol, with its scale, rendering
/// mode and tint. Immutable: the `with…` methods return new images. Sizes are measured by
/// `ViewMeasurement.images` (the image backends), when first asked for.
@preconcurrency @MainActor
public final class Image: Hashable {
  /// `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Hashable, Sendable, CaseIterable {
    /// Template for symbols, original for files (UIKit's rule for images outside bars).
    case automatic
    /// The image's own colours.
    case alwaysOriginal
    /// The image's alpha filled with the tint colour.
    case alwaysTemplate
  }

  /// Where the pixels come from.
  public enum Source: Hashable, Sendable {
    /// An image file, by absolute path.
    case file(String)
    /// A symbol, by its SF Symbols name.
    case symbol(String)
    /// Bytes given to `init(data:)`, by their key in `ImageDataStore`.
    case data(String)
  }

  /// The file or symbol.
  nonisolated public let source: Source
  /// Pixels per point: 2 for `name@2x.png`, 3 for `@3x`, else 1 (an SVG's drawing density
  /// times that).
  public let scale: CGFloat
  /// How the image is coloured; see `RenderingMode`.
  public let renderingMode: RenderingMode
  /// The colour of a template image set by `withTintColor`; nil for the view's tint.
  public let tintColor: Color?
  /// A symbol's size, weight and scale; nil for the image view's default (body, medium).
  public let symbolConfiguration: SymbolConfiguration?

  /// A file image's pixels, read once when the image was made (as UIImage decodes once): layout
  /// asks for the size often, and reading a header means reading the file.
  let filePixels: CGSize?

  init(
    source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
    tintColor: Color? = nil, symbolConfiguration: SymbolConfiguration? = nil,
    filePixels: CGSize? = nil
  ) {
    self.source = source
    self.filePixels = filePixels
    self.scale = scale
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.symbolConfiguration = symbolConfiguration
  }

  /// `UIImage(contentsOfFile:)`: the file at `path`; nil when it is not a PNG, JPEG, WebP or SVG
  /// file Reel can read. `@2x`/`@3x` in the name set the scale.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    guard let size = ViewMeasurement.images.size(ofFile: url.path) else { return nil }
    self.init(
      source: .file(url.path), scale: Self.fileScale(url) * size.pixelsPerPoint,
      filePixels: size.pixels)
  }

  /// `UIImage(data:scale:)`: a PNG, JPEG, WebP or SVG image from its bytes (kept in memory, see
  /// `ImageDataStore`); nil when they are not an image Reel can read. `scale`: pixels per point
  /// (values that are not positive and finite are 1).
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let size = ViewMeasurement.images.size(ofData: data) else { return nil }
    let scale = scale > 0 && scale.isFinite ? scale : 1
    self.init(
      source: .data(ImageDataStore.key(for: data)), scale: scale * size.pixelsPerPoint,
      filePixels: size.pixels)
  }

  /// `UIImage(named:)`: the first of `name`, `name@3x`, `name@2x` with the extension given or
  /// one of png, jpg, jpeg, webp, svg, in `Image.searchFolders`; nil when none is found.
  public convenience init?(named name: String) {
    guard let path = Self.path(named: name, in: Self.searchFolders) else { return nil }
    self.init(contentsOfFile: path)
  }

  /// `UIImage(named:in:compatibleWith:)`: as `init(named:)`, looking in `bundle`'s resources
  /// (a SwiftPM target's `Bundle.module`) before `searchFolders`. The traits are not used
  /// (asset catalogs' appearance variants are not read).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traits: Any? = nil
  ) {
    let folders = (bundle?.resourcePath.map { [$0] } ?? []) + Self.searchFolders
    guard let path = Self.path(named: name, in: folders) else { return nil }
    self.init(contentsOfFile: path)
  }

  /// `UIImage(systemName:)`: a symbol Reel can draw (its own vector symbols for the cell
  /// accessories' glyphs; others from the installed icon font); nil for an unknown name.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// `UIImage(systemName:withConfiguration:)`.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    // A variant Reel has no symbol for (`cloud.rain.fill`) is drawn as the nearest more general
    // name it has (`cloud.rain`); a name with none is nil, as an unknown name is on iOS.
    var candidate = Substring(name)
    while !ViewMeasurement.images.hasSymbol(named: String(candidate)) {
      guard let dot = candidate.lastIndex(of: ".") else { return nil }
      candidate = candidate[..<dot]
    }
    self.init(source: .symbol(String(candidate)), symbolConfiguration: configuration)
  }

  /// Folders `init(named:)` looks in, in order: by default the current directory's `Resources`
  /// folder and the current directory.
  public static var searchFolders: [String] = {
    let here = FileManager.default.currentDirectoryPath
    return [here + "/Resources", here]
  }()
}

extension Image {
  /// Whether both are the same image object, as `NSObject`'s `isEqual(_:)` compares UIImages
  /// made separately.
  nonisolated public static func == (a: Image, b: Image) -> Bool { a === b }
  /// Hashes the object.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
