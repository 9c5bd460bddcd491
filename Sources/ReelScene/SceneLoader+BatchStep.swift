// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

extension SceneLoader {
  /// A batch update: any of `operationKeys`, with an optional `style` for inserted and reloaded
  /// items and `layoutValues` set inside the update.
  static func batchAction(_ m: SceneMapping) throws(SceneError) -> StepSpec.Action {
    var updates = BatchUpdates()
    var newItems: [IndexPath: ItemSpec] = [:]
    let stepStyle = try m["style"].map { v throws(SceneError) in
      try StylePatch(v.mapping(allowed: StylePatch.keys))
    }
    if let insert = m["insert"] {
      try insertItems(insert, style: stepStyle, into: &updates, newItems: &newItems)
    }
    if let delete = m["delete"] { updates.deleteItems(at: try indexPaths(delete)) }
    if let reload = m["reload"] { updates.reloadItems(at: try indexPaths(reload)) }
    if let move = m["move"] {
      for element in try elements(move) {
        let mm = try element.mapping(allowed: ["from", "to"])
        updates.moveItem(
          at: try indexPath(try mm.required("from", "an index path")),
          to: try indexPath(try mm.required("to", "an index path")))
      }
    }
    if let sections = m["insertSections"] {
      try insertSections(sections, style: stepStyle, into: &updates, newItems: &newItems)
    }
    if let sections = m["deleteSections"] { updates.deleteSections(try sectionIndexes(sections)) }
    if let sections = m["reloadSections"] { updates.reloadSections(try sectionIndexes(sections)) }
    if let moves = m["moveSections"] {
      for element in try elements(moves) {
        let mm = try element.mapping(allowed: ["from", "to"])
        updates.moveSection(
          try mm.required("from", "a section index").int(in: 0...100_000),
          toSection: try mm.required("to", "a section index").int(in: 0...100_000))
      }
    }
    if let counts = m["dataSourceCounts"] {
      updates.dataSourceItemCounts = try counts.list().map { v throws(SceneError) in
        try v.int(in: 0...maximumItemsPerSection)
      }
    }
    var layoutValues: [String: Double] = [:]
    if let lv = m["layoutValues"] {
      let lm = try lv.mapping(allowed: lv.mappingKeys)
      for key in lm.keys { layoutValues[key] = try lm[key]!.double() }
    }
    return .batch(
      updates, newItems: newItems, reloadStyle: m["reload"] != nil ? stepStyle : nil,
      layoutValues: layoutValues)
  }

  /// `insert: 3`, `insert: [[0, 1], 4]` or items with `index` and an item's keys.
  static func insertItems(
    _ insert: SceneValue, style: StylePatch?, into updates: inout BatchUpdates,
    newItems: inout [IndexPath: ItemSpec]
  ) throws(SceneError) {
    for element in try elements(insert) {
      if element.isMapping {
        let em = try element.mapping(allowed: ["index"] + itemKeys)
        let path = try indexPath(try em.required("index", "the new item's index path"))
        var spec = try item(element, extraKeys: ["index"])
        spec.style = spec.style.over(style ?? StylePatch())
        newItems[path] = spec
        updates.insertItems(at: [path])
      } else {
        let path = try indexPath(element)
        newItems[path] = ItemSpec(style: style ?? StylePatch())
        updates.insertItems(at: [path])
      }
    }
  }

  /// `insertSections: 2` or `{index, items}`.
  static func insertSections(
    _ sections: SceneValue, style: StylePatch?, into updates: inout BatchUpdates,
    newItems: inout [IndexPath: ItemSpec]
  ) throws(SceneError) {
    for element in try elements(sections) {
      guard element.isMapping else {
        updates.insertSections([try element.int(in: 0...100_000)])
        continue
      }
      let sm = try element.mapping(allowed: ["index", "items"])
      let index = try sm.required("index", "a section index").int(in: 0...100_000)
      let specs = try items(try sm.required("items", "a count or a list of items"))
      updates.insertSections([index], itemCount: specs.count)
      for (i, spec) in specs.enumerated() {
        var styled = spec
        styled.style = spec.style.over(style ?? StylePatch())
        newItems[IndexPath(item: i, section: index)] = styled
      }
    }
  }

  /// The step key whose operations a batch-update error is about, for locating the message.
  package static func operationKey(for error: BatchUpdateError) -> String? {
    switch error {
    case .invalidNumberOfItems, .invalidNumberOfSections: return nil
    case .deleteItemBeyondItems, .deleteItemBeyondSections: return "delete"
    case .deleteSectionBeyondSections: return "deleteSections"
    case .reloadItemBeyondItems, .reloadItemBeyondSections, .deleteAndReloadSameIndexPath:
      return "reload"
    case .reloadSectionBeyondSections, .deleteAndReloadSameSection: return "reloadSections"
    case .insertItemBeyondItems, .insertItemBeyondSections: return "insert"
    case .insertSectionBeyondSections: return "insertSections"
    case .moveItemFromBeyondItems, .moveItemToBeyondItems, .deleteAndMoveSameIndexPath,
      .reloadAndMoveSameIndexPath, .moveFromDeletedSection, .insertAndMoveSameIndexPath,
      .moveIntoInsertedSection, .moveItemToTwo, .moveTwoItemsToOne:
      return "move"
    case .moveSectionBeyondSections, .deleteAndMoveSameSection, .insertAndMoveSameSection,
      .moveSectionToTwo, .moveTwoSectionsToOne:
      return "moveSections"
    }
  }

  /// A list of elements, or a single element standing for a list of one (`delete: 3`,
  /// `move: {from: 0, to: 5}`). An index path inside a list is itself a list: `insert: [[1, 0]]`.
  static func elements(_ value: SceneValue) throws(SceneError) -> [SceneValue] {
    value.isSequence ? try value.list() : [value]
  }

  static func indexPaths(_ value: SceneValue) throws(SceneError) -> [IndexPath] {
    try elements(value).map { v throws(SceneError) in try indexPath(v) }
  }

  static func sectionIndexes(_ value: SceneValue) throws(SceneError) -> [Int] {
    try elements(value).map { v throws(SceneError) in try v.int(in: 0...100_000) }
  }

  /// An item index in section 0, or `[section, item]`.
  static func indexPath(_ value: SceneValue) throws(SceneError) -> IndexPath {
    if value.isSequence {
      let parts = try value.list()
      guard parts.count == 2 else {
        throw value.error("expected an index path [section, item], found a list of \(parts.count)")
      }
      return IndexPath(
        item: try parts[1].int(in: 0...1_000_000), section: try parts[0].int(in: 0...1_000_000))
    }
    guard value.isScalar else {
      throw value.error("expected an item index or [section, item], found \(value.kindName)")
    }
    return IndexPath(item: try value.int(in: 0...1_000_000), section: 0)
  }
}
