// SPDX-License-Identifier: MIT
internal import CPango
import Foundation
import ReelViews

extension TextLayout {
  /// `runs` (UTF-16 ranges of `text`) moved to the text as drawn, without its invisible
  /// characters (`drawable`).
  static func runsInDrawable(_ runs: [TextRun], of text: String) -> [TextRun] {
    guard !runs.isEmpty, text.unicodeScalars.contains(where: isInvisible) else { return runs }
    // For each UTF-16 offset of `text`, the offset in the drawn text.
    var map: [Int] = [0]
    var drawn = 0
    for scalar in text.unicodeScalars {
      if !isInvisible(scalar) { drawn += scalar.utf16.count }
      map.append(contentsOf: repeatElement(drawn, count: scalar.utf16.count))
    }
    return runs.map { run in
      var moved = run
      let lower = map[min(max(run.range.lowerBound, 0), map.count - 1)]
      let upper = map[min(max(run.range.upperBound, 0), map.count - 1)]
      moved.range = lower..<max(lower, upper)
      return moved
    }
  }

  /// Pango's attributes for `runs` (UTF-16 ranges of `text`, clamped to it) added to `list`.
  static func addRuns(_ runs: [TextRun], in text: String, to list: OpaquePointer?) {
    guard !runs.isEmpty else { return }
    // For each UTF-16 offset, the UTF-8 offset Pango's indices count.
    var bytes: [Int] = [0]
    var offset = 0
    for scalar in text.unicodeScalars {
      offset += scalar.utf8.count
      bytes.append(contentsOf: repeatElement(offset, count: scalar.utf16.count))
    }
    for run in runs {
      let start = bytes[min(max(run.range.lowerBound, 0), bytes.count - 1)]
      let end = bytes[min(max(run.range.upperBound, 0), bytes.count - 1)]
      guard end > start else { continue }
      for attribute in attributes(of: run) {
        attribute.pointee.start_index = UInt32(start)
        attribute.pointee.end_index = UInt32(end)
        pango_attr_list_insert(list, attribute)
      }
    }
  }

  /// The run's attributes, unplaced.
  private static func attributes(of run: TextRun) -> [UnsafeMutablePointer<PangoAttribute>] {
    var list: [UnsafeMutablePointer<PangoAttribute>?] = []
    // A font FreeType cannot size breaks the font state of the whole process, measuring
    // included: outside 0.01…4096 points (16 384 pixels at scale 4) the label's font stands.
    if let font = run.font, font.size >= 0.01, font.size <= 4096 {
      let description = fontDescription(font)
      list.append(pango_attr_font_desc_new(description))
      pango_font_description_free(description)
      if font.monospacedDigits { list.append(pango_attr_font_features_new("tnum")) }
    }
    if let spacing = run.kern ?? run.font?.tracking {
      list.append(pango_attr_letter_spacing_new(offset(spacing)))
    }
    if let color = run.color {
      list.append(
        pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
      list.append(pango_attr_foreground_alpha_new(channel(color.alpha)))
    }
    if let color = run.backgroundColor {
      list.append(
        pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
      list.append(pango_attr_background_alpha_new(channel(color.alpha)))
    }
    if !run.strikethrough.isEmpty {
      list.append(pango_attr_strikethrough_new(1))
      if let color = run.strikethroughColor {
        list.append(
          pango_attr_strikethrough_color_new(
            channel(color.red), channel(color.green), channel(color.blue)))
      }
    }
    if let color = run.underlineColor, !run.underline.isEmpty {
      list.append(
        pango_attr_underline_color_new(
          channel(color.red), channel(color.green), channel(color.blue)))
    }
    if !run.underline.isEmpty {
      let double = run.underline.contains(.double)
      list.append(
        pango_attr_underline_new(double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
    }
    if run.baselineOffset != 0 {
      list.append(pango_attr_rise_new(offset(run.baselineOffset)))
    }
    return list.compactMap { $0 }
  }

  /// How much wider than the view a line is laid out: the letter spacing after its last
  /// character, which Pango counts when it breaks and truncates lines but not in their extents.
  static func trackingAllowance(_ properties: TextProperties) -> CGFloat {
    // An attributed run's own spacing (its kern, or its font's tracking) counts as much.
    let runs = properties.runs.map { run in
      let spacing = run.kern ?? run.font?.tracking ?? 0
      return spacing.isFinite ? min(spacing, maximumOffset) : 0
    }
    return max(([properties.font.tracking] + runs).max() ?? 0, 0)
  }

  /// The most a run's kerning or baseline offset moves its characters, points either way.
  static let maximumOffset: CGFloat = 1000

  /// `points` within ±`maximumOffset` (0 when not finite), in Pango's units.
  private static func offset(_ points: CGFloat) -> Int32 {
    let bounded = points.isFinite ? min(max(points, -maximumOffset), maximumOffset) : 0
    return Int32((bounded * unit).rounded())
  }

  /// A colour channel, 0…1, in Pango's 16 bits.
  private static func channel(_ value: Double) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 65535).rounded())
  }
}
