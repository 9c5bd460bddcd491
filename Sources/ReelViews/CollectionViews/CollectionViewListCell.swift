// SPDX-License-Identifier: MIT
import Foundation

/// `UICollectionViewListCell`: a cell for a list section, whose default content is a list
/// content configuration and which shows accessories beside its content: leading ones (delete,
/// insert, multiselect) before it, trailing ones (chevrons, checkmarks, labels, reorder grips)
/// after it, the content view narrowed to the room between them and indented by
/// `indentationLevel`. (Separators and swipe actions are part 15's.)
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
  /// The accessories, each group (leading, trailing) shown in this order; default none.
  open var accessories: [CellAccessory] = [] { didSet { rebuildAccessories() } }
  /// How many levels the content (and, with `indentsAccessories`, the leading accessories) is
  /// indented; default 0. Negative counts as 0.
  open var indentationLevel = 0 { didSet { updateAccessoryConstraints() } }
  /// Points per indentation level; default 10 (UIKit's list cells' standard; sidebars use 20).
  open var indentationWidth: CGFloat = CollectionViewListCell.standardIndentationWidth {
    didSet { updateAccessoryConstraints() }
  }
  /// Whether the leading accessories are indented with the content; default true.
  open var indentsAccessories = true { didSet { updateAccessoryConstraints() } }
  /// Whether the cell is in its editing state, which decides the accessories shown (on iOS the
  /// collection view's `isEditing` sets it; Reel lets you set it on the cell). Default false.
  open var isEditing = false {
    didSet {
      guard oldValue != isEditing else { return }
      rebuildAccessories()
      stateChanged()
    }
  }

  /// UIKit's indentation per level in a list: 10 points.
  public nonisolated static let standardIndentationWidth: CGFloat = 10
  /// The indentation per level in a sidebar list: 20 points.
  public nonisolated static let sidebarIndentationWidth: CGFloat = 20

  /// The views showing `accessories` now (hidden and not-displayed ones left out), with the
  /// accessory each shows, in order.
  var accessoryViews: [(accessory: CellAccessory, view: View)] = []
  /// The constraints placing the content view and the accessory views.
  var accessoryConstraints: [NSLayoutConstraint] = []
  /// The separator's guide, made on first use.
  var separatorGuide: LayoutGuide?

  /// A list cell in `frame` (points) with no accessories, not indented.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateAccessoryConstraints()
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `defaultContentConfiguration()`: the `cell()` preset, to fill in and set as
  /// `contentConfiguration`.
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The cell's state, its editing and outline states included.
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state.isEditing = isEditing
    state.isExpanded = isExpanded
    return state
  }

  /// Whether the item's outline section is expanded (its disclosure points down); set by the
  /// collection view from its diffable data source's section snapshot.
  package var isExpanded = false {
    didSet { if oldValue != isExpanded { rebuildAccessories() } }
  }

  /// Whether the view shows a section's header or footer rather than a row: it then keeps a
  /// clear background, as a list's headers do, instead of its list's row background.
  var isHeaderOrFooter = false

  /// Selecting updates the configurations for the new state.
  open override var isSelected: Bool {
    didSet { if oldValue != isSelected { rebuildAccessories() } }
  }

  override func performConfigurationUpdate() {
    if !isHeaderOrFooter, backgroundConfiguration == nil, backgroundView == nil,
      backgroundColor == nil,
      let list = Self.listBackground(traitCollection.listEnvironment)
    {
      backgroundConfiguration = list
    }
    super.performConfigurationUpdate()
  }

  /// The row background of a list of `environment`: UIKit gives list cells and table cells
  /// their list's (white on a grouped list's grey, grey while highlighted or selected).
  private static func listBackground(_ environment: ListEnvironment) -> BackgroundConfiguration? {
    switch environment {
    case .plain: .listPlainCell()
    case .grouped, .insetGrouped: .listGroupedCell()
    default: nil
    }
  }
}
