// SPDX-License-Identifier: MIT
import Foundation

extension FlowLayout {
  func elementAttributes(in rect: CGRect) -> [LayoutAttributes] {
    guard !rect.isEmpty, dimension > 0, let cv = collectionView, !cv.bounds.isEmpty else {
      return []
    }
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var items: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    for (s, info) in sectionInfos.enumerated()
    where info.frame.intersects(rect) || info.frame.isEmpty {
      // Binary search for the first line that ends after `low`.
      var lo = 0
      var hi = info.lines.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if info.lines[mid].crossEnd < low { lo = mid + 1 } else { hi = mid }
      }
      var l = lo
      while l < info.lines.count, info.lines[l].crossStart <= high {
        for i in info.lines[l].items where info.itemFrames[i].intersects(rect) {
          items.append(cellAttributes(IndexPath(item: i, section: s), frame: info.itemFrames[i]))
        }
        l += 1
      }
      if let header = headerAttributes(section: s), header.frame.intersects(rect) {
        headers.append(header)
      }
      if let footer = footerAttributes(section: s), footer.frame.intersects(rect) {
        footers.append(footer)
      }
    }
    return items + headers + footers
  }

  func itemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, sectionInfos.indices.contains(indexPath.section),
      sectionInfos[indexPath.section].itemFrames.indices.contains(indexPath.item)
    else { return nil }
    return cellAttributes(
      indexPath, frame: sectionInfos[indexPath.section].itemFrames[indexPath.item])
  }

  func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard indexPath.count >= 1 else { return nil }
    switch elementKind {
    case ElementKind.sectionHeader: return headerAttributes(section: indexPath[0])
    case ElementKind.sectionFooter: return footerAttributes(section: indexPath[0])
    default: return nil
    }
  }

  func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
    guard let old = collectionView?.bounds else { return false }
    if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
      for (s, info) in sectionInfos.enumerated() {
        let frames = [
          sectionHeadersPinToVisibleBounds ? headerAttributes(section: s)?.frame : nil,
          sectionFootersPinToVisibleBounds ? footerAttributes(section: s)?.frame : nil,
          info.frame,
        ]
        if frames.dropLast().contains(where: {
          $0.map { $0.intersects(old) || $0.intersects(newBounds) } ?? false
        }) {
          return true
        }
      }
    }
    if scrollDirection == .vertical {
      return newBounds.width != old.width || newBounds.minX != old.minX
    }
    return newBounds.height != old.height || newBounds.minY != old.minY
  }

  func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.attributesType.init(
      category: .cell, kind: nil, indexPath: indexPath)
    attributes.frame = frame
    return attributes
  }

  func headerAttributes(section s: Int) -> LayoutAttributes? {
    guard sectionInfos.indices.contains(s), let frame = sectionInfos[s].headerFrame else {
      return nil
    }
    let pinned = sectionHeadersPinToVisibleBounds ? pin(frame, section: s, isHeader: true) : frame
    return supplementary(ElementKind.sectionHeader, section: s, frame: pinned)
  }

  func footerAttributes(section s: Int) -> LayoutAttributes? {
    guard sectionInfos.indices.contains(s), let frame = sectionInfos[s].footerFrame else {
      return nil
    }
    let pinned = sectionFootersPinToVisibleBounds ? pin(frame, section: s, isHeader: false) : frame
    return supplementary(ElementKind.sectionFooter, section: s, frame: pinned)
  }

  /// A pinned header or footer (SPEC §1.7.2), along the scroll axis: a header sticks to the start
  /// of
  /// the visible bounds until the section's end (less its footer) pushes it out; a footer mirrors
  /// that.
  private func pin(_ frame: CGRect, section s: Int, isHeader: Bool) -> CGRect {
    guard let visible = visibleRect else { return frame }
    let vertical = scrollDirection == .vertical
    func start(_ r: CGRect) -> CGFloat { vertical ? r.minY : r.minX }
    func end(_ r: CGRect) -> CGFloat { vertical ? r.maxY : r.maxX }
    func length(_ r: CGRect?) -> CGFloat { r.map { vertical ? $0.height : $0.width } ?? 0 }
    let info = sectionInfos[s]
    let own = length(frame)
    var position: CGFloat
    if isHeader {
      let footer = length(info.footerFrame)
      position = max(start(frame), start(visible))
      if position + own + footer > end(info.frame) { position = end(info.frame) - (footer + own) }
    } else {
      let header = length(info.headerFrame)
      position = min(start(frame), end(visible) - own)
      if position - header < start(info.frame) { position = start(info.frame) + header }
    }
    var pinned = frame
    let rounded = position.roundedToPixel(scale: collectionView?.scale ?? 1)
    if vertical { pinned.origin.y = rounded } else { pinned.origin.x = rounded }
    return pinned
  }

  private var visibleRect: CGRect? {
    guard let cv = collectionView else { return nil }
    return cv.bounds.inset(by: cv.adjustedContentInset)
  }

  private func supplementary(_ kind: String, section: Int, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.attributesType.init(
      category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = Self.supplementaryZIndex
    return attributes
  }
}
