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
      case label, multiselect
      case `switch`
    }

    var kind: Kind
    var view: ContentView
    /// The `identifier` of an outline disclosure's chevron.
    static let outlineDisclosureIdentifier = "outlineDisclosure"
    /// An expanded outline disclosure's turn: a quarter, clockwise on screen.
    static let expandedDisclosure = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)

    /// Delete, insert and multiselect sit on the leading side, the others trailing.
    var isLeading: Bool { kind == .delete || kind == .insert || kind == .multiselect }

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
    }

    static func view(_ kind: Kind, option: SceneValue?, tint: RGBAColor?, traits: TraitCollection)
      throws(SceneError) -> ContentView
    {
      let accessoryTint = SystemColors.named("tertiaryLabel", traits: traits)!
      let tintColor = SystemColors.named("tintColor", traits: traits)!
      let flag =
        kind == .label
        ? nil : try option.flatMap { v throws(SceneError) in v.isNull ? nil : try v.bool() }
      func symbol(_ s: Symbol, _ color: RGBAColor, weight: Font.Weight = .semibold) -> ContentView {
        var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
        style.textProperties = TextProperties(
          font: Font(size: 17, weight: weight), color: tint ?? color)
        return ContentView(.symbol(s), style: style)
      }
      switch kind {
      case .disclosureIndicator: return symbol(.chevronForward, accessoryTint)
      case .outlineDisclosure:
        // The forward chevron, turned a quarter to point down while expanded.
        var chevron = symbol(.chevronForward, tint ?? tintColor)
        chevron.identifier = Self.outlineDisclosureIdentifier
        if flag == true { chevron.transform = Self.expandedDisclosure }
        return chevron
      case .checkmark: return symbol(.checkmark, tintColor)
      case .detail: return symbol(.infoCircle, tintColor, weight: .regular)
      // Multicolour symbols: a red and a green disc, whatever the tint (SPEC-VISUAL's inference
      // from their rendering mode).
      case .delete:
        return symbol(.minusCircleFill, SystemColors.named("systemRed", traits: traits)!)
      case .insert:
        return symbol(.plusCircleFill, SystemColors.named("systemGreen", traits: traits)!)
      case .reorder: return symbol(.lineHorizontal3, accessoryTint, weight: .regular)
      case .multiselect:
        return flag == true
          ? symbol(.checkmarkCircleFill, tintColor)
          : symbol(.circle, accessoryTint, weight: .regular)
      case .switch: return symbol(flag == false ? .switchOff : .switchOn, tintColor)
      case .label:
        var style = ItemStyle(fill: .clear, cornerRadius: 0, label: try option?.text() ?? "")
        style.textProperties = TextProperties(
          font: .preferredFont(forTextStyle: .body),
          color: tint ?? SystemColors.named("secondaryLabel", traits: traits)!)
        return ContentView(.label, style: style)
      }
    }
  }
}
