// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelText

/// What a scene's cells answer to `preferredLayoutAttributesFitting(_:)`: the height their
/// content wants at the width the layout gives them — the label's text, and each content view's
/// (stacks, labels, images, content configurations) intrinsic height, as Auto Layout fits a cell
/// whose content is pinned to its edges. Heights are rounded up to the pixel grid and remembered
/// per item revision and width.
final class CellSizer: @unchecked Sendable {
  private let styles: StyleBook
  private let scale: CGFloat
  private let layout = ContentLayout(measurer: PangoMeasurer())
  private var cache: [String: CGFloat] = [:]
  private let lock = NSLock()

  init(styles: StyleBook, scale: CGFloat) {
    self.styles = styles
    self.scale = max(scale, 1)
  }

  /// `attributes` with the height the cell's content wants (the estimate when it wants none).
  func fitting(_ attributes: LayoutAttributes, in collectionView: CollectionView)
    -> LayoutAttributes
  {
    guard let identity = identity(of: attributes, in: collectionView) else { return attributes }
    let width = attributes.size.width
    let first = (attributes as? ListLayoutAttributes)?.isInFirstSection == true ? "^" : ""
    let key = "\(identity)\(first)@\(width)"
    lock.lock()
    let known = cache[key]
    lock.unlock()
    let height =
      known ?? measure(identity, key: attributes.key, attributes: attributes, width: width)
    lock.lock()
    cache[key] = height
    lock.unlock()
    guard let height else { return attributes }
    let fitted = attributes.copy()
    fitted.frame.size.height = height
    return fitted
  }

  /// What the element shows: a cell's item, or a header's or footer's section (cells and
  /// supplementary views only).
  private func identity(of attributes: LayoutAttributes, in collectionView: CollectionView)
    -> ElementIdentity?
  {
    let path = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      guard let item = collectionView.item(at: path) else { return nil }
      return ElementIdentity(
        id: item.id, revision: item.revision, item: item, configuredIndexPath: path)
    case .supplementaryView:
      guard let kind = attributes.representedElementKind, path.count == 2,
        collectionView.sections.indices.contains(path.section)
      else { return nil }
      let section = collectionView.sections[path.section]
      return ElementIdentity(
        id: "\(section.id)/\(kind)/\(path.item)", revision: section.revision,
        configuredIndexPath: path)
    case .decorationView:
      return nil
    }
  }

  private func measure(
    _ identity: ElementIdentity, key: ElementKey, attributes: LayoutAttributes, width: CGFloat
  ) -> CGFloat? {
    let style = styles.style(key: key, identity: identity, attributes: attributes)
    let open = CGSize(width: width, height: .greatestFiniteMagnitude)
    var height: CGFloat = -1
    if let label = style.label, !label.isEmpty {
      height = PangoMeasurer().sizeThatFits(label, style.textProperties, in: open).height
    }
    for view in style.content where !view.isHidden {
      height = max(height, layout.intrinsicSize(view, proposal: open).height)
    }
    guard height > 0, height.isFinite else { return nil }
    let fitted = (height * scale).rounded(.up) / scale
    // List rows are at least the default row height (UIListContentConfiguration's minimum).
    if let list = attributes as? ListLayoutAttributes, key.category == .cell, !list.isHeaderItem {
      return max(
        fitted, CollectionLayoutListConfiguration.defaultRowHeight(styles.traits.systemVersion))
    }
    return fitted
  }
}
