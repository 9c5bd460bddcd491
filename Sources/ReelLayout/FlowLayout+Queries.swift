// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension FlowLayout {
  func elementAttributes(in rect: CGRect) -> [LayoutAttributes] {
    guard !rect.isEmpty, dimension > 0, let cv = collectionView, !cv.bounds.isEmpty else { return [] }
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
    var items: [LayoutAttributes] = []
    var headers: [LayoutAttributes] = []
    var footers: [LayoutAttributes] = []
    for (s, info) in sectionInfos.enumerated() where info.frame.intersects(rect) || info.frame.isEmpty {
      // Binary search for the first line that ends after `low`.
      var lo = 0, hi = info.lines.count
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
      if let header = headerAttributes(section: s), header.frame.intersects(rect) { headers.append(header) }
      if let footer = footerAttributes(section: s), footer.frame.intersects(rect) { footers.append(footer) }
    }
    return items + headers + footers
  }

  func itemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, sectionInfos.indices.contains(indexPath.section),
      sectionInfos[indexPath.section].itemFrames.indices.contains(indexPath.item)
    else { return nil }
    return cellAttributes(indexPath, frame: sectionInfos[indexPath.section].itemFrames[indexPath.item])
  }

  func supplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
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
        if frames.dropLast().contains(where: { $0.map { $0.intersects(old) || $0.intersects(newBounds) } ?? false }) {
          return true
        }
      }
    }
    if scrollDirection == .vertical { return newBounds.width != old.width || newBounds.minX != old.minX }
    return newBounds.height != old.height || newBounds.minY != old.minY
  }

  func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.layoutAttributesClass.init(category: .cell, kind: nil, indexPath: indexPath)
    attributes.frame = frame
    return attributes
  }

  func headerAttributes(section s: Int) -> LayoutAttributes? {
    guard sectionInfos.indices.contains(s), var frame = sectionInfos[s].headerFrame else { return nil }
    if sectionHeadersPinToVisibleBounds, let visible = visibleRect {
      let info = sectionInfos[s]
      let vertical = scrollDirection == .vertical
      let footerLength = info.footerFrame.map { vertical ? $0.height : $0.width } ?? 0
      let scale = collectionView?.scale ?? 1
      if vertical {
        var y = max(frame.minY, visible.minY)
        if y + frame.height + footerLength > info.frame.maxY { y = info.frame.maxY - (footerLength + frame.height) }
        frame.origin.y = y.roundedToPixel(scale: scale)
      } else {
        var x = max(frame.minX, visible.minX)
        if x + frame.width + footerLength > info.frame.maxX { x = info.frame.maxX - (footerLength + frame.width) }
        frame.origin.x = x.roundedToPixel(scale: scale)
      }
    }
    return supplementary(ElementKind.sectionHeader, section: s, frame: frame)
  }

  func footerAttributes(section s: Int) -> LayoutAttributes? {
    guard sectionInfos.indices.contains(s), var frame = sectionInfos[s].footerFrame else { return nil }
    if sectionFootersPinToVisibleBounds, let visible = visibleRect {
      let info = sectionInfos[s]
      let vertical = scrollDirection == .vertical
      let headerLength = info.headerFrame.map { vertical ? $0.height : $0.width } ?? 0
      let scale = collectionView?.scale ?? 1
      if vertical {
        var y = min(frame.minY, visible.maxY - frame.height)
        if y - headerLength < info.frame.minY { y = info.frame.minY + headerLength }
        frame.origin.y = y.roundedToPixel(scale: scale)
      } else {
        var x = min(frame.minX, visible.maxX - frame.width)
        if x - headerLength < info.frame.minX { x = info.frame.minX + headerLength }
        frame.origin.x = x.roundedToPixel(scale: scale)
      }
    }
    return supplementary(ElementKind.sectionFooter, section: s, frame: frame)
  }

  private var visibleRect: CGRect? {
    guard let cv = collectionView else { return nil }
    return cv.bounds.inset(by: cv.adjustedContentInset)
  }

  private func supplementary(_ kind: String, section: Int, frame: CGRect) -> LayoutAttributes {
    let attributes = Self.layoutAttributesClass.init(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
    attributes.frame = frame
    attributes.zIndex = Self.supplementaryZIndex
    return attributes
  }
}
