// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CellAccessory {
  /// The kinds of accessory, with how UIKit draws the system ones (SPEC-VISUAL §4.3): the one
  /// declaration of their symbols, weights, colours and sides, which the scene format's
  /// `accessories` draw with too.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect
    case outlineDisclosure, label, customView, popUpMenu

    /// Delete, insert and multiselect sit on the leading side; the others (custom views aside,
    /// which say where) trailing.
    public var isLeading: Bool { self == .delete || self == .insert || self == .multiselect }

    /// The SF Symbols name it draws; `selected` picks a multiselect's filled circle, nil for
    /// a label or custom view.
    public func symbolName(selected: Bool = false) -> String? {
      switch self {
      case .disclosureIndicator, .outlineDisclosure: return "chevron.forward"
      case .checkmark: return "checkmark"
      case .detail: return "info.circle"
      case .delete: return "minus.circle.fill"
      case .insert: return "plus.circle.fill"
      case .reorder: return "line.horizontal.3"
      case .multiselect: return selected ? "checkmark.circle.fill" : "circle"
      case .popUpMenu: return "chevron.up.chevron.down"
      case .label, .customView: return nil
      }
    }

    /// The symbol's weight at the body size (17 points): the chevrons and checkmark are the
    /// emphasized body style's semibold, the circles and the reorder lines regular.
    public func symbolWeight(selected: Bool = false) -> Font.Weight {
      switch self {
      case .detail, .reorder: return .regular
      case .multiselect: return selected ? .semibold : .regular
      default: return .semibold
      }
    }

    /// The point size symbols are drawn at: the body style's.
    public static let symbolPointSize: CGFloat = 17

    /// The system colour it is drawn in when no tint is given (a name of `SystemColors`): the
    /// accessory grey (`tertiaryLabel`) for chevrons, reorder lines and an empty circle, the
    /// tint for the checkmark, detail, outline chevron and a filled circle, red and green discs
    /// for delete and insert (multicolour symbols), `secondaryLabel` for a label's text.
    public func colorName(selected: Bool = false) -> String {
      switch self {
      case .disclosureIndicator, .reorder, .popUpMenu: return "tertiaryLabel"
      case .multiselect: return selected ? "tintColor" : "tertiaryLabel"
      case .checkmark, .detail, .outlineDisclosure, .customView: return "tintColor"
      case .delete: return "systemRed"
      case .insert: return "systemGreen"
      case .label: return "secondaryLabel"
      }
    }
  }

  /// Points between an accessory and the next in the trailing group.
  public static let trailingSpacing: CGFloat = 8
  /// Points between accessories in the leading group.
  public static let leadingSpacing: CGFloat = 16
  /// Points between the outermost accessory and the cell's edge: the minimum accessory margin
  /// of a compact-width list (16).
  public static let edgeMargin: CGFloat = 16
}
