// SPDX-License-Identifier: MIT
import Foundation

extension FlowLayout {
  /// The usable main-axis extent: bounds minus the content insets across the scroll axis (SPEC
  /// §1.2.2).
  var dimension: CGFloat {
    guard let cv = collectionView else { return 0 }
    let i = cv.adjustedContentInset
    return scrollDirection == .vertical
      ? cv.bounds.width - i.left - i.right : cv.bounds.height - i.top - i.bottom
  }

  /// A rectangle from main-axis/scroll-axis coordinates.
  func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
    scrollDirection == .vertical
      ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
      : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
  }

  /// Lays out every section (SPEC §1.2–1.6, §1.10).
  func computeSections() {
    needsComputation = false
    guard let cv = collectionView else {
      computedInfos = []
      computedSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let width = dimension
    let scale = cv.scale
    var cursor: CGFloat = 0
    var infos: [FlowSectionInfo] = []
    infos.reserveCapacity(cv.numberOfSections)
    for s in 0..<cv.numberOfSections {
      var info = FlowSectionInfo()
      let inset = inset(for: s)
      let spacing = interitemSpacing(for: s)
      let lineGap = lineSpacing(for: s)
      let (lead, trail) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let (crossLead, crossTrail) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
      let lineLength = width - lead - trail
      let sectionStart = cursor
      let header = headerSize(for: s)
      let footer = footerSize(for: s)
      let headerLength = max(vertical ? header.height : header.width, 0)
      let footerLength = max(vertical ? footer.height : footer.width, 0)
      if headerLength > 0 {
        info.headerFrame = rect(
          main: 0, cross: cursor.roundedToPixel(scale: scale), mainLength: width,
          crossLength: headerLength)
      }
      cursor += headerLength + crossLead

      cursor = layOutItems(
        inSection: s, count: cv.numberOfItems(inSection: s), into: &info, from: cursor,
        lead: lead, lineLength: lineLength, spacing: spacing, lineGap: lineGap, scale: scale)
      cursor += crossTrail
      if footerLength > 0 {
        info.footerFrame = rect(
          main: 0, cross: cursor.roundedToPixel(scale: scale), mainLength: width,
          crossLength: footerLength)
      }
      cursor += footerLength
      info.frame = rect(
        main: 0, cross: sectionStart, mainLength: width, crossLength: cursor - sectionStart)
      infos.append(info)
    }
    computedInfos = infos
    computedSize =
      vertical
      ? CGSize(width: max(width, 0), height: cursor) : CGSize(width: cursor, height: max(width, 0))
  }

  /// Breaks section `s`'s items into lines from `cursor` (the scroll-axis position) and places
  /// them (SPEC §1.4); returns the position after the last line.
  func layOutItems(
    inSection s: Int, count: Int, into info: inout FlowSectionInfo, from cursor: CGFloat,
    lead: CGFloat, lineLength: CGFloat, spacing: CGFloat, lineGap: CGFloat, scale: CGFloat
  ) -> CGFloat {
    let vertical = scrollDirection == .vertical
    var cursor = cursor
    let sizes = (0..<count).map {
      itemSize(at: IndexPath(item: $0, section: s), lineLength: lineLength)
    }
    let mains = sizes.map { vertical ? $0.width : $0.height }
    let crosses = sizes.map { vertical ? $0.height : $0.width }
    let uniform = sizes.allSatisfy {
      $0.width.roundedToPixel(scale: scale) == sizes[0].width.roundedToPixel(scale: scale)
        && $0.height.roundedToPixel(scale: scale) == sizes[0].height.roundedToPixel(scale: scale)
    }
    info.itemFrames = [CGRect](repeating: .zero, count: count)
    var first = 0
    while first < count {
      var sum = mains[first]
      var end = first + 1
      while end < count, sum + mains[end] + CGFloat(end - first) * spacing <= lineLength {
        sum += mains[end]
        end += 1
      }
      let isLast = end == count
      let thickness = crosses[first..<end].max() ?? 0
      let (start, gap) = lineAlignment(
        mains: mains[first..<end], sum: sum, lead: lead, lineLength: lineLength,
        spacing: spacing, isLast: isLast, uniform: uniform)
      var main = start
      for index in first..<end {
        let crossOrigin = cursor + (thickness - crosses[index]) / 2
        info.itemFrames[index] = rect(
          main: main.roundedToPixel(scale: scale),
          cross: crossOrigin.roundedToPixel(scale: scale),
          mainLength: mains[index], crossLength: crosses[index])
        main += mains[index] + gap
      }
      info.lines.append(
        FlowLine(crossStart: cursor, crossEnd: cursor + thickness, items: first..<end))
      cursor += thickness
      if !isLast { cursor += lineGap }
      first = end
    }
    return cursor
  }

  /// Start position and gap of one line (SPEC §1.4.5): justified lines, a lone item centred, the
  /// last line grid-aligned when sizes are uniform and leading-aligned with the minimum gap
  /// otherwise.
  func lineAlignment(
    mains: ArraySlice<CGFloat>, sum: CGFloat, lead: CGFloat, lineLength: CGFloat,
    spacing: CGFloat, isLast: Bool, uniform: Bool
  ) -> (start: CGFloat, gap: CGFloat) {
    let n = mains.count
    func centred(_ w: CGFloat) -> CGFloat { w <= lineLength ? lead + (lineLength - w) / 2 : lead }
    if isLast {
      guard uniform else { return (lead, spacing) }
      let w = mains.first ?? 0
      let fitting =
        w + spacing > 0 ? Int(((lineLength + spacing) / (w + spacing)).rounded(.down)) : n
      let columns = max(fitting, 1)
      if columns >= 2 { return (lead, (lineLength - CGFloat(columns) * w) / CGFloat(columns - 1)) }
      return (centred(w), spacing)
    }
    if n >= 2 { return (lead, (lineLength - sum) / CGFloat(n - 1)) }
    return (centred(mains.first ?? 0), spacing)
  }
}
