// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewListCell {
  /// Replaces the accessory views with views for the accessories shown in the current editing
  /// state, and places them.
  func rebuildAccessories() {
    for (_, view) in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.filter { $0.isShown(editing: isEditing) }.map { accessory in
      var shown = accessory
      if shown.kind == .multiselect { shown.isSelected = isSelected }
      if shown.kind == .outlineDisclosure { shown.isExpanded = shown.isExpanded || isExpanded }
      let view = shown.makeView()
      view.isHidden = shown.isHidden
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
      return (shown, view)
    }
    updateAccessoryConstraints()
  }

  /// Constrains the content view between the leading and trailing accessories (each centred
  /// vertically, `CellAccessory.edgeMargin` from the cell's edges, spaced by the group's
  /// spacing, centred in its reserved width), indented by `indentationLevel`.
  func updateAccessoryConstraints() {
    NSLayoutConstraint.deactivate(accessoryConstraints)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      contentView.topAnchor.constraint(equalTo: topAnchor),
      contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
    ]
    // At most a million points: an indent nothing can show, but one the engine can solve.
    let level = CGFloat(max(indentationLevel, 0))
    let indent = indentationWidth.isFinite ? min(level * max(indentationWidth, 0), 1e6) : 0
    let leading = accessoryViews.filter { $0.accessory.isLeading }
    let trailing = accessoryViews.filter { !$0.accessory.isLeading }
    var edge = leadingAnchor
    var offset = CellAccessory.edgeMargin + (indentsAccessories ? indent : 0)
    for (accessory, view) in leading {
      let pad = sized(view, for: accessory, into: &constraints)
      constraints.append(view.leadingAnchor.constraint(equalTo: edge, constant: offset + pad))
      (edge, offset) = (view.trailingAnchor, CellAccessory.leadingSpacing + pad)
    }
    let contentIndent = leading.isEmpty || !indentsAccessories ? indent : 0
    let after = leading.isEmpty ? 0 : offset - CellAccessory.leadingSpacing
    constraints.append(
      contentView.leadingAnchor.constraint(equalTo: edge, constant: contentIndent + after))
    (edge, offset) = (trailingAnchor, CellAccessory.edgeMargin)
    for (accessory, view) in trailing.reversed() {
      let pad = sized(view, for: accessory, into: &constraints)
      constraints.append(view.trailingAnchor.constraint(equalTo: edge, constant: -offset - pad))
      (edge, offset) = (view.leadingAnchor, CellAccessory.trailingSpacing + pad)
    }
    let before = trailing.isEmpty ? 0 : offset - CellAccessory.trailingSpacing
    constraints.append(contentView.trailingAnchor.constraint(equalTo: edge, constant: -before))
    accessoryConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  /// Fixes `view`'s size — its own (a custom view's frame when it keeps it, else its intrinsic
  /// or fitting size) — centres it vertically, and returns the room on each side of it that
  /// centres it in the accessory's reserved width.
  private func sized(
    _ view: View, for accessory: CellAccessory, into constraints: inout [NSLayoutConstraint]
  ) -> CGFloat {
    let intrinsic = view.intrinsicContentSize
    let size: CGSize
    if accessory.maintainsFixedSize {
      size = view.bounds.size
    } else if intrinsic.width >= 0, intrinsic.height >= 0 {
      size = intrinsic
    } else {
      size = view.sizeThatFits(.zero)
    }
    let width = max(size.width.isFinite ? size.width : 0, 0)
    let height = max(size.height.isFinite ? size.height : 0, 0)
    constraints += [
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: height),
      view.centerYAnchor.constraint(equalTo: centerYAnchor),
    ]
    guard case .custom(let reserved) = accessory.reservedLayoutWidth, reserved.isFinite else {
      return 0
    }
    return max((reserved - width) / 2, 0)
  }
}
