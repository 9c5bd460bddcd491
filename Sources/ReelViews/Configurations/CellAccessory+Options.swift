// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CellAccessory {
  /// The options every accessory takes (`UICellAccessory.DisclosureIndicatorOptions`,
  /// `CheckmarkOptions`, `DetailOptions`, `PopUpMenuOptions` are this type): hidden, the width
  /// reserved for it, its colour.
  public struct StandardOptions {
    /// Whether the accessory is hidden; default false.
    public var isHidden: Bool
    /// The width laid out for it; default `standard`.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour; nil for the kind's own.
    public var tintColor: Color?

    /// Options with UIKit's defaults for whatever is nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// `UICellAccessory.DisclosureIndicatorOptions`.
  public typealias DisclosureIndicatorOptions = StandardOptions
  /// `UICellAccessory.CheckmarkOptions`.
  public typealias CheckmarkOptions = StandardOptions
  /// `UICellAccessory.DetailOptions`.
  public typealias DetailOptions = StandardOptions
  /// `UICellAccessory.PopUpMenuOptions`.
  public typealias PopUpMenuOptions = StandardOptions

  /// The options of an accessory drawn on a disc (`UICellAccessory.DeleteOptions`,
  /// `InsertOptions` and `MultiselectOptions` are this type): the standard ones and the disc's
  /// colour.
  public struct FilledOptions {
    /// The standard options.
    public var standard: StandardOptions
    /// The disc's colour; nil for the kind's own (red, green, the tint).
    public var backgroundColor: Color?

    /// Options with UIKit's defaults for whatever is nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      backgroundColor: Color? = nil
    ) {
      standard = StandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.backgroundColor = backgroundColor
    }
  }

  /// `UICellAccessory.DeleteOptions`.
  public typealias DeleteOptions = FilledOptions
  /// `UICellAccessory.InsertOptions`.
  public typealias InsertOptions = FilledOptions
  /// `UICellAccessory.MultiselectOptions`.
  public typealias MultiselectOptions = FilledOptions

  /// `UICellAccessory.ReorderOptions`: the standard options and whether a separator line is
  /// drawn before the grip (kept; Reel draws none).
  public struct ReorderOptions {
    /// The standard options.
    public var standard: StandardOptions
    /// Whether a vertical separator is shown beside the grip; default true.
    public var showsVerticalSeparator: Bool

    /// Options with UIKit's defaults for whatever is nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      showsVerticalSeparator: Bool = true
    ) {
      standard = StandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.showsVerticalSeparator = showsVerticalSeparator
    }
  }

  /// `UICellAccessory.OutlineDisclosureOptions`: the standard options and the style.
  public struct OutlineDisclosureOptions {
    /// The standard options.
    public var standard: StandardOptions
    /// What a tap expands by; default `automatic`.
    public var style: OutlineDisclosureStyle

    /// Options with UIKit's defaults for whatever is nil.
    public init(
      style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil
    ) {
      standard = StandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.style = style
    }
  }

  /// `UICellAccessory.LabelOptions`: the standard options and the text's font.
  public struct LabelOptions {
    /// The standard options (the tint colours the text).
    public var standard: StandardOptions
    /// The font; nil for the body style.
    public var font: Font?
    /// Whether the font follows the content size category; default true.
    public var adjustsFontForContentSizeCategory: Bool

    /// Options with UIKit's defaults for whatever is nil.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      font: Font? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      standard = StandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// `UICellAccessory.CustomViewConfiguration`: a view of your own, its side and its sizing.
  public struct CustomViewConfiguration {
    /// The view shown.
    public let customView: View
    /// Its side and editing states.
    public var placement: Placement
    /// The standard options (the tint becomes the view's `tintColor`).
    public var standard: StandardOptions
    /// Whether the view keeps its frame's size; false sizes it to fit (its intrinsic size, or
    /// `sizeThatFits`).
    public var maintainsFixedSize: Bool

    /// A configuration with UIKit's defaults for whatever is nil.
    public init(
      customView: View, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      standard = StandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}

/// An accessory's options built on the standard ones: their `isHidden`, `reservedLayoutWidth`
/// and `tintColor` read and write the standard options', as UIKit's options structs have them.
@preconcurrency @MainActor
public protocol CellAccessoryOptions {
  /// The standard options within.
  var standard: CellAccessory.StandardOptions { get set }
}

extension CellAccessoryOptions {
  /// Whether the accessory is hidden.
  public var isHidden: Bool {
    get { standard.isHidden }
    set { standard.isHidden = newValue }
  }
  /// The width laid out for the accessory.
  public var reservedLayoutWidth: CellAccessory.LayoutDimension {
    get { standard.reservedLayoutWidth }
    set { standard.reservedLayoutWidth = newValue }
  }
  /// The accessory's colour; nil for its kind's own.
  public var tintColor: Color? {
    get { standard.tintColor }
    set { standard.tintColor = newValue }
  }
}

extension CellAccessory.FilledOptions: CellAccessoryOptions {}
extension CellAccessory.ReorderOptions: CellAccessoryOptions {}
extension CellAccessory.OutlineDisclosureOptions: CellAccessoryOptions {}
extension CellAccessory.LabelOptions: CellAccessoryOptions {}
extension CellAccessory.CustomViewConfiguration: CellAccessoryOptions {}
