// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import ReelViews

/// The parts of `scenes/scene.schema.json` that are derived rather than written by hand: the
/// layouts and their parameters (from each layout's `LayoutParameter`s), the rules of script steps
/// (from the table of step kinds) and the colour names. `SchemaTests` checks that the published
/// file holds exactly these; `REEL_UPDATE_SCHEMA=1 swift test --filter SchemaTests` rewrites them.
public enum SceneSchema {
  /// What every closed object of the schema also allows: extension keys (`x-…`), which the
  /// reader ignores (`SceneValue.extensionKeyPrefix`).
  static var extensionKeys: [String: Any] { ["^\(SceneValue.extensionKeyPrefix)": true] }

  /// `$defs` entries this type owns, by name.
  public static func definitions(_ registry: LayoutRegistry = .shared) -> [String: Any] {
    [
      "layoutMapping": layoutMapping(registry), "stepKinds": stepKinds(), "color": color(),
      "listConfiguration": listConfiguration(),
      "fontWeight": choice(Font.Weight.self, "UIFont.Weight, lightest (ultraLight, 100) first"),
      "fontDesign": choice(Font.Design.self, "UIFontDescriptor.SystemDesign"),
      "textStyle": choice(TextStyle.self, "UIFont.TextStyle at the default content size"),
      "lineBreakMode": choice(LineBreakMode.self, "NSLineBreakMode"),
      "contentMode": choice(
        ItemStyle.ContentMode.self,
        "how an image fits its view (UIView.ContentMode; the edge modes at the image's size)"),
      "textAlignment": choice(TextAlignment.self, "NSTextAlignment"),
      "symbol": [
        "type": "string", "minLength": 1,
        "description": """
        a symbol image: one of Reel's symbols (\(Symbol.allCases.map(\.rawValue)
          .joined(separator: ", "))), an SF Symbols name Reel maps to Material Icons, or a \
        Material icon name
        """,
      ] as [String: Any],
      "contentType": choice(
        ContentConfiguration.Preset.self, "a UIListContentConfiguration preset"),
      "accessoryKind": choice(ContentConfiguration.Accessory.Kind.self, "a UICellAccessory"),
      "blurStyle": choice(MaterialBlur.Style.self, "a UIBlurEffect material"),
      "backgroundConfiguration": backgroundConfiguration(),
      "stackAxis": choice(StackLayout.Axis.self, "UIStackView.axis"),
      "stackAlignment": choice(StackLayout.Alignment.self, "UIStackView.Alignment"),
      "stackDistribution": choice(StackLayout.Distribution.self, "UIStackView.Distribution"),
      "layout": [
        "anyOf": [
          ["$ref": "#/$defs/layoutMapping"],
          ["type": "string", "description": "the name of one of `layouts`"],
        ]
      ],
    ]
  }

  /// `backgroundConfiguration`: a preset's name, or a mapping of its properties.
  static func backgroundConfiguration() -> [String: Any] {
    let presets: [String: Any] = ["enum": BackgroundConfiguration.presetColorNames.map(\.preset)]
    let number: [String: Any] = ["type": "number", "minimum": 0]
    let properties: [String: Any] = [
      "type": presets, "backgroundColor": ["$ref": "#/$defs/color"], "cornerRadius": number,
      "strokeColor": ["$ref": "#/$defs/color"], "strokeWidth": number,
      "backgroundInsets": ["$ref": "#/$defs/insets"], "visualEffect": ["$ref": "#/$defs/blurStyle"],
    ]
    return [
      "description": "UIBackgroundConfiguration: the view behind the cell's content",
      "anyOf": [
        presets,
        [
          "type": "object", "additionalProperties": false,
          "patternProperties": extensionKeys, "properties": properties,
        ]
          as [String: Any],
      ],
    ]
  }

  /// A layout mapping: a registered `type` and only that type's parameters.
  static func layoutMapping(_ registry: LayoutRegistry) -> [String: Any] {
    let rules: [[String: Any]] = registry.names.map { name in
      var properties: [String: Any] =
        switch name {
        case "compositional": compositionalProperties()
        case "list": listProperties().merging(["type": [:] as [String: Any]]) { a, _ in a }
        default: ["type": [:] as [String: Any]]
        }
      for parameter in registry.sceneParameters(for: name) {
        properties[parameter.name] = schema(parameter, default: registry.makeDefault(name))
      }
      return [
        "if": ["properties": ["type": ["const": name]]],
        "then": [
          "properties": properties, "additionalProperties": false,
          "patternProperties": extensionKeys,
        ],
      ]
    }
    return [
      "type": "object", "required": ["type"],
      "properties": ["type": ["enum": registry.names, "description": "the layout's type"]],
      "allOf": rules,
    ]
  }

  /// A compositional layout's keys (SPEC-MODERN §7); its sections are described by hand in the
  /// published file (`layoutSection` and the definitions it uses).
  static func compositionalProperties() -> [String: Any] {
    [
      "type": [:] as [String: Any],
      "scrollDirection": [
        "enum": ScrollDirection.allCases.map(\.rawValue),
        "description": "the axis sections follow one another on; default vertical",
      ] as [String: Any],
      "interSectionSpacing": [
        "type": "number", "description": "space between sections (points); default 0",
      ] as [String: Any],
      "boundarySupplementaryItems": [
        "type": "array", "items": ["$ref": "#/$defs/boundarySupplementaryItem"],
        "description": "headers and footers of the whole layout",
      ] as [String: Any],
      "sections": [
        "type": "array", "minItems": 1, "items": ["$ref": "#/$defs/layoutSection"],
        "description": "one per section; sections past the list use the last",
      ] as [String: Any],
    ]
  }

  /// One parameter: its kind's schema, with its summary, unit and default as the description.
  static func schema(_ parameter: LayoutParameter, default layout: CollectionViewLayout?)
    -> [String: Any]
  {
    var node: [String: Any]
    switch parameter.kind {
    case .number(let minimum, let maximum, let exclusive):
      node = ["type": "number"]
      if let minimum { node[exclusive ? "exclusiveMinimum" : "minimum"] = minimum }
      if let maximum { node["maximum"] = maximum }
    case .integer(let range):
      node = ["type": "integer", "minimum": range.lowerBound, "maximum": range.upperBound]
    case .size: node = ["$ref": "#/$defs/size"]
    case .insets: node = ["$ref": "#/$defs/insets"]
    case .flag: node = ["type": "boolean"]
    case .choice(let words): node = ["enum": words]
    case .numbers: node = ["type": "array", "items": ["type": "number"]]
    }
    var description = parameter.summary
    if !parameter.unit.isEmpty { description += " (\(parameter.unit))" }
    if let value = layout.flatMap({ parameter.value(in: $0) }) {
      description += "; default \(text(value))"
    }
    node["description"] = description
    return node
  }

  static func text(_ value: LayoutParameterValue) -> String {
    func number(_ v: Double) -> String {
      v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.4g", v)
    }
    switch value {
    case .number(let v): return number(v)
    case .integer(let v): return String(v)
    case .size(let s): return "[\(number(Double(s.width))), \(number(Double(s.height)))]"
    case .insets(let i):
      let sides = [i.top, i.left, i.bottom, i.right].map { number(Double($0)) }
      return "[\(sides.joined(separator: ", "))]"
    case .flag(let b): return String(b)
    case .choice(let c): return c
    case .numbers(let n): return "[\(n.map(number).joined(separator: ", "))]"
    }
  }

  /// Exactly one kind per step: its action key (for a batch update, any of its operations) and
  /// no key outside the kind's.
  static func stepKinds() -> [String: Any] {
    let kinds: [[String: Any]] = SceneLoader.stepKinds.map { kind in
      let keys = StepKind.commonKeys + kind.acceptedKeys
      let required: [String: Any] =
        kind.actionKeys.count == 1
        ? ["required": kind.actionKeys]
        : ["anyOf": kind.actionKeys.map { ["required": [$0]] }]
      return required.merging(["propertyNames": ["enum": keys]]) { a, _ in a }
    }
    return ["oneOf": kinds]
  }

  /// One of an enumeration's scene-file names.
  static func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ description: String)
    -> [String: Any] where T.RawValue == String
  {
    ["enum": T.allCases.map(\.rawValue), "description": description]
  }

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, one of `SystemColors.names` (any letter case), or
  /// `{light, dark}`.
  static func color() -> [String: Any] {
    let names = SystemColors.names.map { $0.lowercased() }.sorted().map { name in
      name.map { c in c.isLetter ? "[\(c.lowercased())\(c.uppercased())]" : String(c) }.joined()
    }
    let pattern =
      "^(#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|\(names.joined(separator: "|")))$"
    let fixed: [String: Any] = ["type": "string", "pattern": pattern]
    let dynamic: [String: Any] = [
      "type": "object", "required": ["light", "dark"], "additionalProperties": false,
      "patternProperties": extensionKeys,
      "properties": ["light": fixed, "dark": fixed],
    ]
    return [
      "anyOf": [fixed, dynamic],
      "description":
        "#RGB, #RRGGBB, #RRGGBBAA, a UIKit colour name such as systemBlue or label, or "
        + "{light, dark}",
    ]
  }
}
