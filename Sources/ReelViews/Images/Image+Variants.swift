// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension Image {
  /// Whether the image is a symbol (`isSymbolImage`).
  public var isSymbolImage: Bool {
    if case .symbol = source { return true }
    return false
  }

  /// `size`: points — a file's pixels ÷ `scale`; a symbol's size at its configuration's point
  /// size.
  public var size: CGSize {
    switch source {
    case .file, .data:
      guard let pixels = pixelSize else { return .zero }
      return CGSize(width: pixels.width / scale, height: pixels.height / scale)
    case .symbol(let name):
      let configuration = symbolConfiguration ?? SymbolConfiguration()
      return ViewMeasurement.images.symbolSize(
        named: name, pointSize: configuration.resolvedPointSize)
    }
  }

  /// A file image's pixels as decoded; nil for a symbol.
  public var pixelSize: CGSize? { filePixels }

  /// Whether the image is drawn as a template (its alpha in the tint colour).
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// `withRenderingMode(_:)`.
  public func withRenderingMode(_ mode: RenderingMode) -> Image {
    Image(
      source: source, scale: scale, renderingMode: mode, tintColor: tintColor,
      symbolConfiguration: symbolConfiguration, filePixels: filePixels)
  }

  /// `withTintColor(_:)`: drawn in `color`, whatever view shows it — a bitmap as its alpha
  /// filled with the colour, a symbol in it. The rendering mode stays the image's.
  public func withTintColor(_ color: Color) -> Image {
    withTintColor(color, renderingMode: renderingMode)
  }

  /// `withTintColor(_:renderingMode:)`.
  public func withTintColor(_ color: Color, renderingMode mode: RenderingMode) -> Image {
    Image(
      source: source, scale: scale, renderingMode: mode, tintColor: color,
      symbolConfiguration: symbolConfiguration, filePixels: filePixels)
  }

  /// `withConfiguration(_:)`: the symbol with `configuration` instead of its own.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    Image(
      source: source, scale: scale, renderingMode: renderingMode, tintColor: tintColor,
      symbolConfiguration: configuration, filePixels: filePixels)
  }

  /// `applyingSymbolConfiguration(_:)`: the symbol's configuration combined with
  /// `configuration` (its set values win); nil for an image that is not a symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard isSymbolImage else { return nil }
    let combined =
      symbolConfiguration.map { $0.applying(configuration) } ?? configuration
    return withConfiguration(combined)
  }

  /// `UIImage.scale` from a file name: 2 for `name@2x.png`, 3 for `@3x`, otherwise 1.
  public static func fileScale(_ url: URL) -> CGFloat {
    let stem = url.deletingPathExtension().lastPathComponent
    for factor in [2, 3] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
    return 1
  }

  static let extensions = ["png", "jpg", "jpeg", "webp", "svg"]

  /// The first existing file for `name` in `folders` (see `init(named:)`).
  static func path(named name: String, in folders: [String]) -> String? {
    guard !name.isEmpty, !name.contains("\0") else { return nil }
    let given = (name as NSString).pathExtension.lowercased()
    let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
    let kinds = given.isEmpty ? extensions : [given]
    for folder in folders {
      for suffix in ["", "@3x", "@2x"] {
        for kind in kinds {
          let path = folder + "/" + stem + suffix + "." + kind
          var isFolder: ObjCBool = false
          if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            !isFolder.boolValue
          {
            return path
          }
        }
      }
    }
    return nil
  }
}

extension Image: @MainActor CustomStringConvertible {
  /// `<UIImage: avatar@2x.png {60, 60}>`, or the symbol's name: the file's name and the size in
  /// points.
  public var description: String {
    let name: String
    switch source {
    case .file(let path): name = (path as NSString).lastPathComponent
    case .data(let key): name = key
    case .symbol(let symbol): name = "symbol(system: \(symbol))"
    }
    return "<UIImage: \(name) {\(View.number(size.width)), \(View.number(size.height))}>"
  }
}
