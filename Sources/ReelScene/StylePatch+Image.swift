// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

extension StylePatch {
  /// `path`, `{light: path, dark: path}` or `{file, contentMode, masksToAspectFit, scale}` (where
  /// `file` may be `{light, dark}` too): a PNG, JPEG or WebP file, checked (it must exist, its
  /// header's size be within the limits, and it must decode); of two, the appearance's is drawn.
  static func image(_ value: SceneValue) throws(SceneError) -> ItemStyle.Image {
    var fileValue = value
    var mode = ItemStyle.ContentMode.scaleToFill
    var masks = false
    var scaleValue: CGFloat?
    let variantsOnly =
      value.isMapping && !value.mappingKeys.contains("file")
      && value.mappingKeys.contains { $0 == "light" || $0 == "dark" }
    if value.isMapping, !variantsOnly {
      let m = try value.mapping(allowed: SceneKeys.image)
      scaleValue = try m["scale"].map { v throws(SceneError) in
        CGFloat(try v.double(in: 0.01...100))
      }
      fileValue = try m.required("file", "a PNG, JPEG or WebP file, relative to the scene")
      if let v = m["contentMode"] {
        mode = ItemStyle.ContentMode(
          rawValue: try v.choice(ItemStyle.ContentMode.allCases.map(\.rawValue)))!
      }
      masks = try m["masksToAspectFit"]?.bool() ?? false
    }
    // `file: {light, dark}`: both files are checked, the one for the scene's appearance drawn.
    var chosen = fileValue
    if fileValue.isMapping {
      let variants = try fileValue.mapping(allowed: ["light", "dark"])
      let light = try variants.required("light", "the image in light mode")
      let dark = try variants.required("dark", "the image in dark mode")
      _ = try checkedFile(value.context.traits.userInterfaceStyle == .dark ? light : dark)
      chosen = value.context.traits.userInterfaceStyle == .dark ? dark : light
    }
    let (url, size) = try checkedFile(chosen)
    var image = ItemStyle.Image(
      path: url.standardizedFileURL.path, pixelSize: size, contentMode: mode,
      masksToAspectFit: masks)
    image.scale = scaleValue ?? Self.fileScale(url)
    if ImageFormat.sniff(path: url.path) == .svg {
      // Drawn at `SVGImage.rasterScale` pixels per point: its points are the document's.
      let points = try? value.context.assets.pointSize(
        ofSVG: url.path, maximumPixels: value.context.limits.imagePixels)
      image.scale *= points.map { size.width / max($0.width, 0.001) } ?? 1
    }
    return image
  }

  /// The image file `fileValue` names, checked: within the sandbox, its header's size within the
  /// limits, then decoded in full. Returns its URL and pixel size.
  static func checkedFile(_ fileValue: SceneValue) throws(SceneError) -> (URL, CGSize) {
    let url = try imageFile(fileValue)
    try checkPixels(of: url, fileValue)
    // The structure first (signature, IHDR, sides, a complete chunk list): it names what is wrong
    // in words, where a decoder only says it failed. Then the full decode, which finds corrupt
    // pixel data.
    do {
      let header = try fileValue.context.assets.pixelSize(
        ofImage: url.path, maximumPixels: fileValue.context.limits.imagePixels)
      var size = CGSize(width: header.width, height: header.height)
      if let decode = fileValue.context.decodeImage { size = try decode(url.path) }
      return (url, size)
    } catch { throw fileValue.error("\(url.path): \(error)") }
  }

  /// `UIImage.scale` from a file name: 2 for `name@2x.png`, 3 for `@3x`, otherwise 1.
  static func fileScale(_ url: URL) -> CGFloat {
    let stem = url.deletingPathExtension().lastPathComponent
    for factor in [2, 3] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
    return 1
  }

  /// The existing regular file `value` names (relative to the scene), inside the sandbox.
  static func imageFile(_ fileValue: SceneValue) throws(SceneError) -> URL {
    let name = try fileValue.string()
    let value = fileValue
    if value.context.limits.sandbox,
      let problem = Sandbox.problem(name, in: value.context.baseDirectory)
    {
      throw fileValue.error(problem)
    }
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : value.context.baseDirectory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw fileValue.error("no image file at \(url.path)")
    }
    guard RegularFile.size(atPath: url.path) != nil else {
      throw fileValue.error("\(url.path): not a regular file (a folder, device or pipe)")
    }
    return url
  }

  /// Checks the image's claimed size, and the scene's images together, against the limits.
  static func checkPixels(of url: URL, _ fileValue: SceneValue) throws(SceneError) {
    let value = fileValue
    // The header's claim is checked before the image is decoded (a decompression bomb never is).
    // Sides are 32-bit in the header, so their product can overflow Int: it saturates instead.
    if let claimed = value.context.assets.claimedPixelSize(
      ofImage: url.path, maximumPixels: value.context.limits.imagePixels)
    {
      let (product, overflow) = claimed.width.multipliedReportingOverflow(by: claimed.height)
      let pixels = overflow ? Int.max : product
      if pixels > value.context.limits.imagePixels {
        throw fileValue.error(
          "\(url.path): "
            + SceneLimits.message(
              "the image's size in pixels (\(claimed.width)×\(claimed.height))", pixels,
              limit: value.context.limits.imagePixels, flag: "--max-image-pixels"))
      }
      // Every image stays decoded while frames are drawn: their sum is checked before this one is.
      let total = value.context.images.add(url.standardizedFileURL.path, pixels: pixels)
      if total > value.context.limits.totalImagePixels {
        throw fileValue.error(
          "\(url.path): "
            + SceneLimits.message(
              "the pixels of all the scene's images together", total,
              limit: value.context.limits.totalImagePixels,
              flag: "--max-total-image-pixels"))
      }
    }
  }
}
