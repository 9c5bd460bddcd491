// SPDX-License-Identifier: MIT
import Foundation

extension CellAccessory {
  /// `disclosureIndicator(displayed:options:)`: a grey forward chevron, trailing.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> CellAccessory {
    CellAccessory(kind: .disclosureIndicator, displayed: displayed, options: options)
  }

  /// `checkmark(displayed:options:)`: a checkmark in the tint colour, trailing.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> CellAccessory {
    CellAccessory(kind: .checkmark, displayed: displayed, options: options)
  }

  /// `detail(displayed:options:actionHandler:)`: an info circle in the tint colour, trailing.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    var accessory = CellAccessory(kind: .detail, displayed: displayed, options: options)
    accessory.actionHandler = actionHandler
    return accessory
  }

  /// `delete(displayed:options:actionHandler:)`: a red disc with a minus, leading, while
  /// editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    filled(.delete, displayed, options, actionHandler)
  }

  /// `insert(displayed:options:actionHandler:)`: a green disc with a plus, leading, while
  /// editing by default.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    filled(.insert, displayed, options, actionHandler)
  }

  /// `multiselect(displayed:options:)`: an empty circle, filled with a checkmark while the cell
  /// is selected; leading, while editing by default.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> CellAccessory {
    filled(.multiselect, displayed, options, nil)
  }

  private static func filled(
    _ kind: Kind, _ displayed: DisplayedState, _ options: FilledOptions,
    _ handler: ActionHandler?
  ) -> CellAccessory {
    var accessory = CellAccessory(kind: kind, displayed: displayed, options: options.standard)
    accessory.backgroundColor = options.backgroundColor
    accessory.actionHandler = handler
    return accessory
  }

  /// `reorder(displayed:options:)`: three grey lines, trailing, while editing by default.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()
  ) -> CellAccessory {
    CellAccessory(kind: .reorder, displayed: displayed, options: options.standard)
  }

  /// `outlineDisclosure(displayed:options:actionHandler:)`: the forward chevron in the tint
  /// colour, turned to point down while the item is expanded (`isExpanded`); trailing.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> CellAccessory {
    var accessory = CellAccessory(
      kind: .outlineDisclosure, displayed: displayed, options: options.standard)
    accessory.actionHandler = actionHandler
    accessory.outlineStyle = options.style
    return accessory
  }

  /// `label(text:displayed:options:)`: a text in `secondaryLabel` (or the tint), trailing.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> CellAccessory {
    var accessory = CellAccessory(kind: .label, displayed: displayed, options: options.standard)
    accessory.text = text
    accessory.font = options.font
    return accessory
  }

  /// `customView(configuration:)`: your view, on the side its placement gives.
  public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
    let (leading, displayed): (Bool, DisplayedState) =
      switch configuration.placement {
      case .leading(let displayed, _): (true, displayed)
      case .trailing(let displayed, _): (false, displayed)
      }
    var accessory = CellAccessory(
      kind: .customView, displayed: displayed, options: configuration.standard)
    accessory.customView = configuration.customView
    accessory.customViewIsLeading = leading
    accessory.maintainsFixedSize = configuration.maintainsFixedSize
    return accessory
  }

  /// `popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`: grey up-and-down
  /// chevrons, trailing, saying a tap on the cell shows `menu`.
  public static func popUpMenu(
    _ menu: Menu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> CellAccessory {
    var accessory = CellAccessory(kind: .popUpMenu, displayed: displayed, options: options)
    accessory.menu = menu
    return accessory
  }
}
