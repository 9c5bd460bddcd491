// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelText

/// What a scene's cells answer to `preferredLayoutAttributesFitting(_:)`: the size their content
/// wants when offered the frame the layout gives them — the label's text wrapped at the offered
/// width, and each content view's (stacks, labels, images, content configurations) intrinsic
/// size, as Auto Layout's `systemLayoutSizeFitting` fits a cell whose content is pinned to its
/// edges: both axes fitted (UIKit's default), or an axis kept at the offered size when the style's
/// `horizontalFittingPriority` or `verticalFittingPriority` is `required`. Sizes are rounded up to
/// the pixel grid and remembered per item revision and offered size.
final class CellSizer: @unchecked Sendable {
  private let styles: StyleBook
  private let scale: CGFloat
  private var cache: [String: CGSize?] = [:]
  private let lock = NSLock()

  init(styles: StyleBook, scale: CGFloat) {
    self.styles = styles
    self.scale = max(scale, 1)
  }

  /// `attributes` with the height the cell's content wants (the estimate when it wants none).
  func fitting(_ attributes: LayoutAttributes, in collectionView: CollectionView)
    -> LayoutAttributes
  {
    guard let identity = Self.identity(of: attributes, in: collectionView) else {
      return attributes
    }
    let offered = attributes.size
    let first = (attributes as? ListLayoutAttributes)?.isInFirstSection == true ? "^" : ""
    let key = "\(identity)\(first)@\(offered.width)x\(offered.height)"
    lock.lock()
    let known = cache[key]
    lock.unlock()
    let size = known ?? measure(identity, key: attributes.key, attributes: attributes)
    lock.lock()
    cache[key] = size
    lock.unlock()
    guard let size else { return attributes }
    let fitted = attributes.copy()
    fitted.frame.size = size
    return fitted
  }

  /// What the element shows: a cell's item, or a header's or footer's section (cells and
  /// supplementary views only).
  static func identity(of attributes: LayoutAttributes, in collectionView: CollectionView)
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

  /// The size the element's content wants in the offered frame; nil when it wants none.
  private func measure(
    _ identity: ElementIdentity, key: ElementKey, attributes: LayoutAttributes
  ) -> CGSize? {
    let style = styles.style(key: key, identity: identity, attributes: attributes)
    let offered = attributes.size
    let open = CGSize(width: offered.width, height: .greatestFiniteMagnitude)
    let fixed = styles.fittingPriorities(of: identity, key: key)
    var natural = CGSize(width: -1, height: -1)
    if let label = style.label, !label.isEmpty {
      natural = TextMeasurers.engine.sizeThatFits(label, style.textProperties, in: open)
    }
    if style.content.contains(where: { !$0.isHidden }) {
      let size = ContentTree.fittingSize(
        style.content, width: offered.width, keepsWidth: fixed.horizontal,
        direction: style.textProperties.layoutDirection, measurer: TextMeasurers.engine)
      natural = CGSize(
        width: max(natural.width, size.width), height: max(natural.height, size.height))
    }
    guard natural.height > 0, natural.height.isFinite else { return nil }
    var size = CGSize(
      width: fixed.horizontal || !(natural.width > 0) ? offered.width : pixels(natural.width),
      height: fixed.vertical ? offered.height : pixels(natural.height))
    // List rows are at least the default row height (UIListContentConfiguration's minimum).
    if let list = attributes as? ListLayoutAttributes, key.category == .cell, !list.isHeaderItem {
      size.height = max(
        size.height,
        CollectionLayoutListConfiguration.defaultRowHeight(styles.traits.systemVersion))
    }
    return size
  }

  /// `length` rounded up to the pixel grid, at most the largest finite length.
  private func pixels(_ length: CGFloat) -> CGFloat {
    min((length * scale).rounded(.up) / scale, .greatestFiniteMagnitude)
  }
}
