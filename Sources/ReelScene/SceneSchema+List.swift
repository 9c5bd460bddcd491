// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The schema of list configurations (`type: list` layouts and `{list: …}` sections), derived
/// from the reader's keys and UIKit's enumerations.
extension SceneSchema {
  typealias List = CollectionLayoutListConfiguration

  /// `listConfiguration`: UICollectionLayoutListConfiguration's keys.
  static func listConfiguration() -> [String: Any] {
    [
      "type": "object", "additionalProperties": false,
      "patternProperties": extensionKeys, "required": ["appearance"],
      "description": "UICollectionLayoutListConfiguration",
      "properties": listProperties(),
    ]
  }

  static func listProperties() -> [String: Any] {
    let visibility = ListSeparatorConfiguration.Visibility.allCases.map(\.rawValue)
    let insets: [String: Any] = [
      "type": "object", "additionalProperties": false, "patternProperties": extensionKeys,
      "description": "points from the row's edges; an edge left out is automatic",
      "properties": [
        "leading": ["type": "number", "minimum": 0], "trailing": ["type": "number", "minimum": 0],
      ],
    ]
    let action: [String: Any] = [
      "type": "object", "additionalProperties": false,
      "patternProperties": extensionKeys,
      "anyOf": [["required": ["title"]], ["required": ["image"]]],
      "description": "UIContextualAction: a title, an image above it, or either alone",
      "properties": [
        "title": ["type": "string", "minLength": 1],
        "style": ["enum": ContextualAction.Style.allCases.map(\.rawValue)],
        "backgroundColor": ["type": "string"],
        "image": ["$ref": "#/$defs/symbol"],
      ] as [String: Any],
    ]
    let actions: [String: Any] = [
      "description": "UISwipeActionsConfiguration: actions, outermost first",
      "anyOf": [
        ["type": "array", "maxItems": 8, "items": action] as [String: Any],
        [
          "type": "object", "additionalProperties": false,
          "patternProperties": extensionKeys, "required": ["actions"],
          "properties": [
            "actions": ["type": "array", "maxItems": 8, "items": action] as [String: Any],
            "performsFirstActionWithFullSwipe": ["type": "boolean"],
          ] as [String: Any],
        ] as [String: Any],
      ],
    ]
    return [
      "appearance": ["enum": List.Appearance.allCases.map(\.rawValue)],
      "showsSeparators": ["type": "boolean"],
      "separatorConfiguration": [
        "type": "object", "additionalProperties": false, "patternProperties": extensionKeys,
        "description": "UIListSeparatorConfiguration",
        "properties": [
          "topSeparatorVisibility": ["enum": visibility],
          "bottomSeparatorVisibility": ["enum": visibility],
          "topSeparatorInsets": insets, "bottomSeparatorInsets": insets,
        ] as [String: Any],
      ] as [String: Any],
      "separatorColor": ["$ref": "#/$defs/color"],
      "headerMode": ["enum": List.HeaderMode.allCases.map(\.rawValue)],
      "footerMode": ["enum": List.FooterMode.allCases.map(\.rawValue)],
      "headerTopPadding": ["type": "number", "minimum": 0],
      "leadingSwipeActions": actions, "trailingSwipeActions": actions,
    ]
  }
}
