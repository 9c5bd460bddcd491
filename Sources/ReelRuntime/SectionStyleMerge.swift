// SPDX-License-Identifier: MIT
import ReelScene

/// Items' styles over their section's, merged once for a run of items that share one style: the
/// items of `items: 100000` (one shared style) get one merged patch, shared, not 100 000 copies.
struct SectionStyleMerge {
  private var last: (item: Indirect<StylePatch>, section: Int, merged: Indirect<StylePatch>)?

  /// `item`'s style over `sectionStyle`, the style of section `section`.
  mutating func merged(
    _ item: ItemSpec, over sectionStyle: StylePatch, section: Int
  ) -> Indirect<StylePatch> {
    if let last, last.section == section, last.item.sharesStorage(with: item.sharedStyle) {
      return last.merged
    }
    let merged = Indirect(wrappedValue: item.style.over(sectionStyle))
    last = (item.sharedStyle, section, merged)
    return merged
  }
}
