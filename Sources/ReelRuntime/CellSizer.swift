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
    guard attributes.representedElementCategory == .cell,
      let item = collectionView.item(at: attributes.indexPath)
    else { return attributes }
    let width = attributes.size.width
    let key = "\(item.id)#\(item.revision)@\(width)"
    lock.lock()
    let known = cache[key]
    lock.unlock()
    let height =
      known
      ?? measure(
        ElementIdentity(
          id: item.id, revision: item.revision, item: item,
          configuredIndexPath: attributes.indexPath),
        key: attributes.key, width: width)
    lock.lock()
    cache[key] = height
    lock.unlock()
    guard let height else { return attributes }
    let fitted = attributes.copy()
    fitted.frame.size.height = height
    return fitted
  }

  private func measure(_ identity: ElementIdentity, key: ElementKey, width: CGFloat) -> CGFloat? {
    let style = styles.style(key: key, identity: identity)
    let open = CGSize(width: width, height: .greatestFiniteMagnitude)
    var height: CGFloat = -1
    if let label = style.label, !label.isEmpty {
      height = PangoMeasurer().sizeThatFits(label, style.textProperties, in: open).height
    }
    for view in style.content where !view.isHidden {
      height = max(height, layout.intrinsicSize(view, proposal: open).height)
    }
    guard height > 0, height.isFinite else { return nil }
    return (height * scale).rounded(.up) / scale
  }
}
