// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UICellAccessory`: a view a list cell shows beside its content — a disclosure chevron, a
/// checkmark, a label, editing controls, a pop-up menu's chevrons or a view of your own. Set a
/// list of them on `CollectionViewListCell.accessories`: those placed leading (delete, insert,
/// multiselect, leading custom views) sit before the content, the rest after it, each group in
/// the list's order; the content view takes the width between them.
@preconcurrency @MainActor
public struct CellAccessory {
  /// `UICellAccessory.DisplayedState`: in which editing states the accessory is shown.
  public enum DisplayedState: Hashable, Sendable {
    /// Whether the cell is editing or not.
    case always
    /// Only while the cell is editing (`CellConfigurationState.isEditing`).
    case whenEditing
    /// Only while it is not.
    case whenNotEditing

    /// Whether an accessory with this state shows in a cell whose editing state is `editing`.
    public func isShown(editing: Bool) -> Bool {
      switch self {
      case .always: return true
      case .whenEditing: return editing
      case .whenNotEditing: return !editing
      }
    }
  }

  /// `UICellAccessory.LayoutDimension`: the width laid out for the accessory, which is centred
  /// in it.
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width for the accessory; Reel knows no wider standard than the
    /// accessory's own width, so this lays out as `actual`.
    case standard
    /// A width in points (negative counts as 0); an accessory wider than it keeps its width.
    case custom(CGFloat)
  }

  /// `UICellAccessory.Placement`: the side of the content a custom view goes on, and in which
  /// editing states.
  public enum Placement {
    /// Before the content (left in a left-to-right layout); `at` is accepted and ignored: the
    /// accessory keeps its place in the `accessories` list.
    case leading(displayed: DisplayedState = .always, at: (([CellAccessory]) -> Int)? = nil)
    /// After the content.
    case trailing(displayed: DisplayedState = .always, at: (([CellAccessory]) -> Int)? = nil)
  }

  /// `UICellAccessory.OutlineDisclosureStyle`: whether tapping the whole cell or only the
  /// chevron expands it (the look is the same).
  public enum OutlineDisclosureStyle: Hashable, Sendable { case automatic, header, cell }

  /// What runs when a system accessory is tapped (`UICellAccessory.ActionHandler`): a scene's
  /// tap runs an outline disclosure's; the others are kept, not run.
  public typealias ActionHandler = () -> Void
  /// What runs when a pop-up menu's selection changes; kept, never called.
  public typealias MenuSelectedElementDidChangeHandler = (Menu) -> Void

  /// Which accessory this is.
  public let kind: Kind
  /// The editing states it is shown in.
  public var displayed: DisplayedState
  /// Whether it is hidden: it keeps its room in the layout but is not drawn and does nothing
  /// (UIKit: "A hidden accessory takes up space in the layout, but it isn't visible");
  /// default false.
  public var isHidden = false
  /// The width laid out for it; default `standard`.
  public var reservedLayoutWidth = LayoutDimension.standard
  /// Its colour; nil for the kind's own (`Kind.colorName`) or, for a custom view, its own tint.
  public var tintColor: Color?
  /// A `label` accessory's text; empty for the other kinds.
  public internal(set) var text = ""
  /// A `label` accessory's font; nil for the body style.
  public internal(set) var font: Font?
  /// A custom view, or nil.
  public internal(set) var customView: View?
  /// Whether a custom view keeps the frame size it has rather than its fitting size.
  public internal(set) var maintainsFixedSize = false
  /// A pop-up menu accessory's menu, or nil.
  public internal(set) var menu: Menu?
  /// Whether it is a delete or insert control's, or a multiselect circle's filled disc colour
  /// given by the options; nil for the kind's own.
  public internal(set) var backgroundColor: Color?
  /// A multiselect accessory drawn selected (the cell is selected).
  public var isSelected = false
  /// An outline disclosure drawn expanded (pointing down).
  public var isExpanded = false
  /// The handlers given (`actionHandler`, `selectedElementDidChangeHandler`): an outline
  /// disclosure's runs when a scene's tap toggles it; the others are never called.
  package internal(set) var actionHandler: ActionHandler?
  /// What a tap on an outline disclosure's cell expands by (its options' style).
  package internal(set) var outlineStyle = OutlineDisclosureStyle.automatic

  init(kind: Kind, displayed: DisplayedState, options: StandardOptions) {
    self.kind = kind
    self.displayed = displayed
    self.isHidden = options.isHidden
    self.reservedLayoutWidth = options.reservedLayoutWidth
    self.tintColor = options.tintColor
  }

  /// The side of the content the accessory sits on: delete, insert and multiselect leading,
  /// a custom view where its placement says, the others trailing.
  public var isLeading: Bool {
    if kind == .customView { return customViewIsLeading }
    return kind.isLeading
  }
  var customViewIsLeading = false

  /// Whether the accessory takes room in a cell whose editing state is `editing` (drawn there
  /// unless `isHidden`).
  public func isShown(editing: Bool) -> Bool { displayed.isShown(editing: editing) }
}
