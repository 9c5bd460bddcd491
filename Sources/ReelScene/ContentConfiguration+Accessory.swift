// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

extension ContentConfiguration {
  /// A `UICellAccessory`: its glyph (or label, or switch), tint and side.
  struct Accessory {
    enum Kind: String, CaseIterable {
      case disclosureIndicator, checkmark, detail, delete, insert, reorder, outlineDisclosure
      case label, multiselect, popUpMenu
      case `switch`
    }

    var kind: Kind
    var view: ContentView
    /// The `identifier` of an outline disclosure's chevron.
    static let outlineDisclosureIdentifier = CellAccessory.Kind.outlineDisclosure.rawValue
    /// An expanded outline disclosure's turn: a quarter, clockwise on screen.
    static let expandedDisclosure = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)

    /// Delete, insert and multiselect sit on the leading side, the others (a switch too)
    /// trailing: `CellAccessory.Kind`'s sides.
    var isLeading: Bool { CellAccessory.Kind(rawValue: kind.rawValue)?.isLeading ?? false }

    /// `disclosureIndicator`, or `{label: text}`, `{switch: isOn}`, `{multiselect: isSelected}`,
    /// `{outlineDisclosure: isExpanded}`, any of them with `tintColor`.
    init(_ value: SceneValue, traits: TraitCollection) throws(SceneError) {
      var option: SceneValue?
      var tint: RGBAColor?
      if value.isScalar {
        kind = try StylePatch.choice(value, Kind.self)
      } else {
        let m = try value.mapping(allowed: Kind.allCases.map(\.rawValue) + ["tintColor"])
        let kinds = Kind.allCases.filter { m[$0.rawValue] != nil }
        guard kinds.count == 1 else {
          throw value.error(
            "expected one accessory kind (\(Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
              + ", found \(kinds.count)")
        }
        kind = kinds[0]
        option = m[kind.rawValue]
        tint = try m["tintColor"]?.color()
      }
      view = try Self.view(kind, option: option, tint: tint, traits: traits)
      // Found by its kind (a `tap`'s `view: switch`), as a view by its `id:`.
      view.identifier = view.identifier ?? kind.rawValue
    }

    static func view(_ kind: Kind, option: SceneValue?, tint: RGBAColor?, traits: TraitCollection)
      throws(SceneError) -> ContentView
    {
      let flag =
        kind == .label
        ? nil : try option.flatMap { v throws(SceneError) in v.isNull ? nil : try v.bool() }
      // How UIKit draws each kind is declared once, by the view layer's `CellAccessory`.
      func symbol(_ kind: CellAccessory.Kind, selected: Bool = false) -> ContentView {
        let name = kind.symbolName(selected: selected) ?? ""
        var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
        let weight = kind.symbolWeight(selected: selected)
        style.textProperties = TextProperties(
          font: Font(size: CellAccessory.Kind.symbolPointSize, weight: weight),
          color: tint ?? SystemColors.named(kind.colorName(selected: selected), traits: traits)!)
        return ContentView(SymbolNames.kind(forSystemName: name), style: style)
      }
      switch kind {
      case .disclosureIndicator: return symbol(.disclosureIndicator)
      case .outlineDisclosure:
        var chevron = symbol(.outlineDisclosure)
        chevron.identifier = Self.outlineDisclosureIdentifier
        if flag == true { chevron.transform = Self.expandedDisclosure }
        return chevron
      case .checkmark:
        // `{checkmark: false}` is UIKit's `CheckmarkOptions(isHidden: true)`: the checkmark keeps
        // its room, so a tap that checks the row (`onTap: {cell: check}`) shows it in place.
        var checkmark = symbol(.checkmark)
        if flag == false { checkmark.alpha = 0 }
        return checkmark
      case .detail: return symbol(.detail)
      case .delete: return symbol(.delete)
      case .insert: return symbol(.insert)
      case .reorder: return symbol(.reorder)
      case .multiselect: return symbol(.multiselect, selected: flag == true)
      case .popUpMenu: return symbol(.popUpMenu)
      case .switch:
        // A UISwitch as a custom view: its track and knob, the tint its on colour.
        let metrics = SwitchMetrics(traits.systemVersion)
        return .switchControl(
          value: flag == false ? 0 : 1, metrics: metrics,
          onColor: tint ?? SystemColors.named("systemGreen", traits: traits)!,
          offColor: SystemColors.named(metrics.offTrackColorName, traits: traits)!)
      case .label:
        var style = ItemStyle(fill: .clear, cornerRadius: 0, label: try option?.text() ?? "")
        style.textProperties = TextProperties(
          font: .preferredFont(forTextStyle: .body),
          color: tint ?? SystemColors.named(CellAccessory.Kind.label.colorName(), traits: traits)!)
        return ContentView(.label, style: style)
      }
    }
  }
}
