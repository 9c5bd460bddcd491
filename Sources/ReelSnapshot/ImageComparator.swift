// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Compares two images the way people see them: a per-pixel colour difference in the YIQ colour
/// space (Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC transmission
/// color space in mobile applications", 2010 — the measure pixelmatch and Playwright use), with
/// anti-aliased pixels recognised and forgiven (Vyšniauskas, "Anti-aliased pixel and intensity
/// slope
/// detector", 2009), so a 1-px shift of an antialiased edge does not fail.
///
/// Framework-free: use it from a CLI, a test helper or any other tool.
public struct ImageComparator: Sendable, Hashable {
  /// Per-pixel colour threshold, 0…1: 0 fails on any change, 1 accepts any. The default 0.1 is
  /// pixelmatch's and Playwright's; it lets through differences people do not notice.
  public var threshold: Double
  /// The largest share of differing pixels (0…1) that still passes; default 0.
  public var maximumDifferingShare: Double
  /// Whether pixels that look like anti-aliasing in either image are forgiven (default true).
  public var forgivesAntialiasing: Bool

  public init(
    threshold: Double = 0.1, maximumDifferingShare: Double = 0, forgivesAntialiasing: Bool = true
  ) {
    self.threshold = min(max(threshold, 0), 1)
    self.maximumDifferingShare = min(max(maximumDifferingShare, 0), 1)
    self.forgivesAntialiasing = forgivesAntialiasing
  }

  /// The largest YIQ difference there is (black against white), the scale `threshold` is a
  /// fraction of.
  static let maximumDelta = 35215.0

  /// Compares `actual` with `reference`. Images of different sizes never match.
  public func compare(reference: Raster, actual: Raster) -> ImageComparison {
    guard reference.width == actual.width, reference.height == actual.height else {
      return ImageComparison(
        referenceSize: (reference.width, reference.height),
        actualSize: (actual.width, actual.height), differingPixels: 0,
        antialiasedPixels: 0, maximumDifferingShare: maximumDifferingShare, diff: nil,
        regions: [])
    }
    let width = reference.width
    let height = reference.height
    let limit = Self.maximumDelta * threshold * threshold
    var differing = 0
    var antialiased = 0
    var marks = [UInt8](repeating: 0, count: width * height)  // 0 same, 1 anti-aliasing, 2 differs
    let a = PixelView(reference)
    let b = PixelView(actual)
    for y in 0..<height {
      for x in 0..<width {
        let i = y * width + x
        if a.word(i) == b.word(i) { continue }
        let delta = Self.delta(a, i, b, i)
        guard abs(delta) > limit else { continue }
        if forgivesAntialiasing
          && (a.isAntialiased(x, y, other: b) || b.isAntialiased(x, y, other: a))
        {
          antialiased += 1
          marks[i] = 1
        } else {
          differing += 1
          marks[i] = 2
        }
      }
    }
    let regions = differing == 0 ? [] : ChangedRegions.find(marks: marks, width: width)
    return ImageComparison(
      referenceSize: (width, height), actualSize: (width, height), differingPixels: differing,
      antialiasedPixels: antialiased,
      maximumDifferingShare: maximumDifferingShare,
      diff: DiffImage.make(reference: reference, marks: marks, regions: regions),
      regions: regions)
  }

  /// The YIQ difference of two pixels blended over white, signed by which is brighter
  /// (negative: `b` is brighter).
  static func delta(
    _ a: PixelView, _ i: Int, _ b: PixelView, _ j: Int, brightnessOnly: Bool = false
  ) -> Double {
    let (r1, g1, b1) = a.overWhite(i)
    let (r2, g2, b2) = b.overWhite(j)
    let y1 = luma(r1, g1, b1)
    let y2 = luma(r2, g2, b2)
    let dy = y1 - y2
    if brightnessOnly { return dy }
    let di = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
    let dq = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
    let d = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    return y1 > y2 ? -d : d
  }

  static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }
  static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
  }
  static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
  }
}

/// The outcome of `ImageComparator.compare`.
public struct ImageComparison: Sendable {
  public let referenceSize: (width: Int, height: Int)
  public let actualSize: (width: Int, height: Int)
  /// Pixels that differ beyond the threshold and are not anti-aliasing.
  public let differingPixels: Int
  /// Pixels that differ but were recognised as anti-aliasing (forgiven).
  public let antialiasedPixels: Int
  let maximumDifferingShare: Double
  /// Changed pixels in red (anti-aliasing in yellow) over a faded reference; nil when the sizes
  /// differ.
  public let diff: Raster?
  /// Where the differing pixels are: boxes around their connected components (near ones merged),
  /// largest first; empty when nothing differs or the sizes differ.
  public let regions: [PixelRect]

  public var sizesMatch: Bool { referenceSize == actualSize }
  /// Differing pixels over all pixels, 0…1.
  public var differingShare: Double {
    let total = actualSize.width * actualSize.height
    return total == 0 ? 0 : Double(differingPixels) / Double(total)
  }
  public var passed: Bool { sizesMatch && differingShare <= maximumDifferingShare }

  /// One line for people: what differs and by how much.
  public var summary: String {
    guard sizesMatch else {
      return
        """
        the reference is \(referenceSize.width)×\(referenceSize.height) pixels, the actual \
        image \(actualSize.width)×\(actualSize.height)
        """
    }
    let percent = String(format: "%.3f", differingShare * 100)
    let allowed = String(format: "%.3f", maximumDifferingShare * 100)
    let listed = regions.prefix(3).map(\.description).joined(separator: ", ")
    let more = regions.count > 3 ? ", …" : ""
    let place =
      regions.isEmpty
      ? "" : " in \(regions.count) region\(regions.count == 1 ? "" : "s") (\(listed)\(more))"
    return
      """
      \(differingPixels) pixels differ\(place) (\(percent) %, \(allowed) % allowed), \
      \(antialiasedPixels) anti-aliased pixels forgiven
      """
  }
}
