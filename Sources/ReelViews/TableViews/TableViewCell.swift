// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// A row of a table: a content view filled by a list content configuration of the cell's
/// style (or by `textLabel`, `detailTextLabel` and `imageView`), with an accessory.
/// Mirrors `UIKit.UITableViewCell`.
///
/// ## Differences from UIKit
/// It is a `CollectionViewListCell` (a table's rows are a list; see `TableView`), so it also has
/// the list cell's `accessories`. `value2` is drawn as `value1`.
@preconcurrency @MainActor
open class TableViewCell: CollectionViewListCell {
  /// The cell's built-in layout of text. Mirrors `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable, CaseIterable {
    /// Text (and an image) on one line.
    case `default`
    /// Text, and the detail text at the trailing edge in the secondary colour.
    case value1
    /// A small label beside the text (drawn as `value1` here).
    case value2
    /// Text with the detail text under it.
    case subtitle
  }

  /// The standard accessory at the trailing edge. Mirrors `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected row looks. Mirrors `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable, CaseIterable {
    /// No selected look.
    case none
    /// The grey selected background (iOS draws `blue` grey too).
    case blue, gray, `default`
  }

  /// A row's editing control. Mirrors `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable, CaseIterable {
    case none, delete, insert
  }

  /// The style the cell was made with.
  let cellStyle: CellStyle
  lazy var legacy = LegacyCellContent(owner: self)
  /// The table showing the cell, once it has asked for it.
  weak var table: TableView?
  /// Kept: separators follow the table's `separatorInset` and the row's text. Mirrors
  /// `separatorInset`.
  open var separatorInset: EdgeInsets = .zero
  /// The controls the table shows while editing (a delete or insert button, a reorder
  /// control), set as the table readies the cell for its row.
  var editingControls: [CellAccessory] = [] { didSet { updateTableAccessories() } }

  /// The standard accessory; default `none`. Mirrors `accessoryType`.
  open var accessoryType = AccessoryType.none { didSet { updateTableAccessories() } }
  /// A view of your own at the trailing edge, shown instead of `accessoryType`'s. Mirrors
  /// `accessoryView`.
  open var accessoryView: View? { didSet { updateTableAccessories() } }
  /// The accessory while the table is editing; default `none`. Mirrors `editingAccessoryType`.
  open var editingAccessoryType = AccessoryType.none { didSet { updateTableAccessories() } }
  /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` without
  /// animation, as UIKit's does. Mirrors `isSelected`.
  open override var isSelected: Bool {
    get { super.isSelected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether a touch is down on the row; setting it calls `setHighlighted(_:animated:)` without
  /// animation. Mirrors `isHighlighted`.
  open override var isHighlighted: Bool {
    get { super.isHighlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Selects or deselects the cell: the table calls it (through `isSelected`) as its row's
  /// selection changes, so a subclass overrides it, calling `super`, to follow the selection.
  /// Mirrors `setSelected(_:animated:)`.
  open func setSelected(_ selected: Bool, animated: Bool) { super.isSelected = selected }

  /// Highlights the cell or clears its highlight: the table calls it (through `isHighlighted`)
  /// while a touch is down on its row. Mirrors `setHighlighted(_:animated:)`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.isHighlighted = highlighted
  }

  /// How the selected row looks; default `default` (grey). Mirrors `selectionStyle`.
  open var selectionStyle = SelectionStyle.default { didSet { setNeedsUpdateConfiguration() } }
  /// Whether the row shows the delete or insert control while editing; default true. Mirrors
  /// `showsReorderControl`'s sibling `shouldIndentWhileEditing`.
  open var shouldIndentWhileEditing = true

  /// A cell of `style` for reuse under `reuseIdentifier`. Mirrors
  /// `init(style:reuseIdentifier:)`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// A `default`-style cell in `frame`, as UIKit makes a registered class.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// The primary text's label (made on first use). Mirrors `textLabel`.
  open var textLabel: Label? { legacy.text() }
  /// The secondary text's label; nil for the `default` style. Mirrors `detailTextLabel`.
  open var detailTextLabel: Label? { cellStyle == .default ? nil : legacy.detail() }
  /// The image at the leading edge (made on first use). Mirrors `imageView`.
  open var imageView: ImageView? { legacy.image() }

  /// The list content configuration of the cell's style: `cell()`, `subtitleCell()` or
  /// `valueCell()`. Mirrors `defaultContentConfiguration()`.
  open override func defaultContentConfiguration() -> ListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The cell's state; a cell whose `selectionStyle` is `none` never looks selected.
  open override var configurationState: CellConfigurationState {
    var state = super.configurationState
    if selectionStyle == .none {
      state.isSelected = false
      state.isHighlighted = false
    }
    return state
  }

  override func performConfigurationUpdate() {
    if legacy.isUsed {
      contentConfiguration = legacy.configuration(from: defaultContentConfiguration())
    }
    super.performConfigurationUpdate()
  }

  private func updateTableAccessories() {
    var shown: [CellAccessory] = []
    if let accessoryView {
      shown.append(
        .customView(
          configuration: .init(
            customView: accessoryView, placement: .trailing(displayed: .whenNotEditing))))
    } else {
      shown += Self.accessories(accessoryType, displayed: .whenNotEditing)
    }
    shown += Self.accessories(editingAccessoryType, displayed: .whenEditing)
    accessories = shown + editingControls
  }

  private static func accessories(
    _ type: AccessoryType, displayed: CellAccessory.DisplayedState
  ) -> [CellAccessory] {
    switch type {
    case .none: []
    case .disclosureIndicator: [.disclosureIndicator(displayed: displayed)]
    case .checkmark: [.checkmark(displayed: displayed)]
    case .detailButton: [.detail(displayed: displayed)]
    case .detailDisclosureButton:
      [.detail(displayed: displayed), .disclosureIndicator(displayed: displayed)]
    }
  }
}
